import { z } from 'zod';

/**
 * Where the database is, parsed once at the edge. With SUPABASE_URL unset everything runs against
 * the local stack; with it set, the anon key must be set too. The service role key is for servers
 * and staff tools only and is never given to a browser.
 */
const envSchema = z
  .object({
    SUPABASE_URL: z
      .url({ message: 'SUPABASE_URL must be the project URL, like https://abcd.supabase.co' })
      .optional(),
    SUPABASE_ANON_KEY: z.string().min(20, 'SUPABASE_ANON_KEY looks too short to be a key').optional(),
    SUPABASE_SERVICE_ROLE_KEY: z
      .string()
      .min(20, 'SUPABASE_SERVICE_ROLE_KEY looks too short to be a key')
      .optional(),
  })
  .superRefine((env, context) => {
    if (env.SUPABASE_URL && !env.SUPABASE_ANON_KEY) {
      context.addIssue({
        code: 'custom',
        path: ['SUPABASE_ANON_KEY'],
        message:
          'SUPABASE_URL is set but SUPABASE_ANON_KEY is not: set both (Project Settings → API), or neither to use the local stack.',
      });
    }
    if (!env.SUPABASE_URL && (env.SUPABASE_ANON_KEY || env.SUPABASE_SERVICE_ROLE_KEY)) {
      context.addIssue({
        code: 'custom',
        path: ['SUPABASE_URL'],
        message:
          'A Supabase key is set but SUPABASE_URL is not: set the project URL too, or unset the keys to use the local stack.',
      });
    }
  });

export interface HostedSupabase {
  url: string;
  anonKey: string;
  serviceRoleKey?: string;
}

/** The hosted project from the environment, or undefined for the local stack. Throws a clear message for a half-set one. */
export function hostedSupabaseFromEnv(
  env: Record<string, string | undefined> = process.env,
): HostedSupabase | undefined {
  const blankToUndefined = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  const parsed = envSchema.safeParse({
    SUPABASE_URL: blankToUndefined(env.SUPABASE_URL),
    SUPABASE_ANON_KEY: blankToUndefined(env.SUPABASE_ANON_KEY),
    SUPABASE_SERVICE_ROLE_KEY: blankToUndefined(env.SUPABASE_SERVICE_ROLE_KEY),
  });
  if (!parsed.success) {
    throw new Error(`Database configuration: ${parsed.error.issues.map((issue) => issue.message).join(' ')}`);
  }
  const {
    SUPABASE_URL: url,
    SUPABASE_ANON_KEY: anonKey,
    SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
  } = parsed.data;
  if (!url || !anonKey) return undefined;
  return serviceRoleKey ? { url, anonKey, serviceRoleKey } : { url, anonKey };
}
