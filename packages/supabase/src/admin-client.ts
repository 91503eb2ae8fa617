import { hostedSupabaseFromEnv } from './env.ts';
import { loadEnvFiles } from './load-env.ts';
import { createNodePondClient } from './node-client.ts';
import { readRunningStack } from './stack/start-stack.ts';

/**
 * The service-role client of the commands run by hand (staff:create, partner:create): the hosted
 * project's with SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, else the running local stack's.
 * `doing` names what the command does, for the message when the key is missing.
 */
export async function adminClient(doing: string) {
  loadEnvFiles();
  const hosted = hostedSupabaseFromEnv();
  if (hosted) {
    if (!hosted.serviceRoleKey)
      throw new Error(
        `${doing} on a hosted project needs SUPABASE_SERVICE_ROLE_KEY (Project Settings → API).`,
      );
    return createNodePondClient({ url: hosted.url, key: hosted.serviceRoleKey });
  }
  const stack = await readRunningStack(process.env.POND_STACK === 'test' ? 'test' : 'dev');
  if (!stack)
    throw new Error(
      'No local stack is running: start it with `npm start` (or `pnpm stack`), then run this again.',
    );
  return createNodePondClient({ url: stack.url, key: stack.serviceRoleKey });
}
