import type http from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startMailCatcher, type MailCatcher, type JobWorker } from '../src/index.ts';
import { drained, until } from './until.ts';
import { createHmac } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PREVIOUS_WEBHOOK_HEADERS, WEBHOOK_HEADERS, WEBHOOK_VERIFY_EXAMPLE } from '@pond/core';
import { Webhook } from 'standardwebhooks';
import { signatureHeaders } from '../src/tasks/deliver-webhook.ts';
import { startReceiver, type Receiver } from './receiver.ts';
import { startTestWorker } from './test-worker.ts';

// Signed webhooks, end to end: the database queues a delivery when a request from a
// proven site is saved or routed, the job queue POSTs it, signed, to a receiver this test runs.

const db = new pg.Pool({ connectionString: inject('stack').dbUrl });
const stamp = Date.now();
// A Standard Webhooks secret: whsec_ and the key in base64.
const SECRET = `whsec_${Buffer.from('the signing key of this test file').toString('base64')}`;
const SITE = `https://hook-${stamp}.example`;
let catcher: MailCatcher;
let worker: JobWorker;
let receiver: Receiver;
// The flaky endpoint fails its first two tries, then takes the event.
let flakyFailures = 2;
const received = () => receiver.received;

async function partnerWithEndpoint(id: string, path: string) {
  await db.query(
    `insert into public.partners (id, business_name, contact_name, email) values ($1, $1, 'Pat', $2)`,
    [id, `${id}@hooks.example`],
  );
  await db.query(
    `insert into public.partner_sites (partner_id, origin, status, proven_at) values ($1, $2, 'proven', now())`,
    [id, SITE],
  );
  await db.query(`insert into public.partner_webhooks (partner_id, url, secret) values ($1, $2, $3)`, [
    id,
    `${receiver.url}${path}`,
    SECRET,
  ]);
}

/** A quote request as a browser on `origin` sends it (the database records the Origin header). */
async function requestFrom(origin: string, partner: string) {
  const client = await db.connect();
  try {
    await client.query('begin');
    await client.query(`select set_config('request.headers', $1, true)`, [JSON.stringify({ origin })]);
    const token = crypto.randomUUID();
    const { rows } = await client.query<{ id: string }>(
      `insert into public.lead_submissions (name, email, phone, project_type, message, city, state, source, partner, choice_token, campaign)
       values ('Hook Homeowner', $1, '512-555-0100', 'Koi Pond Construction', 'Secret message', 'Austin', 'TX',
               'widget:pond-quote-form', $2, $3, 'spring-sale')
       returning id`,
      [`hook-home-${stamp}@example.com`, partner, token],
    );
    await client.query('commit');
    return { id: rows[0]!.id, token };
  } finally {
    client.release();
  }
}

beforeAll(async () => {
  receiver = await startReceiver((request, res) => {
    if (request.path === '/flaky' && flakyFailures-- > 0) return void res.writeHead(500).end('busy');
    res.writeHead(204).end();
  });
  catcher = await startMailCatcher({ smtpPort: 27225, webPort: 27280 });
  worker = await startTestWorker(catcher);
});
afterAll(async () => {
  await worker.stop();
  await catcher.stop();
  await receiver.close();
  await db.query('delete from public.lead_submissions where email = $1', [`hook-home-${stamp}@example.com`]);
  await db.query('delete from public.partners where id like $1', [`hook-%-${stamp}`]);
  await db.end();
});

