import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

// A landed migration is history: its text never changes. migrations.sha256 lists every
// migration's checksum, one line each, as `sha256sum` writes them; a new migration is appended with
// `pnpm --filter @pond/supabase migrations:lock`, and no line ever changes. CI checks both: every file
// matches its line, and no line of the lock on main was changed or removed.

export const LOCK_FILE = 'migrations.sha256';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The lock's lines as file → checksum. */
export function parseLock(text: string): Map<string, string> {
  const lines = new Map<string, string>();
  for (const line of text.split('\n')) {
    const match = /^([0-9a-f]{64}) {2}(\S+\.sql)$/.exec(line.trim());
    if (match) lines.set(match[2]!, match[1]!);
  }
  return lines;
}

const formatLock = (lines: Map<string, string>) =>
  [...lines].map(([file, sum]) => `${sum}  ${file}`).join('\n') + '\n';

async function currentChecksums(migrationsDir: string): Promise<Map<string, string>> {
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
  const sums = new Map<string, string>();
  for (const file of files) sums.set(file, sha256(await readFile(path.join(migrationsDir, file), 'utf8')));
  return sums;
}

const changedMessage = (file: string) =>
  `${file} changed after it landed. A landed migration is history: restore it (git checkout origin/main -- ` +
  `packages/supabase/supabase/migrations/${file}) and put the change in a new migration.`;

/** What is wrong with the migrations against the lock, and against the lock as it was at `base`. */
export async function checkMigrations(options: {
  migrationsDir: string;
  /** The lock as the base of this change had it (main), when there is one. */
  baseLock?: string;
}): Promise<string[]> {
  const lockPath = path.join(options.migrationsDir, '..', LOCK_FILE);
  const lock = parseLock(existsSync(lockPath) ? await readFile(lockPath, 'utf8') : '');
  const problems: string[] = [];
  const current = await currentChecksums(options.migrationsDir);
  for (const [file, sum] of current) {
    const locked = lock.get(file);
    if (!locked)
      problems.push(`${file} is not in ${LOCK_FILE}: run \`pnpm --filter @pond/supabase migrations:lock\`.`);
    else if (locked !== sum) problems.push(changedMessage(file));
  }
  for (const file of lock.keys())
    if (!current.has(file)) problems.push(`${file} is in ${LOCK_FILE} but its file is gone: restore it.`);
  for (const [file, sum] of parseLock(options.baseLock ?? '')) {
    if (lock.get(file) !== sum)
      problems.push(`${LOCK_FILE} changed the line of ${file}: ${changedMessage(file)}`);
  }
  return [...new Set(problems)];
}

/** Appends the migrations not yet in the lock; refuses when a locked one changed. */
export async function lockMigrations(migrationsDir: string): Promise<string[]> {
  const lockPath = path.join(migrationsDir, '..', LOCK_FILE);
  const lock = parseLock(existsSync(lockPath) ? await readFile(lockPath, 'utf8') : '');
  const added: string[] = [];
  for (const [file, sum] of await currentChecksums(migrationsDir)) {
    const locked = lock.get(file);
    if (locked && locked !== sum) throw new Error(changedMessage(file));
    if (!locked) {
      lock.set(file, sum);
      added.push(file);
    }
  }
  await writeFile(lockPath, formatLock(lock));
  return added;
}

/**
 * The lock as main has it, from git: the merge base with origin/main (or main) when this is another
 * branch, else the commit before this one. Undefined where git or that history is not there.
 */
export function baseLock(repoRoot: string, lockPathInRepo: string): string | undefined {
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  try {
    const head = git('rev-parse', 'HEAD');
    let base: string | undefined;
    for (const main of ['origin/main', 'main']) {
      try {
        const candidate = git('merge-base', 'HEAD', main);
        if (candidate && candidate !== head) base = candidate;
        if (candidate) break;
      } catch {
        // No such branch here.
      }
    }
    base ??= git('rev-parse', 'HEAD~1');
    return git('show', `${base}:${lockPathInRepo}`);
  } catch {
    return undefined;
  }
}
