import * as z from 'zod/mini';

// The site's environment, read here only. The public values are the build's VITE_ ones, which Vite
// writes into the pages (only the anon key among the secrets-shaped ones: it is public); they are
// checked with zod when the build starts (vite.config.ts calls checkPublicEnv), so no browser pays
// for the checks. The build's own values are read and checked in Node while pre-rendering.

// Absent where no bundler wrote it (vite.config.ts imports this module to check the settings).
const vite: Partial<ImportMetaEnv> = import.meta.env ?? {};

/** The public settings as the pages read them (checked at build by checkPublicEnv). */
export const publicEnv = {
  /** The hosted project; unset with the local stack, whose API this site's own origin forwards. */
  VITE_SUPABASE_URL: vite.VITE_SUPABASE_URL || undefined,
  /** Set by `pnpm --filter @pond/site build` from the database it used. */
  VITE_SUPABASE_ANON_KEY: vite.VITE_SUPABASE_ANON_KEY ?? '',
  VITE_SITE_URL: vite.VITE_SITE_URL || undefined,
  VITE_HERO_VIDEO_URL: vite.VITE_HERO_VIDEO_URL || undefined,
  VITE_HERO_VIDEO_CREDIT: vite.VITE_HERO_VIDEO_CREDIT || undefined,
  VITE_HERO_VIDEO_CREDIT_URL: vite.VITE_HERO_VIDEO_CREDIT_URL || undefined,
  /** The widget kit's loader on our own pages (vite.config.ts). */
  VITE_KIT_LOADER: vite.VITE_KIT_LOADER ?? '',
};

/** Where the browser reaches the database: the hosted project, or this site's own origin. */
export const browserDataOrigin = () => publicEnv.VITE_SUPABASE_URL ?? window.location.origin;

function parse<Schema extends z.ZodMiniType>(
  schema: Schema,
  values: unknown,
  where: string,
): z.output<Schema> {
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  throw new Error(`${where}: ${result.error.issues.map((issue) => issue.message).join('; ')}`);
}

const optionalUrl = (name: string) =>
  z.optional(z.union([z.literal(''), z.url(`${name} must be a full address, like https://example.com`)]));

/** Checks the public settings a build is about to write into every page; throws saying what is wrong. */
export function checkPublicEnv(values: Record<string, string | undefined>) {
  // Made here, not at the top: browser code imports this module and must not carry zod.
  const schema = z.object({
    VITE_SUPABASE_URL: optionalUrl('VITE_SUPABASE_URL'),
    VITE_SITE_URL: optionalUrl('VITE_SITE_URL'),
    VITE_HERO_VIDEO_CREDIT_URL: z.optional(z.string()),
  });
  return parse(schema, values, 'The site’s build settings');
}

/** The build's own settings, read in Node while pre-rendering (scripts/build.ts sets them). */
export function buildEnv() {
  const required = (name: string) => {
    const message = `${name} is not set: build with \`pnpm --filter @pond/site build\`.`;
    return z.string(message).check(z.minLength(1, message));
  };
  const schema = z.object({
    POND_API_URL: z.url('POND_API_URL is not set: build with `pnpm --filter @pond/site build`.'),
    POND_ANON_KEY: required('POND_ANON_KEY'),
    /** The seed content, read when no Sanity project is configured (scripts/database.ts). */
    POND_SEED_DIR: required('POND_SEED_DIR'),
    /** When the build started (scripts/build.ts), for the dates pages show. */
    POND_BUILD_DATE: z.optional(z.iso.datetime()),
  });
  return parse(schema, process.env, 'The site build');
}