describe('signed webhooks', () => {
  it('POSTs request.created and request.routed once each, signed; a tampered body fails the check', async () => {
    const partner = `hook-a-${stamp}`;
    await partnerWithEndpoint(partner, '/a');
    const lead = await requestFrom(SITE, partner);
    // A request naming the partner from a site it has not proven sends nothing.
    await requestFrom('https://elsewhere.example', partner);
    const builders = (
      await db.query<{ id: string }>(
        `select c.id from public.contractors c join public.contractor_emails e on e.contractor_id = c.id order by c.id limit 2`,
      )
    ).rows.map((row) => row.id);
    await db.query(`select * from public.choose_builders($1, $2, $3, 'builder-choice-2026-11')`, [
      lead.id,
      lead.token,
      builders,
    ]);

    await until('both events', () => {
      const mine = received().filter((r) => r.path === '/a');
      return mine.length >= 2 && mine;
    });
    // Every delivery's tries are over: a duplicate would have arrived.
    await drained(db, 'deliver_webhook', 'queue_name = $2', [`webhook:${partner}`]);
    const all = received().filter((r) => r.path === '/a');
    const bodies = all.map(
      (r) => JSON.parse(r.body) as { id: string; type: string; data: Record<string, unknown> },
    );
    expect(bodies.map((b) => b.type).sort()).toEqual(['request.created', 'request.routed']);
    expect(new Set(bodies.map((b) => b.id)).size).toBe(2);
    for (const [index, event] of all.entries()) {
      expect(event.headers[WEBHOOK_HEADERS.id]).toBe(bodies[index]!.id);
      // Checked with the standardwebhooks package, as partners are told to.
      expect(() =>
        new Webhook(SECRET).verify(event.body, event.headers as Record<string, string>),
      ).not.toThrow();
      expect(() =>
        new Webhook(SECRET).verify(
          event.body.replace('Koi Pond', 'Koi Pand'),
          event.headers as Record<string, string>,
        ),
      ).toThrow();
      const another = `whsec_${Buffer.from('another key').toString('base64')}`;
      expect(() =>
        new Webhook(another).verify(event.body, event.headers as Record<string, string>),
      ).toThrow();
    }
    const routed = bodies.find((b) => b.type === 'request.routed')!;
    expect(routed.data).toMatchObject({
      id: lead.id,
      project_type: 'Koi Pond Construction',
      city: 'Austin',
      state: 'TX',
      status: 'routed',
      widget: 'pond-quote-form',
      origin: SITE,
      // Version 2: attributed, not yet confirmed; `verified` kept one release.
      attributed: true,
      confirmed: false,
      verified: true,
      campaign: 'spring-sale',
    });
    expect(bodies.every((b) => (b as { version?: number }).version === 2)).toBe(true);
    // The example on /partners, run as a partner would run it, agrees.
    // Beside this package, so the example's `import 'standardwebhooks'` resolves as in a partner's project.
    const folder = await mkdtemp(path.join(fileURLToPath(new URL('.', import.meta.url)), 'verify-'));
    const file = path.join(folder, 'verify.mjs');
    await writeFile(file, WEBHOOK_VERIFY_EXAMPLE);
    const { isFromPondBuilders } = (await import(pathToFileURL(file).href)) as {
      isFromPondBuilders: (body: string, headers: http.IncomingHttpHeaders, secret: string) => boolean;
    };
    for (const event of all) {
      expect(isFromPondBuilders(event.body, event.headers, SECRET)).toBe(true);
      expect(isFromPondBuilders(`${event.body} `, event.headers, SECRET)).toBe(false);
    }
    await rm(folder, { recursive: true });
    // Never a homeowner's contact details.
    for (const event of all)
      for (const secret of ['Hook Homeowner', `hook-home-${stamp}`, '512-555-0100', 'Secret message'])
        expect(event.body).not.toContain(secret);
    // The partner's deliveries, with their answers.
    const { rows } = await db.query(
      `select event, status, attempts, last_status from public.webhook_deliveries where partner_id = $1 order by event`,
      [partner],
    );
    expect(rows).toEqual([
      { event: 'request.created', status: 'delivered', attempts: 1, last_status: 204 },
      { event: 'request.routed', status: 'delivered', attempts: 1, last_status: 204 },
    ]);
  });

  it('POSTs request.confirmed once when the homeowner says "Yes, this was me", and the request counts as confirmed', async () => {
    const partner = `hook-c-${stamp}`;
    await partnerWithEndpoint(partner, '/c');
    const lead = await requestFrom(SITE, partner);
    const { rows } = await db.query<{ expires: string; signature: string }>(
      'select expires::text, signature from private.confirm_link($1)',
      [lead.id],
    );
    // A withdraw link's signature does not confirm anything.
    const withdraw = await db.query<{ signature: string }>(
      'select signature from private.withdraw_link($1)',
      [lead.id],
    );
    await expect(
      db.query('select * from public.confirm_request($1, $2, $3)', [
        lead.id,
        rows[0]!.expires,
        withdraw.rows[0]!.signature,
      ]),
    ).rejects.toThrow('This confirmation link is not valid.');
    for (let i = 0; i < 2; i++)
      await db.query('select * from public.confirm_request($1, $2, $3)', [
        lead.id,
        rows[0]!.expires,
        rows[0]!.signature,
      ]);
    await until('request.confirmed', () =>
      received().some((r) => r.path === '/c' && r.body.includes('request.confirmed')),
    );
    await drained(db, 'deliver_webhook', 'queue_name = $2', [`webhook:${partner}`]);
    const confirmed = received()
      .filter((r) => r.path === '/c')
      .map((r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> })
      .filter((b) => b.type === 'request.confirmed');
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]!.data).toMatchObject({ id: lead.id, attributed: true, confirmed: true });
  });

  it('tries a failing endpoint again with backoff and delivers on the third try, once', async () => {
    const partner = `hook-b-${stamp}`;
    await partnerWithEndpoint(partner, '/flaky');
    await requestFrom(SITE, partner);
    const delivery = await until(
      'the third try',
      async () =>
        (
          await db.query<{ id: string; status: string; attempts: number; last_status: number }>(
            `select id, status, attempts, last_status from public.webhook_deliveries where partner_id = $1 and status = 'delivered'`,
            [partner],
          )
        ).rows[0],
      40_000,
    );
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 3, last_status: 204 });
    await drained(db, 'deliver_webhook', 'queue_name = $2', [`webhook:${partner}`]);
    const tries = received().filter((r) => r.path === '/flaky');
    expect(tries).toHaveLength(3);
    expect(new Set(tries.map((t) => t.headers[WEBHOOK_HEADERS.id]))).toEqual(new Set([delivery.id]));
  });
});

describe('the previous signing scheme, for one release', () => {
  it('signs a pond-v1 endpoint both ways until the previous scheme ends, then the standard way alone', () => {
    const secret = `whsec_${'0123456789abcdef'.repeat(3)}`;
    const delivery = { id: 'msg_1', secret, signing: 'pond-v1' };
    const now = Math.floor(Date.now() / 1000);
    const before = signatureHeaders(delivery, now, '{"a":1}', '2027-01-31');
    expect(before).toMatchObject({
      [PREVIOUS_WEBHOOK_HEADERS.id]: 'msg_1',
      [PREVIOUS_WEBHOOK_HEADERS.timestamp]: String(now),
      [PREVIOUS_WEBHOOK_HEADERS.signature]: `v1=${createHmac('sha256', secret).update(`${now}.{"a":1}`).digest('hex')}`,
    });
    // The standard headers verify with the package, with the very secret the endpoint already has.
    expect(() => new Webhook(secret).verify('{"a":1}', before)).not.toThrow();
    expect(() => new Webhook(secret).verify('{"a":2}', before)).toThrow();
    const after = signatureHeaders(delivery, now, '{"a":1}', '2027-02-01');
    expect(Object.keys(after).sort()).toEqual(Object.values(WEBHOOK_HEADERS).sort());
    expect(() => new Webhook(secret).verify('{"a":1}', after)).not.toThrow();
  });
});
