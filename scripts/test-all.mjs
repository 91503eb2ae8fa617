// `pnpm test:all`, which the README's `npm test` runs: every check of the repository. The static checks,
// the builds and Vitest need no server of the journeys and touch nothing of each other's, so they run
// side by side (the machines have two cores; Vitest's database tests mostly wait on their database);
// the browser journeys then run alone, since their timings are promises the product makes. The run
// closes with the plain 'N passed, N failed' line CI reads, counting Vitest and the journeys.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const report = path.join(root, '.local/e2e-report.json');
const unitReport = path.join(root, '.local/unit-counts.json');
// A report left by an earlier run must not count in this one.
for (const file of [report, unitReport]) rmSync(file, { force: true });

/** Lanes of checks that may run side by side; each lane in its order. */
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
  ['pnpm test:unit'],
];

/** Then, one at a time, with their output as it comes. */
const AFTER = ['pnpm test:e2e', 'pnpm --filter @pond/site budget:js', 'pnpm bench:size'];

const env = { ...process.env, POND_E2E_REPORT: report, POND_UNIT_REPORT: unitReport };
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/** Runs a command; `quiet` keeps its output to hand back (printed whole when it ends), else it streams. */
function run(command, quiet) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, cwd: root, env, stdio: quiet ? 'pipe' : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('exit', (code, signal) =>
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
  console.error('\nA check failed: its output is above. The browser journeys did not run.');
  process.exit(1);
}
console.log(`\nThe static checks, the builds and Vitest passed in ${seconds(started)} s.`);

for (const command of AFTER) {
  console.log(`\n$ ${command}`);
  const result = await run(command, false);
  console.log(`${result.ok ? '✓' : '✗'} ${command} (${result.seconds} s)`);
  if (!result.ok) {
    console.error(`\n${command} failed (exit ${result.code}): its output is above.`);
    process.exit(1);
  }
}

// The closing line: every test of the run, Vitest's and the journeys'.
const counts = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const unit = counts(unitReport) ?? { passed: 0, failed: 0, skipped: 0 };
const stats = counts(report)?.stats ?? { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
const browser = { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
const skipped = unit.skipped + browser.skipped;
console.log(
  `\nVitest: ${unit.passed} passed, ${unit.failed} failed; Playwright: ${browser.passed} passed, ${browser.failed} failed`,
);
console.log(
  `\n${unit.passed + browser.passed} passed, ${unit.failed + browser.failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
);
