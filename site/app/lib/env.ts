import { z } from 'zod';

// The site's environment, read and checked here only. The public values are the build's VITE_ ones,
// which Vite writes into the pages (only the anon key among the secrets-shaped ones: it is public);
// the build's own are read in Node while pre-rendering and never reach a browser.

const optionalUrl = (name: string) =>
  z
    .union([z.literal(''), z.url({ message: `${name} must be a full address, like https://example.com` })])
    .optional()
    .transform((value) => value || undefined);

const publicSchema = z.object({
  /** The hosted project; unset with the local stack, whose API this site's own origin forwards. */
  VITE_SUPABASE_URL: optionalUrl('VITE_SUPABASE_URL'),
  /** Set by `pnpm --filter @pond/site build` from the database it used. */
  VITE_SUPABASE_ANON_KEY: z.string().default(''),
  VITE_SITE_URL: optionalUrl('VITE_SITE_URL'),
  VITE_HERO_VIDEO_URL: z.string().optional(),
  VITE_HERO_VIDEO_CREDIT: z.string().optional(),
  VITE_HERO_VIDEO_CREDIT_URL: z.string().optional(),
  /** The widget kit's loader on our own pages (vite.config.ts). */
  VITE_KIT_LOADER: z.string().default(''),
});

function parse<T>(schema: z.ZodType<T>, values: unknown, where: string): T {
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  throw new Error(`${where}: ${result.error.issues.map((issue) => issue.message).join('; ')}`);
}

/** The public settings, the same in the build and in the browser. */
export const publicEnv = parse(publicSchema, import.meta.env, 'The site’s build settings');

/** Where the browser reaches the database: the hosted project, or this site's own origin. */
export const browserDataOrigin = () => publicEnv.VITE_SUPABASE_URL ?? window.location.origin;

const buildSchema = z.object({
  POND_API_URL: z.url({ message: 'POND_API_URL is not set: build with `pnpm --filter @pond/site build`.' }),
  POND_ANON_KEY: z
    .string({ message: 'POND_ANON_KEY is not set: build with `pnpm --filter @pond/site build`.' })
    .min(1),
  /** The seed content, read when no Sanity project is configured (scripts/database.ts). */
  POND_SEED_DIR: z
    .string({ message: 'POND_SEED_DIR is not set: build with `pnpm --filter @pond/site build`.' })
    .min(1),
  /** When the build started (scripts/build.ts), for the dates pages show. */
  POND_BUILD_DATE: z.iso.datetime().optional(),
});

/** The build's own settings, read in Node while pre-rendering (scripts/build.ts sets them). */
export function buildEnv() {
  return parse(buildSchema, process.env, 'The site build');
}
