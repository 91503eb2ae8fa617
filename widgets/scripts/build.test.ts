// The kit's build is a function of its inputs: built twice from the same code and environment it
// writes the same files with the same SRI hashes (a pinned page keeps working), and it warns that the
// version must change only when what it publishes really changed.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { WIDGETS_DIR } from './paths.ts';

const run = promisify(execFile);
const UNCHANGED_VERSION = /code changed but its version is still/;

async function buildKit(distDir: string, anonKey: string) {
  const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: WIDGETS_DIR,
    env: {
      ...process.env,
      POND_KIT_DIST_DIR: distDir,
      VITE_SUPABASE_ANON_KEY: anonKey,
      VITE_SUPABASE_URL: '',
    },
  });
  return stdout + stderr;
}

/** Every file of a build folder and the SHA-256 of its bytes. */
async function filesOf(distDir: string): Promise<Record<string, string>> {
  const names = await readdir(distDir, { recursive: true, withFileTypes: true });
  const files: Record<string, string> = {};
  for (const entry of names.filter((name) => name.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(distDir, file)] = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
  }
  return files;
}

const folders: string[] = [];
const newFolder = async () => {
  folders.push(await mkdtemp(path.join(tmpdir(), 'pond-kit-')));
  return folders.at(-1) as string;
};
afterAll(() => Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('the widget kit build', () => {
  it('writes the same files and SRI hashes from the same code and environment', async () => {
    const [first, second] = [await newFolder(), await newFolder()];
    await buildKit(first, 'the-same-key');
    await buildKit(second, 'the-same-key');
    const files = await filesOf(first);
    expect(Object.keys(files).length).toBeGreaterThan(10);
    expect(await filesOf(second)).toEqual(files);
  }, 60_000);

  it('warns about an unchanged version only when the published code changed', async () => {
    const dist = await newFolder();
    expect(await buildKit(dist, 'one-key')).not.toMatch(UNCHANGED_VERSION);
    const again = await buildKit(dist, 'one-key');
    expect(again).not.toMatch(UNCHANGED_VERSION);
    expect(again).toMatch(/Built the widget kit/);
    // Another database key is baked into the widgets: their files, and so the loader's SRI, change.
    expect(await buildKit(dist, 'another-key')).toMatch(UNCHANGED_VERSION);
  }, 60_000);
});
