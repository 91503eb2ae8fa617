// `pnpm --filter @pond/supabase gen:types`: rewrites src/database.types.ts from the migrations,
// applied to a fresh throw-away database.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { withClient } from '../stack/postgres.ts';
import { PACKAGE_ROOT } from '../stack/profiles.ts';
import { startLocalStack } from '../stack/start-stack.ts';
import { generateDatabaseTypes } from './generate-types.ts';

const stack = await startLocalStack({ profile: 'test', contractors: 1, log: () => {} });
try {
  const types = await withClient(stack.dbUrl, generateDatabaseTypes);
  const file = path.join(PACKAGE_ROOT, 'src/database.types.ts');
  await writeFile(file, types);
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
} finally {
  await stack.stop();
}
