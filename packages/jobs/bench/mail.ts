// `pnpm bench:mail`: 200 quote requests, each routed to the three builders suggested for it, through
// the same calls browsers make; the job worker sends the outbox to a local catcher. Prints the mails
// sent and caught and the time from request to mail (p50/p95); fails if a mail is lost or doubled.
import { CONSENTS } from '@pond/core';
import { chooseBuilders, submitLead, suggestBuilders } from '@pond/supabase';
import { startLocalStack } from '@pond/supabase/local';
import { createNodePondClient } from '@pond/supabase/node';
import pg from 'pg';
import { startMailCatcher, startJobWorker } from '../src/index.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const CONCURRENCY = 10;
const CITIES = ['Austin, TX', 'Houston, TX', 'Denver, CO', 'Portland, OR', '10001', 'Atlanta, GA', '94103'];

const stack = await startLocalStack({ profile: 'bench', log: () => {} });
const catcher = await startMailCatcher({ smtpPort: 58025, webPort: 58080 });
const db = new pg.Pool({ connectionString: stack.dbUrl });
const worker = await startJobWorker({
  databaseUrl: stack.dbUrl,
  smtpUrl: catcher.smtpUrl,
  siteUrl: 'http://localhost:3000',
  log: () => {},
});
let failed = false;
try {
  // One machine sends every request: the per-address limit is lifted for the run (a fresh database).
  await db.query(
    'update private.lead_limits set per_email_per_hour = 1000000, per_address_per_hour = 1000000',
  );
  const client = createNodePondClient({ url: stack.url, key: stack.anonKey });
  const leads: string[] = [];
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        const n = next++;
        const location = CITIES[n % CITIES.length]!;
        const { id, choiceToken } = await submitLead(client, {
          name: `Bench Homeowner ${n}`,
          email: `bench-${n}@example.com`,
          phone: '512-555-0100',
          projectType: 'Koi Pond Construction',
          location,
          source: '/get-quotes',
        });
        const offered = await suggestBuilders(client, { location });
        await chooseBuilders(client, {
          requestId: id,
          choiceToken,
          contractorIds: offered.filter((o) => o.preselected).map((o) => o.contractor.id),
          consentId: CONSENTS.builderChoice.id,
        });
        leads.push(id);
      }
    }),
  );
  const submitted = (performance.now() - started) / 1000;
  const expected = Number(
    (await db.query('select count(*) from public.email_outbox where lead_id = any($1)', [leads])).rows[0]
      .count,
  );
  const deadline = Date.now() + 180_000;
  for (;;) {
    const { rows } = await db.query(
      `select count(*) filter (where status = 'sent')::int as sent, count(*)::int as total
         from public.email_outbox where lead_id = any($1)`,
      [leads],
    );
    if (rows[0].sent === rows[0].total || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const drained = (performance.now() - started) / 1000;
  const { rows: times } = await db.query<{ template: string; ms: number }>(
    `select o.template, extract(epoch from o.sent_at - l.created_at) * 1000 as ms
       from public.email_outbox o join public.lead_submissions l on l.id = o.lead_id
      where o.lead_id = any($1) and o.status = 'sent' order by ms`,
    [leads],
  );
  const ids = new Set(
    (
      await db.query<{ id: string }>('select id from public.email_outbox where lead_id = any($1)', [leads])
    ).rows.map((row) => row.id),
  );
  const caught = catcher.messages().filter((mail) => [...ids].some((id) => mail.messageId?.includes(id)));
  const distinct = new Set(caught.map((mail) => mail.messageId)).size;
  const pct = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  const ms = times.map((t) => Number(t.ms));
  const toBuilders = times.filter((t) => t.template === 'lead-to-builder').length;
  console.log(
    `Requests: ${REQUESTS} (concurrency ${CONCURRENCY}), each routed to the 3 builders suggested for it`,
  );
  console.log(
    `Submitted and routed in ${submitted.toFixed(1)} s; outbox drained ${drained.toFixed(1)} s after the first request`,
  );
  console.log(
    `Mails queued: ${expected} (to builders ${toBuilders}, confirmations ${times.length - toBuilders})`,
  );
  console.log(
    `Mails sent: ${times.length}; caught by the SMTP server: ${caught.length} (${distinct} distinct)`,
  );
  console.log(
    `Request to mail sent: p50 ${pct(ms, 50).toFixed(0)} ms, p95 ${pct(ms, 95).toFixed(0)} ms, max ${pct(ms, 100).toFixed(0)} ms`,
  );
  // Every mail is HTML with a plain-text twin: how many arrived with both, and their size.
  const withHtml = caught.filter((mail) => mail.html && mail.text).length;
  const mean = (sizes: number[]) =>
    sizes.reduce((sum, size) => sum + size, 0) / Math.max(1, sizes.length) / 1024;
  console.log(
    `With an HTML part and a plain-text part: ${withHtml} of ${caught.length}; mean size ` +
      `${mean(caught.map((mail) => Buffer.byteLength(mail.html ?? ''))).toFixed(1)} kB HTML, ` +
      `${mean(caught.map((mail) => Buffer.byteLength(mail.text))).toFixed(1)} kB text`,
  );
  if (times.length !== expected || caught.length !== expected || distinct !== expected) {
    console.error('Lost or doubled mail: the counts above must all be equal.');
    failed = true;
  }
  if (withHtml !== caught.length) {
    console.error('Every mail must carry an HTML part and a plain-text part.');
    failed = true;
  }
} finally {
  await worker.stop();
  await catcher.stop();
  await db.end();
  await stack.stop();
}
process.exitCode = failed ? 1 : 0;
