import { hostedSupabaseFromEnv } from '../env.ts';
import type { StackProfile } from './profiles.ts';
import { readRunningStack, startLocalStack } from './start-stack.ts';

export interface ResolvedDatabase {
  url: string;
  anonKey: string;
  /** Where it came from: the hosted project of the environment, a local stack already running, or one started now. */
  source: 'hosted' | 'local-running' | 'local-started';
  /** The local stack's own PostgreSQL connection (its owner), for the job worker; none when hosted. */
  dbUrl?: string;
  /** Stops the stack when this call started it; nothing otherwise. */
  stop(): Promise<void>;
}

/**
 * The database for the site's dev, start and build commands: the hosted project when SUPABASE_URL is
 * set; otherwise the local stack, reused if one runs, started if not.
 */
export async function resolveDatabase(
  options: {
    profile?: StackProfile['name'];
    env?: Record<string, string | undefined>;
    log?: (line: string) => void;
  } = {},
): Promise<ResolvedDatabase> {
  const hosted = hostedSupabaseFromEnv(options.env ?? process.env);
  if (hosted) return { url: hosted.url, anonKey: hosted.anonKey, source: 'hosted', stop: async () => {} };
  const profile = options.profile ?? 'dev';
  const running = await readRunningStack(profile);
  if (running)
    return {
      url: running.url,
      anonKey: running.anonKey,
      dbUrl: running.dbUrl,
      source: 'local-running',
      stop: async () => {},
    };
  const started = await startLocalStack({ profile, log: options.log });
  return {
    url: started.url,
    anonKey: started.anonKey,
    dbUrl: started.dbUrl,
    source: 'local-started',
    stop: () => started.stop(),
  };
}
