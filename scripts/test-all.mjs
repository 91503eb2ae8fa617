// `pnpm test:all`, which the README's `npm test` runs: every check of the repository. The static checks
// and builds need no server and touch nothing of each other's, so they run in two lanes at once (the
// machines have two cores, and one lane alone leaves one idle while it waits on the other's kind of
// work); the browser journeys then run alone, since their timings are promises the product makes.
// Vitest comes last, in two processes side by side: the database package's files, which share one
// database and so run one at a time, and everything else. In one process Vitest would put every
// one-at-a-time project's files (the database package's and the job worker's) in a single queue.
// The run closes with one 'N passed, N failed' line that counts every test of every runner.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.local/test-reports');
const e2eReport = path.join(reports, 'e2e.json');

/** A Vitest command that also writes its counts, as JSON, where the closing line reads them. */
const vitest = (name, command) =>
  `${command} --reporter=default --reporter=json --outputFile.json=${path.join(reports, `vitest-${name}.json`)}`;

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
  ],
  ['pnpm typecheck', 'pnpm --filter @pond/core test:coverage', 'pnpm storybook:build'],
];

/** Then, one at a time, with their output as it comes. */
const ALONE = ['pnpm test:e2e', 'pnpm --filter @pond/site budget:js', 'pnpm bench:size'];

/** Then Vitest's two processes, side by side. */
const UNIT = [
  [vitest('supabase', 'pnpm test:unit --project supabase')],
  [vitest('rest', "pnpm test:unit --project '!supabase'")],
];

const env = { ...process.env, POND_E2E_REPORT: e2eReport };
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

/** Runs the lanes side by side, each command's output printed whole as it ends; false once one fails. */
async function runLanes(lanes) {
  let failed = false;
  await Promise.all(
    lanes.map(async (lane) => {
      for (const command of lane) {
        if (failed) return;
        const result = await run(command, true);
        process.stdout.write(`\n$ ${command}\n${result.output}`);
        console.log(`${result.ok ? '✓' : '✗'} ${command} (${result.seconds} s)`);
        if (!result.ok) failed = true;
      }
    }),
  );
  return !failed;
}

/** Every runner's counts: Vitest's JSON reports and Playwright's. */
function counts() {
  const total = { passed: 0, failed: 0, skipped: 0 };
  const parts = [];
  for (const name of ['supabase', 'rest']) {
    const file = path.join(reports, `vitest-${name}.json`);
    if (!existsSync(file)) throw new Error(`Vitest wrote no report at ${file}.`);
    const report = JSON.parse(readFileSync(file, 'utf8'));
    total.passed += report.numPassedTests;
    total.failed += report.numFailedTests;
    total.skipped += report.numPendingTests + report.numTodoTests;
  }
  parts.push(`Vitest: ${total.passed} passed, ${total.failed} failed`);
  const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'));
  const browser = { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
  parts.push(`Playwright: ${browser.passed} passed, ${browser.failed} failed`);
  for (const key of Object.keys(total)) total[key] += browser[key];
  return { total, parts };
}

const started = Date.now();
rmSync(reports, { recursive: true, force: true });

if (!(await runLanes(LANES))) {
  console.error('\nA check failed: its output is above. The browser journeys and Vitest did not run.');
  process.exit(1);
}
console.log(`\nThe static checks and builds passed in ${seconds(started)} s.`);

for (const command of ALONE) {
  console.log(`\n$ ${command}`);
  const result = await run(command, false);
  console.log(`${result.ok ? '✓' : '✗'} ${command} (${result.seconds} s)`);
  if (!result.ok) {
    console.error(`\n${command} failed (exit ${result.code}): its output is above.`);
    process.exit(1);
  }
}

const unitPassed = await runLanes(UNIT);
try {
  const { total, parts } = counts();
  console.log(`\n${parts.join('; ')}`);
  console.log(
    `\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
  );
} catch (error) {
  console.error(`\nThe tests could not be counted: ${error.message}`);
  process.exitCode = 1;
}
console.log(`npm test took ${seconds(started)} s.`);
if (!unitPassed) {
  console.error('\nVitest failed: its output is above.');
  process.exit(1);
}
