// `pnpm bench:build`: the build does not grow with the directory. Builds the site against a
// local stack of BENCH_CONTRACTORS builders (100,000 by default; the benchmark's own stack), then
// against the development stack (the 3,000 of the seed), which leaves the usual build in place, and
// prints seconds, pages and files of each. Exits 1 when the larger build wrote more files or took
// over 1.5× the time of the smaller one (a build that renders a page per builder would be 30×).
import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { startLocalStack } from '@pond/supabase/local';
import { SITE_DIR } from './database.ts';

const LARGE = Number(process.env.BENCH_CONTRACTORS ?? 100_000);
const SLOWER_AT_MOST = 1.5;

async function files(): Promise<{ pages: number; files: number }> {
  const all = await readdir(path.join(SITE_DIR, 'build/client'), { recursive: true, withFileTypes: true });
  const list = all.filter((entry) => entry.isFile());
  return { pages: list.filter((entry) => entry.name.endsWith('.html')).length, files: list.length };
}

/** The build as `pnpm --filter @pond/site build` runs it, with this environment; its seconds. */
async function build(env: NodeJS.ProcessEnv): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: SITE_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error('The site build failed (see above).');
  return (performance.now() - started) / 1000;
}

const stack = await startLocalStack({ profile: 'bench', contractors: LARGE, log: () => {} });
let large: { seconds: number; pages: number; files: number };
try {
  // The benchmark's stack as the build's database (as a hosted project would be given).
  const seconds = await build({ SUPABASE_URL: stack.url, SUPABASE_ANON_KEY: stack.anonKey });
  large = { seconds, ...(await files()) };
} finally {
  await stack.stop();
}
const seconds = await build({ SUPABASE_URL: '', SUPABASE_ANON_KEY: '' });
const small = { seconds, ...(await files()) };

console.log('\n| contractors | build s | HTML pages | files in build/client |');
console.log('| --- | --- | --- | --- |');
console.log(`| 3,000 (the seed) | ${small.seconds.toFixed(1)} | ${small.pages} | ${small.files} |`);
console.log(
  `| ${LARGE.toLocaleString('en-US')} | ${large.seconds.toFixed(1)} | ${large.pages} | ${large.files} |`,
);
const ratio = large.seconds / small.seconds;
console.log(
  `\n${LARGE.toLocaleString('en-US')} against 3,000: ${ratio.toFixed(2)}× the time, ${large.files - small.files} more files.`,
);
if (large.files > small.files || ratio > SLOWER_AT_MOST) {
  console.error('The build grows with the directory.');
  process.exitCode = 1;
}
