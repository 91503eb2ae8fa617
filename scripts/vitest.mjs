#!/usr/bin/env node
// `pnpm --filter <pkg> test -- --coverage` hands vitest a literal '--' first, after which vitest
// ignores the flags. This drops it so package test scripts take flags the way people type them.
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--'));
const result = spawnSync('vitest', ['run', ...args], { stdio: 'inherit' });
if (result.error) console.error(`Could not start vitest: ${result.error.message}. Run pnpm install first.`);
process.exit(result.status ?? 1);
