// `pnpm test:all`, which the README's `npm test` runs: every check of the repository. The static checks
// and builds need no server and touch nothing of each other's, so they run in two lanes at once (the
// machines have two cores, and one lane alone leaves one idle while it waits on the other's kind of
// work); the browser journeys then run alone, since their timings are promises the product makes;
// Vitest runs last, so its closing 'N passed, N failed' line counts the journeys too. Vitest does not
// share the lanes: beside them on two cores, a core test's 10,000 generated cases outran its 5 s.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const report = path.join(root, '.local/e2e-report.json');

/** Two lanes of checks that may run side by side; each lane in its order. */
const LANES = [
  [
    'pnpm --filter @pond/supabase migrations:check',
    'pnpm --filter @pond/supabase migrations:lint',
    'pnpm --filter @pond/supabase schema:check',
    'pnpm lint',
    'pnpm habits',
    'pnpm --filter @pond/studio typegen:check',
    'pnpm --filter @pond/studio build',
    'pnpm storybook:build',
  ],
  ['pnpm typecheck', 'pnpm --filter @pond/core test:coverage'],
];

/** Then, one at a time, with their output as it comes. */
const AFTER = ['pnpm test:e2e', 'pnpm --filter @pond/site budget:js', 'pnpm bench:size', 'pnpm test:unit'];

const env = { ...process.env, POND_E2E_REPORT: report };
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/** Runs a command; `quiet` keeps its output to hand back (printed whole when it ends), else it streams. */
function run(command, quiet) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, cwd: root, env, stdio: quiet ? 'pipe' : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    // 'close', not 'exit': the child's output is all read by then.
    child.on('close', (code, signal) =>
      resolve({ command, ok: code === 0, code: code ?? signal, output, seconds: seconds(started) }),
    );
  });
}

let failed = false;
const started = Date.now();

await Promise.all(
  LANES.map(async (lane) => {
    for (const command of lane) {
      if (failed) return;
      const result = await run(command, true);
      process.stdout.write(`\n$ ${command}\n${result.output}`);
      console.log(`${result.ok ? '✓' : '✗'} ${command} (${result.seconds} s)`);
      if (!result.ok) failed = true;
    }
  }),
);
if (failed) {
  console.error('\nA check failed: its output is above. The browser journeys and Vitest did not run.');
  process.exit(1);
}
console.log(`\nThe static checks and builds passed in ${seconds(started)} s.`);

for (const command of AFTER) {
  console.log(`\n$ ${command}`);
  const result = await run(command, false);
  console.log(`${result.ok ? '✓' : '✗'} ${command} (${result.seconds} s)`);
  if (!result.ok) {
    console.error(`\n${command} failed (exit ${result.code}): its output is above.`);
    process.exit(1);
  }
}
