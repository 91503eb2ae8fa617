import { spawn } from 'node:child_process';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { SITE_DIR } from './database.ts';

const KIT_DIST = path.resolve(SITE_DIR, '../widgets/dist');
/** Where the site serves the kit: /widgets/{version}/… and /widgets/v1/… (copied, git-ignored). */
export const KIT_PUBLIC_DIR = path.join(SITE_DIR, 'public/widgets');

/**
 * Builds the partner widget kit with this environment's database (the anon key only) and puts it
 * in public/, so the site serves it at /widgets/ on its own origin and the embed builder can read
 * its SRI manifest while pre-rendering.
 */
export async function buildWidgetKit(env: Record<string, string>): Promise<void> {
  const code = await new Promise<number>((resolve) => {
    const child = spawn('pnpm', ['--filter', '@pond/widgets', 'build'], {
      stdio: 'inherit',
      env: {
        ...process.env,
        VITE_SUPABASE_URL: env.VITE_SUPABASE_URL ?? '',
        VITE_SUPABASE_ANON_KEY: env.VITE_SUPABASE_ANON_KEY ?? '',
        VITE_SITE_URL: process.env.VITE_SITE_URL ?? '',
      },
    });
    child.on('exit', (exit) => resolve(exit ?? 1));
  });
  if (code !== 0) throw new Error('The widget kit did not build (see above).');
  await rm(KIT_PUBLIC_DIR, { recursive: true, force: true });
  await cp(KIT_DIST, KIT_PUBLIC_DIR, { recursive: true });
}
