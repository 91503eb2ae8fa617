// `pnpm test:all`, which the README's `npm test` runs: every check of the repository. The static checks
// and builds touch nothing of each other's, so they run in two lanes at once (the
// machines have two cores, and one lane alone leaves one idle while it waits on the other's kind of
// work); the browser journeys then run alone, since their timings are promises the product makes;
// Vitest runs last, without core's tests, which ran in a lane with their coverage. It runs as two
// processes side by side: the database's files, one at a time on their own stack, and every other
// project. In one process Vitest ran its one-file-at-a-time projects one after another, each waiting on
// its database with a core idle (364 s on a clean clone; side by side 279 s). The run closes with one
// 'N passed, N failed' line that counts every test of both runners. That the schema files and the
// migrations make the same database (`schema:check`) is a test of the database package's.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.local/test-reports');
const e2eReport = path.join(reports, 'e2e.json');

/** A Vitest command that also writes its counts as JSON, for the closing line. */
const vitestCounts = (name) =>
  `--reporter=default --reporter=json --outputFile.json=${path.join(reports, `vitest-${name}.json`)}`;

/** Two lanes of checks that may run side by side; each lane in its order. */
const LANES = [
  [
    'pnpm --filter @pond/supabase migrations:check',
    'pnpm --filter @pond/supabase migrations:lint',
    'pnpm lint',
    'pnpm habits',
    'pnpm --filter @pond/studio typegen:check',
    'pnpm --filter @pond/studio build',
    'pnpm storybook:build',
  ],
  // The site's build too, which the journeys then serve: it took 51 s of their start, and this lane
  // ended a minute before the other. Like the journeys' own server, it reads the local stack and the
  // seed content whatever a developer's .env.local says (blank, not unset).
  [
    'pnpm typecheck',
    `pnpm --filter @pond/core test:coverage ${vitestCounts('core')}`,
    'SUPABASE_URL= SUPABASE_ANON_KEY= SUPABASE_SERVICE_ROLE_KEY= SANITY_PROJECT_ID= SANITY_DATASET= pnpm --filter @pond/site build',
  ],
];

/** Then, one at a time, with their output as it comes; Vitest also writes its counts as JSON. */
const AFTER = ['pnpm test:e2e', 'pnpm --filter @pond/site budget:js', 'pnpm bench:size'];

/** The database package's Vitest project, which has a lane of its own at the end. */
const DATABASE_PROJECT = 'supabase';

/** Vitest's two last lanes: the database's project, and every project but it and core (read from the config). */
async function vitestLanes() {
  const listed = await run('pnpm exec vitest list --filesOnly --json', true);
  if (!listed.ok) throw new Error(`Vitest could not list its projects:\n${listed.output}`);
  const files = JSON.parse(listed.output.slice(listed.output.indexOf('[')));
  const others = [...new Set(files.map((file) => file.projectName))].filter(
    (name) => name !== 'core' && name !== DATABASE_PROJECT,
  );
  return [
    [`pnpm test:unit --project ${DATABASE_PROJECT} ${vitestCounts('database')}`],
    [`pnpm test:unit ${others.map((name) => `--project ${name}`).join(' ')} ${vitestCounts('rest')}`],
  ];
}

const env = { ...process.env, POND_E2E_REPORT: e2eReport, POND_E2E_SERVE_BUILD: '1' };
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

/** Both runners' counts, from Vitest's JSON reports (core's and the rest's) and Playwright's. */
function counts() {
  const unit = { passed: 0, failed: 0, skipped: 0 };
  for (const name of ['core', 'database', 'rest']) {
    const file = path.join(reports, `vitest-${name}.json`);
    if (!existsSync(file)) throw new Error(`Vitest wrote no report at ${file}.`);
    const report = JSON.parse(readFileSync(file, 'utf8'));
    unit.passed += report.numPassedTests;
    unit.failed += report.numFailedTests;
    unit.skipped += report.numPendingTests + report.numTodoTests;
  }
  const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'));
  const browser = { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
  const total = {};
  for (const key of Object.keys(unit)) total[key] = unit[key] + browser[key];
  const parts = [
    `Vitest: ${unit.passed} passed, ${unit.failed} failed`,
    `Playwright: ${browser.passed} passed, ${browser.failed} failed`,
  ];
  return { total, parts };
}

const started = Date.now();
rmSync(reports, { recursive: true, force: true });

if (!(await runLanes(LANES))) {
  console.error('\nA check failed: its output is above. The browser journeys and Vitest did not run.');
  process.exit(1);
}
console.log(`\nThe static checks and builds passed in ${seconds(started)} s.`);

for (const command of AFTER) {
  console.log(`\n$ ${command}`);
  const result = await run(command, false);
  console.log(`${result.ok ? '✓' : '✗'} ${command} (${result.seconds} s)`);
  if (result.ok) continue;
  console.error(`\n${command} failed (exit ${result.code}): its output is above.`);
  process.exit(1);
}

// Both Vitest lanes run to their end whatever the other's result: their failures are counted below.
let unitFailed = !(await runLanes(await vitestLanes()));

try {
  const { total, parts } = counts();
  console.log(`\n${parts.join('; ')}`);
  console.log(
    `\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
  );
} catch (error) {
  console.error(`\nThe tests could not be counted: ${error.message}`);
  unitFailed = true;
}
console.log(`npm test took ${seconds(started)} s.`);
if (unitFailed) process.exit(1);
