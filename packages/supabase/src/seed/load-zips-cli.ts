// `pnpm --filter @pond/supabase zips:load`: loads the US ZIP codes into a hosted project's database
// (the local stack loads them itself). Needs DATABASE_URL, the project's Postgres connection string
// (Project Settings → Database); run it from a staff machine, never from a browser build.
import { withClient } from '../stack/postgres.ts';
import { loadZipCodes } from './load-seed.ts';
import { usZipCodes } from './zip-codes.ts';

const url = process.env.DATABASE_URL?.trim();
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error(
    'Set DATABASE_URL to the project’s Postgres connection string (postgresql://…), then run again.',
  );
  process.exit(2);
}
try {
  const zips = usZipCodes();
  await withClient(url, (client) => loadZipCodes(client, zips));
  console.log(`Loaded ${zips.length} ZIP codes (existing ones kept).`);
} catch (error) {
  console.error(`Loading ZIP codes failed: ${(error as Error).message}`);
  process.exit(1);
}
