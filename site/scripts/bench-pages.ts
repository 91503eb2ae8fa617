// The production build and the pages the speed benches measure: `pnpm bench:lighthouse` and
// `pnpm bench:first-load` build the site when there is none, serve it as `npm start` does on its own
// port, and load the same pages.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readRunningStack } from '@pond/supabase/local';
import pg from 'pg';
import { SITE_DIR } from './database.ts';
import { HEADERS_FILE } from './harden-pages.ts';

export const PORT = Number(process.env.POND_BENCH_PORT ?? 4173);
export const ORIGIN = `http://localhost:${PORT}`;
/** Debian's Chromium: the benches cannot download a browser. */
export const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A script of ours in its own Node process (no pnpm in between, so stopping it stops it). */
function run(script: string, env: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: SITE_DIR,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
}

export async function build() {
  if (existsSync(path.join(SITE_DIR, HEADERS_FILE))) return;
  console.log('No production build yet: building the site (about 2 minutes)…');
  const child = run('scripts/build.ts');
  child.stdout?.pipe(process.stdout);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error('The site build failed (see above).');
}

/** `serve.ts` on its own port; resolves once it answers. */
export async function serve(): Promise<ChildProcess> {
  const server = run('scripts/serve.ts', { PORT: String(PORT) });
  server.stdout?.resume();
  const exited = new Promise<never>((_, reject) =>
    server.once('exit', (code) =>
      reject(new Error(`The site server stopped (exit ${code}); is port ${PORT} free?`)),
    ),
  );
  const ready = (async () => {
    for (let attempt = 0; attempt < 120; attempt++) {
      const ok = await fetch(`${ORIGIN}/`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return server;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`The site server did not answer at ${ORIGIN}`);
  })();
  return Promise.race([ready, exited]);
}

/** The state page: one of the nine, and the control's page without its JavaScript. */
export const STATE_PAGE = '/states/tx';

/** A measured page: a content page (no framework JavaScript) or an application page. */
export interface BenchPage {
  label: string;
  address: string;
  kind: 'content' | 'app';
  /** A private page (the project page, by its signed link) that asks search engines not to index it. */
  noIndex?: boolean;
  /** Answered with 404, as an address that is no page must be. */
  notFound?: boolean;
}

/**
 * One page of each content type (the planner, calculator and directory search among them); the profile is whichever the city
 * page lists first. POND_BENCH_PAGES (labels, comma-separated) measures some of them only.
 */
export async function pages(): Promise<BenchPage[]> {
  const only = process.env.POND_BENCH_PAGES?.split(',').map((label) => label.trim());
  return (await allPages()).filter((page) => !only || only.includes(page.label));
}

async function allPages(): Promise<BenchPage[]> {
  const city = await (await fetch(`${ORIGIN}/states/tx/austin`)).text();
  const profile = /href="(\/states\/tx\/austin\/[^"]+)"/.exec(city)?.[1];
  if (!profile) throw new Error('The Austin city page lists no profile to measure');
  const content = (label: string, address: string): BenchPage => ({ label, address, kind: 'content' });
  return [
    content('home', '/'),
    content('about', '/about'),
    content('states', '/states'),
    content('state', STATE_PAGE),
    content('city', '/states/tx/austin'),
    content('profile', profile),
    content('blog', '/blog'),
    content('blog post', '/blog/building-perfect-koi-pond'),
    content('legal', '/privacy-policy'),
    content('sitemap', '/sitemap-html'),
    content('partners', '/partners'),
    // An address that is no page: the not-found page, answered with status 404 (bench-lighthouse.ts
    // tells Lighthouse to measure it all the same).
    { ...content('not found', '/no/such/page'), notFound: true },
    content('planner', '/pond-planner'),
    content('calculator', '/pond-calculator'),
    content('directory', '/pond-builders-near-me?q=78701'),
    // The cost guide's country page: its chart, tables and item shares, rendered by the Worker.
    content('cost', '/pond-cost'),
    { ...content('project', await projectPage()), noIndex: true },
  ];
}

/**
 * The homeowner's project page of a request made for the bench (two Austin builders, each with a
 * quote of line items, so the comparison shows): its signed address. Made again on every run.
 */
async function projectPage(): Promise<string> {
  const stack = await readRunningStack('dev');
  if (!stack) throw new Error('The local stack is not running');
  const db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
  try {
    await db.query(`delete from public.lead_submissions where email = 'bench-project@example.com'`);
    const { rows } = await db.query<{ id: string }>(
      `insert into public.lead_submissions (name, email, phone, project_type, message, city, state, budget, timing)
       values ('Bench Homeowner', 'bench-project@example.com', '(512) 555-0100', 'Koi Pond Construction',
               'A 12 x 8 ft koi pond.', 'Austin', 'TX', '10000-20000', '1-3-months') returning id`,
    );
    const lead = rows[0]!.id;
    await db.query(
      `insert into public.lead_routes (lead_id, contractor_id, slot, consent_text, delivery, contacted_at, outcome, quote_amount)
       select $1, c.id, row_number() over (order by c.name), 'I agree to be contacted', 'phone', now(), 'quoted', 18500
       from (select id, name from public.contractors where city = 'Austin' and state = 'TX' order by name limit 2) c`,
      [lead],
    );
    await db.query(
      `insert into public.request_quotes (lead_id, contractor_id, revision, total, items, valid_until)
       select r.lead_id, r.contractor_id, 1, 18500,
              '[{"key": "excavation", "label": "", "amount": 6000}, {"key": "liner", "label": "", "amount": 4500},
                {"key": null, "label": "Bog filter", "amount": 8000}]', current_date + 30
       from public.lead_routes r where r.lead_id = $1`,
      [lead],
    );
    const link = (
      await db.query<{ expires: string; signature: string }>(
        'select expires::text, signature from private.withdraw_link($1)',
        [lead],
      )
    ).rows[0]!;
    return `/withdraw-request?request=${lead}&expires=${link.expires}&signature=${link.signature}`;
  } finally {
    await db.end();
  }
}
