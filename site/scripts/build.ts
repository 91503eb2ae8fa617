// `pnpm --filter @pond/site build`: pre-renders the site with the database and content of this
// environment, and prints how many pages it wrote and how long it took.
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { prepare, SITE_DIR } from './database.ts';
import { hardenPages } from './harden-pages.ts';
import { buildWidgetKit } from './widget-kit.ts';

const started = Date.now();
const { db, env } = await prepare();
try {
  await buildWidgetKit(env);
  const code = await new Promise<number>((resolve) => {
    const child = spawn('pnpm', ['exec', 'react-router', 'build'], {
      cwd: SITE_DIR,
      stdio: ['inherit', 'pipe', 'inherit'],
      // A production build whatever NODE_ENV this shell has (a test runner sets 'test'): React Router
      // then writes none of its development scripts, which the page's policy would not allow.
      env: { ...process.env, ...env, NODE_ENV: 'production', POND_BUILD_DATE: new Date().toISOString() },
    });
    // React Router prints a line per pre-rendered page (3,500 of them): keep the rest of its output.
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith('Prerender (')) console.log(line);
    });
    child.on('exit', (exit) => resolve(exit ?? 1));
  });
  if (code !== 0) {
    console.error('The site build failed (see above).');
    process.exitCode = code;
  } else {
    const apiOrigin = env.VITE_SUPABASE_URL ? new URL(env.VITE_SUPABASE_URL).origin : undefined;
    // A page with an inline script its renderer did not list fails the build, naming the page.
    const pages = await hardenPages(SITE_DIR, apiOrigin).catch((error: Error) => {
      console.error(`The site build failed: ${error.message}`);
      process.exit(1);
    });
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `Pre-rendered ${pages} HTML pages in ${seconds.toFixed(1)} s (${(pages / seconds).toFixed(0)} pages per second, the whole build included).`,
    );
    // No .br/.gz twins: the host compresses every answer itself and would never serve them
    // (measured in docs/QUALITY.md, "The production host").
    console.log(`Gave each page its Content-Security-Policy and wrote build/client/_headers.`);
  }
} finally {
  await db.stop();
}
