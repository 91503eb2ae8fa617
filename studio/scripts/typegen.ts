// `pnpm --filter @pond/studio typegen` extracts the schema and regenerates the query types of
// @pond/content; with --check it generates into a scratch folder and fails if the committed files
// differ (CI runs this, so a schema or query change without new types cannot land).
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const studio = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const committed = {
  schema: path.join(studio, 'schema.json'),
  types: path.resolve(studio, '../packages/content/src/sanity.types.ts'),
};
const check = process.argv.includes('--check');
// Inside the repository so typegen formats with the repository's Prettier settings.
const scratch = path.join(studio, '.typegen-check');
const target = check
  ? { schema: path.join(scratch, 'schema.json'), types: path.join(scratch, 'sanity.types.ts') }
  : committed;

const sanity = (...args: string[]) =>
  execFileSync('pnpm', ['exec', 'sanity', ...args], {
    cwd: studio,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DO_NOT_TRACK: '1',
      POND_TYPEGEN_SCHEMA: target.schema,
      POND_TYPEGEN_OUT: target.types,
    },
  });

try {
  if (check) await mkdir(scratch, { recursive: true });
  // The CLI takes the output path relative to the studio folder.
  sanity('schema', 'extract', '--path', path.relative(studio, target.schema));
  sanity('typegen', 'generate');
  if (check) {
    // The generated file names the schema file it read; that line differs by design.
    const comparable = async (file: string) =>
      (await readFile(file, 'utf8')).replace(/^\/\/ Source: .*schema\.json$/gm, '');
    const stale = [];
    for (const key of ['schema', 'types'] as const) {
      if ((await comparable(committed[key])) !== (await comparable(target[key])))
        stale.push(path.relative(process.cwd(), committed[key]));
    }
    if (stale.length > 0) {
      console.error(
        `Out of date: ${stale.join(', ')}. Run \`pnpm --filter @pond/studio typegen\` and commit the result.`,
      );
      process.exitCode = 1;
    } else {
      console.log('Schema and query types are up to date.');
    }
  } else {
    console.log(
      `Wrote ${path.relative(process.cwd(), committed.schema)} and ${path.relative(process.cwd(), committed.types)}`,
    );
  }
} catch (error) {
  const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
  console.error(`Typegen failed: ${stderr.trim() || (error as Error).message}`);
  process.exitCode = 1;
} finally {
  if (check) await rm(scratch, { recursive: true, force: true });
}
