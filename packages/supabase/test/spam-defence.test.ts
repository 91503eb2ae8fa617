import { BUILDERS_PER_HOMEOWNER_PER_DAY, CONSENTS, LEAD_LIMIT_MESSAGES, randomUuid } from '@pond/core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import {
  chooseBuilders,
  PondDataError,
  startQuoteForm,
  submitLead,
  type LeadSubmission,
} from '../src/index.ts';
import { clientAs } from './clients.ts';
import { sql } from './sql.ts';

// Limits that count what the client cannot choose, against the real local stack.

const stamp = Date.now();
const email = (name: string) => `spam-${name}-${stamp}@example.com`;
const request = (overrides: Partial<LeadSubmission>): LeadSubmission => ({
  name: 'Jo Banks',
  email: email('default'),
  phone: '5125550100',
  projectType: 'Other',
  source: 'test:spam-defence',
  ...overrides,
});
const rowsFor = (address: string) => sql('select 1 from public.lead_submissions where email = $1', [address]);

/** Posts a request straight to the API, as a script would, with these extra headers. */
async function post(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const stack = inject('stack');
  return fetch(`${stack.url}/rest/v1/lead_submissions`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${stack.anonKey}`,
      'content-type': 'application/json',
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

let limits: { per_email_per_hour: number; per_address_per_hour: number };
beforeAll(async () => {
  [limits] = (await sql<typeof limits>(
    'select per_email_per_hour, per_address_per_hour from private.lead_limits',
  )) as [typeof limits];
});
afterAll(async () => {
  await sql('update private.lead_limits set per_email_per_hour = $1, per_address_per_hour = $2', [
    limits.per_email_per_hour,
    limits.per_address_per_hour,
  ]);
  await sql('update private.form_limits set min_fill_ms = 0');
  await sql('delete from public.lead_submissions where email like $1', [`spam-%-${stamp}@example.com`]);
});

describe('the network limit counts the address our edge saw', () => {
  it('a client-written X-Forwarded-For does not move its count', async () => {
    const [{ address, recent }] = (await sql<{ address: string; recent: number }>(
      `select client_address as address,
              (select count(*)::int from public.lead_submissions l
                where l.client_address = s.client_address and l.created_at > now() - interval '1 hour') as recent
         from public.lead_submissions s where s.client_address is not null order by created_at desc limit 1`,
    ).then((rows) => (rows.length ? rows : [{ address: '127.0.0.1', recent: 0 }]))) as [
      { address: string; recent: number },
    ];
    expect(address).toMatch(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
    await sql('update private.lead_limits set per_email_per_hour = 1000, per_address_per_hour = $1', [
      recent + 2,
    ]);
    const anon = await clientAs('anon');
    const token = () => startQuoteForm(anon);
    for (const [i, spoofed] of ['203.0.113.1', '203.0.113.2'].entries()) {
      const response = await post(
        {
          name: 'Jo Banks',
          email: email(`xff-${i}`),
          phone: '5125550100',
          project_type: 'Other',
          source: 'test:xff',
          form_token: await token(),
        },
        { 'x-forwarded-for': spoofed },
      );
      expect(response.status).toBe(201);
    }
    // A third request claims yet another address: still the same network to the database.
    const third = await post(
      {
        name: 'Jo Banks',
        email: email('xff-3'),
        phone: '5125550100',
        project_type: 'Other',
        source: 'test:xff',
        form_token: await token(),
      },
      { 'x-forwarded-for': '198.51.100.77' },
    );
    expect(third.status).toBe(400);
    expect(((await third.json()) as { message: string }).message).toBe(
      'Too many requests from your network. Please wait a while and try again.',
    );
    const recorded = await sql<{ client_address: string }>(
      'select client_address from public.lead_submissions where email like $1',
      [`spam-xff-%-${stamp}@example.com`],
    );
    expect(recorded.map((row) => row.client_address)).toEqual([address, address]);
    await sql('update private.lead_limits set per_email_per_hour = $1, per_address_per_hour = $2', [
      limits.per_email_per_hour,
      100_000,
    ]);
  });
});

describe('free text has a maximum in the database', () => {
  it('refuses an over-long name, phone, email and city whatever the browser checked', async () => {
    const anon = await clientAs('anon');
    await expect(
      submitLead(anon, request({ email: email('long-name'), name: 'J'.repeat(101) })),
    ).rejects.toMatchObject({
      field: 'name',
      message: LEAD_LIMIT_MESSAGES.name,
    });
    await expect(
      submitLead(anon, request({ email: email('long-phone'), phone: '5'.repeat(31) })),
    ).rejects.toMatchObject({
      field: 'phone',
      message: LEAD_LIMIT_MESSAGES.phone,
    });
    const longCity = await post({
      name: 'Jo Banks',
      email: email('long-city'),
      phone: '5125550100',
      project_type: 'Other',
      source: 'test:long',
      city: 'A'.repeat(101),
      form_token: await startQuoteForm(anon),
    });
    expect(longCity.status).toBe(400);
    for (const name of ['long-name', 'long-phone', 'long-city'])
      expect(await rowsFor(email(name))).toHaveLength(0);
  });
});

describe("the form's spam checks, made again by the database", () => {
  it('drops a request whose hidden field is filled: accepted, nothing saved', async () => {
    await submitLead(await clientAs('anon'), request({ email: email('trap'), trap: 'https://spam.example' }));
    expect(await rowsFor(email('trap'))).toHaveLength(0);
  });

  it('refuses a request without a signed start, with a forged one, or with one used before', async () => {
    const anon = await clientAs('anon');
    const missing = await post({
      name: 'Jo Banks',
      email: email('no-proof'),
      phone: '5125550100',
      project_type: 'Other',
      source: 'test:proof',
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { hint: string }).hint).toBe('lead_form_proof');
    const real = await startQuoteForm(anon);
    const forged = real.replace(/^\d+/, String(Date.now() - 60_000));
    await expect(submitLead(anon, request({ email: email('forged'), formToken: forged }))).rejects.toThrow(
      'This form is out of date. Please reload the page and send it again.',
    );
    await submitLead(anon, request({ email: email('used-1'), formToken: real }));
    await expect(submitLead(anon, request({ email: email('used-2'), formToken: real }))).rejects.toThrow(
      'This form was already sent. Please reload the page to send another.',
    );
    expect(await rowsFor(email('no-proof'))).toHaveLength(0);
    expect(await rowsFor(email('forged'))).toHaveLength(0);
    expect(await rowsFor(email('used-2'))).toHaveLength(0);
  });

  it('refuses a request sent sooner than a person types, and takes it once enough time has passed', async () => {
    await sql('update private.form_limits set min_fill_ms = 1500');
    const anon = await clientAs('anon');
    const token = await startQuoteForm(anon);
    await expect(submitLead(anon, request({ email: email('quick'), formToken: token }))).rejects.toThrow(
      'That was quick! Please check your details, then send the form again.',
    );
    expect(await rowsFor(email('quick'))).toHaveLength(0);
    // Sent again until the database takes it: refused (storing nothing) until 1.5 s after the form began.
    await vi.waitFor(() => submitLead(anon, request({ email: email('quick'), formToken: token })), {
      timeout: 10_000,
      interval: 250,
    });
    expect(await rowsFor(email('quick'))).toHaveLength(1);
    await sql('update private.form_limits set min_fill_ms = 0');
  });
});

describe('one homeowner, a fixed number of builders a day', () => {
  it('routes up to the daily allowance across requests, then refuses, by email or by phone', async () => {
    const anon = await clientAs('anon');
    const builders = (
      await sql<{ id: string }>('select id from public.contractors order by id limit 12')
    ).map((b) => b.id);
    // The product's allowance (the test stack lifts it for scripts; the migration and the local stack use this).
    await sql('update private.routing_limits set builders_per_homeowner_per_day = $1', [
      BUILDERS_PER_HOMEOWNER_PER_DAY,
    ]);
    const send = async (address: string, phone: string, chosen: string[]) => {
      const { id, choiceToken } = await submitLead(
        anon,
        request({ email: address, phone, id: randomUuid() }),
      );
      return chooseBuilders(anon, {
        requestId: id,
        choiceToken,
        contractorIds: chosen,
        consentId: CONSENTS.builderChoice.id,
      });
    };
    const phone = `512555${String(stamp).slice(-4)}`;
    await send(email('cap'), phone, builders.slice(0, 3));
    await send(email('cap'), phone, builders.slice(3, 6));
    // The same person under another email address, same phone written differently.
    await send(
      email('cap-other'),
      `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`,
      builders.slice(6, 9),
    );
    const refused = send(email('cap'), phone, builders.slice(9, 10));
    await expect(refused).rejects.toBeInstanceOf(PondDataError);
    await expect(refused).rejects.toMatchObject({ code: 'rate_limited' });
    const reached = await sql<{ n: number }>(
      `select count(*)::int as n from public.lead_routes r join public.lead_submissions l on l.id = r.lead_id
        where l.email in ($1, $2)`,
      [email('cap'), email('cap-other')],
    );
    expect(reached[0]!.n).toBe(BUILDERS_PER_HOMEOWNER_PER_DAY);
    await sql('update private.routing_limits set builders_per_homeowner_per_day = 100000');
  });

  it('mails one confirmation an hour to one address', async () => {
    const confirmations = await sql<{ n: number }>(
      `select count(*)::int as n from public.email_outbox where template = 'lead-confirmation' and to_email = $1`,
      [email('cap')],
    );
    // Two requests of this address reached builders above; its second confirmation was not queued.
    expect(confirmations[0]!.n).toBe(1);
  });
});
