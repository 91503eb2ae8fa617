import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startMailCatcher, type MailCatcher, type JobWorker } from '../src/index.ts';
import { drained, until } from './until.ts';
import { startTestWorker } from './test-worker.ts';

// Monthly statements: asked for a month, every active partner gets one mail with that
// month's figures by site and campaign and their CSV attached, once, across a worker restart.

const db = new pg.Pool({ connectionString: inject('stack').dbUrl });
const stamp = Date.now();
const active = `stmt-a-${stamp}`;
const suspended = `stmt-s-${stamp}`;
const SITE = `https://stmt-${stamp}.example`;
let catcher: MailCatcher;
let worker: JobWorker | undefined;

const startWorker = async () => (worker = await startTestWorker(catcher));

/** A request saved in October 2026 from an origin, as a browser there would send it. */
async function octoberRequest(origin: string, campaign: string | null) {
  const client = await db.connect();
  try {
    await client.query('begin');
    await client.query(`select set_config('request.headers', $1, true)`, [JSON.stringify({ origin })]);
    await client.query(
      `insert into public.lead_submissions (name, email, phone, project_type, source, partner, campaign, created_at)
       values ('Statement Homeowner', $1, '512-555-0100', 'Koi Pond Construction', 'widget:pond-quote-form', $2, $3,
               '2026-10-15T12:00:00Z')`,
      [`stmt-home-${stamp}@example.com`, active, campaign],
    );
    await client.query('commit');
  } finally {
    client.release();
  }
}

const statementsFor = (address: string) =>
  catcher.messages().filter((mail) => mail.to.includes(address) && mail.subject.includes('statement'));

beforeAll(async () => {
  catcher = await startMailCatcher({ smtpPort: 27325, webPort: 27380 });
  for (const [id, status] of [
    [active, 'active'],
    [suspended, 'suspended'],
  ] as const)
    await db.query(
      `insert into public.partners (id, business_name, contact_name, email, status) values ($1, $1, 'Sam', $2, $3)`,
      [id, `${id}@statements.example`, status],
    );
  await db.query(
    `insert into public.partner_sites (partner_id, origin, status, proven_at) values ($1, $2, 'proven', now())`,
    [active, SITE],
  );
  await octoberRequest(SITE, null);
  await octoberRequest(SITE, 'spring-sale');
  await octoberRequest('https://copycat.example', null);
  // The homeowner of the first confirmed it ("Yes, this was me"); so did the copycat's, which stays unattributed.
  await db.query(
    `update public.lead_submissions set confirmed_at = '2026-10-16T09:00:00Z'
      where partner = $1 and campaign is null`,
    [active],
  );
  await db.query(
    `insert into public.widget_loads (day, origin, partner, widget, kit_version, loads)
     values ('2026-10-03', $1, $2, 'pond-quote-form', '1.6.0', 40)`,
    [SITE, active],
  );
  // Loads under two origins that are not the partner's proven site: one line, "elsewhere".
  for (const [origin, loads] of [
    ['https://forged-1.example', 5],
    ['https://forged-2.example', 7],
  ] as const)
    await db.query(
      `insert into public.widget_loads (day, origin, partner, widget, kit_version, loads)
       values ('2026-10-04', $1, $2, 'pond-quote-form', '1.6.0', $3)`,
      [origin, active, loads],
    );
});
afterAll(async () => {
  await worker?.stop();
  await catcher.stop();
  await db.query('delete from public.lead_submissions where email = $1', [`stmt-home-${stamp}@example.com`]);
  await db.query('delete from public.widget_loads where partner = $1', [active]);
  await db.query('delete from public.partners where id like $1', [`stmt-_-${stamp}`]);
  await db.end();
});

describe('monthly statements', () => {
  it('mail each active partner last month’s figures by site and campaign with the CSV, once across a restart', async () => {
    await startWorker();
    await db.query(`select graphile_worker.add_job('monthly_statements', '{"month": "2026-10"}'::json)`);
    const [mail] = await until(
      'the statement',
      () =>
        statementsFor(`${active}@statements.example`).length > 0 &&
        statementsFor(`${active}@statements.example`),
    );
    expect(mail!.subject).toBe('Your Pond Builders Direct statement for October 2026');
    expect(mail!.text).toContain('Loads on your sites: 40');
    expect(mail!.text).toContain('Loads elsewhere: 12');
    expect(mail!.text).toContain('Elsewhere (not one of your proven sites)');
    expect(mail!.text).not.toContain('forged-1');
    expect(mail!.text).toContain('Quote requests (attributed): 2');
    expect(mail!.text).toContain('Confirmed: 1');
    expect(mail!.text).toContain('Unattributed requests: 1');
    expect(mail!.html).toContain('spring-sale');
    expect(mail!.attachments).toEqual([
      {
        filename: `pond-statement-${active}-2026-10.csv`,
        contentType: 'text/csv',
        content: [
          'month,site,attributed,campaign,widget_loads,requests,confirmed,reached_builders,withdrawn,plans',
          `2026-10,${SITE},yes,,40,1,1,0,0,0`,
          `2026-10,${SITE},yes,spring-sale,0,1,0,0,0,0`,
          '2026-10,elsewhere,no,,12,1,0,0,0,0',
          '',
        ].join('\n'),
      },
    ]);

    // The worker restarts, and the month is asked for again: by hand and as the schedule would.
    await worker!.stop();
    await startWorker();
    await db.query(`select graphile_worker.add_job('monthly_statements', '{"month": "2026-10"}'::json)`);
    await db.query(
      `select graphile_worker.add_job('monthly_statements', '{"_cron": {"ts": "2026-11-01T06:00:00Z"}}'::json)`,
    );
    // Both jobs have run, and every statement mail has had its tries.
    await drained(db, 'monthly_statements');
    await drained(
      db,
      'send_mail',
      `key in (select 'mail:' || o.id from public.email_outbox o where o.template = 'partner-statement')`,
    );
    expect(statementsFor(`${active}@statements.example`)).toHaveLength(1);
    expect(statementsFor(`${suspended}@statements.example`)).toHaveLength(0);
    const { rows } = await db.query(
      `select partner_id, to_char(month, 'YYYY-MM') as month from public.partner_statements where partner_id like $1`,
      [`stmt-_-${stamp}`],
    );
    expect(rows).toEqual([{ partner_id: active, month: '2026-10' }]);
  });
});
