// `pnpm --filter @pond/supabase migrations:check` (CI) and `migrations:lock` (after adding a migration).
import path from 'node:path';
import { baseLock, checkMigrations, LOCK_FILE, lockMigrations } from './migration-lock.ts';
import { MIGRATIONS_DIR, REPO_ROOT } from './profiles.ts';

const command = process.argv[2];
if (command === 'lock') {
  try {
    const added = await lockMigrations(MIGRATIONS_DIR);
    console.log(added.length ? `Locked ${added.join(', ')}.` : 'Every migration is already locked.');
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
} else if (command === 'check') {
  const lockInRepo = path.relative(REPO_ROOT, path.join(MIGRATIONS_DIR, '..', LOCK_FILE));
  const problems = await checkMigrations({
    migrationsDir: MIGRATIONS_DIR,
    baseLock: baseLock(REPO_ROOT, lockInRepo),
  });
  if (problems.length) {
    console.error(`Migrations:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('Migrations: every landed migration is as it landed.');
} else {
  console.error('Usage: migrations-cli.ts <check|lock>');
  process.exit(2);
}
