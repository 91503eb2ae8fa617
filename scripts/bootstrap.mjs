#!/usr/bin/env node
// The README's two commands (`npm start`, `npm test`) must work on a machine that has only Node
// and npm. This script makes sure pnpm (the version pinned in package.json) is there, installs the
// workspace from the lockfile, then hands over to the pnpm script that does the real work.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const tasks = { start: 'serve', test: 'test:all' };
const task = process.argv[2];
if (!task || !(task in tasks)) {
  console.error(`Usage: node scripts/bootstrap.mjs <${Object.keys(tasks).join('|')}>`);
  process.exit(2);
}

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node ${process.versions.node} is too old: install Node 20.19 or newer and run again.`);
  process.exit(1);
}

const pinned = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
).packageManager.replace(/^pnpm@/, '');

function pnpmVersion() {
  try {
    return execFileSync('pnpm', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.error) {
    console.error(`Could not run ${command}: ${result.error.message}`);
    process.exit(1);
  }
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const found = pnpmVersion();
if (found?.split('.')[0] !== pinned.split('.')[0]) {
  console.log(`Installing pnpm ${pinned} with npm (found: ${found ?? 'none'})...`);
  run('npm', ['install', '--global', `pnpm@${pinned}`]);
}

// The browser journeys run in Debian's Chromium (Playwright cannot download a browser here).
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (task === 'test' && !existsSync(chromium)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is not installed at ${chromium}. Install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH, then run again.`,
    );
    process.exit(1);
  }
  console.log('Installing Chromium from Debian for the browser tests...');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium']);
}

// In CI the lockfile must be used as committed; on a developer's machine pnpm may refresh it.
run('pnpm', ['install', ...(process.env.CI ? ['--frozen-lockfile'] : [])]);
run('pnpm', ['run', tasks[task]]);
