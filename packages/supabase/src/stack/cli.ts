// `pnpm --filter @pond/supabase stack`: the local Supabase-compatible stack, until Ctrl-C.
import { startLocalStack } from './start-stack.ts';

const contractorsFlag = process.argv.indexOf('--contractors');
const contractors = contractorsFlag > 0 ? Number(process.argv[contractorsFlag + 1]) : undefined;
if (contractors !== undefined && (!Number.isInteger(contractors) || contractors < 1)) {
  console.error('--contractors takes a whole number above 0, for example --contractors 100000');
  process.exit(2);
}

try {
  const started = Date.now();
  const stack = await startLocalStack({ profile: 'dev', contractors });
  console.log(`Local database stack is up in ${Date.now() - started} ms.
  API (SUPABASE_URL):   ${stack.url}   (PostgREST under /rest/v1)
  Database:             ${stack.dbUrl.replace(/:[^:@/]+@/, ':****@')}
  Anon key (browsers):  ${stack.anonKey}
  Service role key and staff token: ${'.local/supabase/dev/stack.json'} (never send them to a browser)
Press Ctrl-C to stop.`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the local stack...');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  console.error(`The local stack could not start: ${(error as Error).message}`);
  process.exit(1);
}
