import {
  CONSENTS,
  MESSAGE_TEXTS,
  PROJECT_TEXTS,
  detailsOfRow,
  requestDetailsLines,
  type WithdrawLink,
} from '@pond/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addBuilders,
  chooseBuilder,
  chooseBuilders,
  closeRequest,
  listBuilderRequests,
  markRequest,
  myFunnel,
  reportBuilderThread,
  reportProjectThread,
  requestPage,
  sendBuilderMessage,
  sendProjectMessage,
  sendQuote,
  submitLead,
  type PondClient,
} from '../src/index.ts';
import { builderOf } from './builder-clients.ts';
import { clientAs } from './clients.ts';
import { liftLeadLimitsForThisFile, sql } from './sql.ts';

// The homeowner's project page from request to hire: quotes with line items and revisions, the
// homeowner's choice and its mails, closing a request, and a thread per builder that only its two
// sides read (and staff, once one side reports it).

liftLeadLimitsForThisFile();
const stamp = Date.now();
const emailOf = (name: string) => `${name}-${stamp}@project.example`;
const homeowner = emailOf('homeowner');
let builders: string[] = [];
let lead = '';
let link: WithdrawLink;
let lotus: PondClient;
let reed: PondClient;
let third: PondClient;

const newLead = async (email: string) => {
  const anon = await clientAs('anon');
  const { id } = await submitLead(anon, {
    name: 'Hana Homeowner',
    email,
    phone: '802 555 0177',
    projectType: 'Koi Pond Construction',
    message: 'A koi pond by the deck.',
    source: '/pond-builders-near-me',
  });
  await sql(
    `insert into public.lead_routes (lead_id, contractor_id, slot, consent_text, delivery, reached_at)
     select $1, b.id, b.n, 'I agree to be contacted', 'email', now()
       from unnest($2::uuid[]) with ordinality b(id, n)`,
    [id, builders],
  );
  const [signed] = await sql<{ expires: string; signature: string }>(
    'select expires::text, signature from private.withdraw_link($1)',
    [id],
  );
  return { id, link: { request: id, expires: Number(signed!.expires), signature: signed!.signature } };
};

beforeAll(async () => {
  const rows = await sql<{ id: string }>(
    `insert into public.contractors (name, city, state) values
       ('Lotus Ponds ${stamp}', 'Projectville', 'VT'), ('Reed Ponds ${stamp}', 'Projectville', 'VT'),
       ('Third Ponds ${stamp}', 'Projectville', 'VT')
     returning id`,
  );
  builders = rows.map((row) => row.id);
  for (const [n, name] of ['lotus', 'reed', 'third'].entries())
    await sql('insert into public.contractor_emails (contractor_id, email) values ($1, $2)', [
      builders[n],
      emailOf(name),
    ]);
  [lotus, reed, third] = (await Promise.all(
    ['lotus', 'reed', 'third'].map((name, n) => builderOf(builders[n]!, emailOf(name))),
  )) as [PondClient, PondClient, PondClient];
  ({ id: lead, link } = await newLead(homeowner));
});

afterAll(async () => {
  await sql('delete from public.lead_submissions where email like $1', [`%-${stamp}@project.example`]);
  await sql('delete from public.email_outbox where to_email like $1', [`%-${stamp}@project.example`]);
  await sql('delete from public.builder_accounts where contractor_id = any($1)', [builders]);
  await sql('delete from public.builder_claims where contractor_id = any($1)', [builders]);
  await sql('delete from public.contractors where id = any($1)', [builders]);
  await sql('delete from auth.users where email like $1', [`%-${stamp}@project.example`]);
});

const mails = (template: string, to: string) =>
  sql<{ payload: { decision?: string; reason?: string | null; to?: string; why?: string } }>(
    'select payload from public.email_outbox where template = $1 and to_email = $2 order by created_at',
    [template, to],
  );

describe('a request a builder can price', () => {
  it('carries what the homeowner added to the builders’ inbox and the project page; a wrong value routes nothing', async () => {
    const anon = await clientAs('anon');
    const { id } = await submitLead(anon, {
      name: 'Dee Details',
      email: emailOf('details'),
      phone: '802 555 0178',
      projectType: 'Koi Pond Construction',
      source: '/pond-builders-near-me',
    });
    const [{ choice_token: token }] = (await sql<{ choice_token: string }>(
      'select choice_token from public.lead_submissions where id = $1',
      [id],
    )) as [{ choice_token: string }];
    const choice = {
      requestId: id,
      choiceToken: token,
      contractorIds: [builders[0]!],
      consentId: CONSENTS.builderChoice.id,
    };
    await expect(
      chooseBuilders(anon, { ...choice, details: { lengthFt: 600, widthFt: 8 } }),
    ).rejects.toMatchObject({
      field: 'details',
    });
    expect(await sql('select 1 from public.lead_routes where lead_id = $1', [id])).toEqual([]);
    const details = {
      lengthFt: 12,
      widthFt: 8,
      budget: '5000-10000',
      machineAccess: 'no',
      rebuild: true,
      callTime: 'evening',
    } as const;
    await chooseBuilders(anon, { ...choice, details });
    const [mine] = (await listBuilderRequests(lotus)).filter((row) => row.lead_id === id);
    expect(requestDetailsLines(detailsOfRow(mine!.details as Record<string, unknown>))).toEqual([
      'Size: 12 × 8 ft (96 sq ft)',
      'Budget: $5,000 - $10,000',
      'Machine access: No',
      'Existing pond to rebuild: Yes',
      'Best time to call: Evenings',
    ]);
  });
});

describe('quotes with line items', () => {
  it('keeps every revision, shows the latest with its date, and mails the homeowner once per amount', async () => {
    const items = [
      { key: 'excavation' as const, label: '', amount: 6_000 },
      { key: 'liner' as const, label: '', amount: 4_500 },
      { key: null, label: 'Bog filter', amount: 8_000 },
    ];
    await sendQuote(lotus, lead, {
      total: 18_500,
      items,
      startsOn: null,
      validUntil: null,
      note: 'Includes a waterfall.',
    });
    await sendQuote(lotus, lead, {
      total: 18_500,
      items,
      startsOn: '2099-01-01'.replace('2099', String(new Date().getUTCFullYear() + 1)),
      validUntil: null,
      note: 'Includes a waterfall.',
    });
    await sendQuote(reed, lead, {
      total: 16_000,
      items: [{ key: 'excavation', label: '', amount: 16_000 }],
      startsOn: null,
      validUntil: null,
      note: null,
    });
    const page = await requestPage(await clientAs('anon'), link);
    const [first, second] = page.builders;
    expect(first!.quote).toMatchObject({ total: 18_500, revision: 2, note: 'Includes a waterfall.' });
    expect(first!.quote!.items).toEqual([
      { key: 'excavation', label: '', amount: 6_000 },
      { key: 'liner', label: '', amount: 4_500 },
      { key: null, label: 'Bog filter', amount: 8_000 },
    ]);
    expect(second!.quote).toMatchObject({ total: 16_000, revision: 1 });
    // Two revisions of one amount are one mail; each builder's first quote is one.
    expect(await mails('request-quoted', homeowner)).toHaveLength(2);
  });

  it('refuses items that do not add up, a past start, and a builder the request did not choose, storing nothing', async () => {
    const before = await sql('select 1 from public.request_quotes where lead_id = $1', [lead]);
    await expect(
      sendQuote(lotus, lead, {
        total: 18_000,
        items: [{ key: 'pump', label: '', amount: 500 }],
        startsOn: null,
        validUntil: null,
        note: null,
      }),
    ).rejects.toMatchObject({ field: 'items' });
    await expect(
      sendQuote(lotus, lead, {
        total: 18_000,
        items: [],
        startsOn: '2020-01-01',
        validUntil: null,
        note: null,
      }),
    ).rejects.toMatchObject({ field: 'startsOn' });
    const stranger = await newLead(emailOf('other-homeowner'));
    await sql('delete from public.lead_routes where lead_id = $1 and contractor_id = $2', [
      stranger.id,
      builders[2],
    ]);
    await expect(
      sendQuote(third, stranger.id, {
        total: 1_000,
        items: [],
        startsOn: null,
        validUntil: null,
        note: null,
      }),
    ).rejects.toThrow('This request did not choose you.');
    expect(await sql('select 1 from public.request_quotes where lead_id = $1', [lead])).toHaveLength(
      before.length,
    );
    // The database's own check holds even for a direct write.
    await expect(
      sql(
        `insert into public.request_quotes (lead_id, contractor_id, revision, total, items)
         values ($1, $2, 9, 100, '[{"key": "pump", "label": "", "amount": 99}]')`,
        [lead, builders[0]],
      ),
    ).rejects.toThrow(/request_quote_items/);
  });
});

describe('a thread per builder', () => {
  it('carries plain text both ways, mails the other side a link, and refuses HTML and strangers', async () => {
    const anon = await clientAs('anon');
    await sendProjectMessage(anon, link, builders[0]!, 'Can you start in March? https://example.com/plan');
    await sendBuilderMessage(lotus, lead, 'Yes, the first week of March.');
    await expect(sendProjectMessage(anon, link, builders[0]!, 'Hello <b>there</b>')).rejects.toThrow(
      MESSAGE_TEXTS.invalid,
    );
    await expect(sendBuilderMessage(lotus, lead, 'x'.repeat(2001))).rejects.toThrow(MESSAGE_TEXTS.invalid);
    // A builder the request never went to writes nothing and reads nothing.
    const elsewhere = await newLead(emailOf('elsewhere'));
    await sql('delete from public.lead_routes where lead_id = $1 and contractor_id = $2', [
      elsewhere.id,
      builders[2],
    ]);
    await expect(sendBuilderMessage(third, elsewhere.id, 'Hello')).rejects.toThrow();
    expect((await listBuilderRequests(third)).some((row) => row.lead_id === elsewhere.id)).toBe(false);

    const page = await requestPage(anon, link);
    expect(page.builders[0]!.messages.map((message) => [message.author, message.body])).toEqual([
      ['homeowner', 'Can you start in March? https://example.com/plan'],
      ['builder', 'Yes, the first week of March.'],
    ]);
    expect(page.builders[1]!.messages).toEqual([]);
    const [inbox] = (await listBuilderRequests(lotus)).filter((row) => row.lead_id === lead);
    expect((inbox!.messages as unknown[]).length).toBe(2);
    const [reedInbox] = (await listBuilderRequests(reed)).filter((row) => row.lead_id === lead);
    expect(reedInbox!.messages).toEqual([]);
    expect((await mails('request-message', emailOf('lotus'))).map((mail) => mail.payload.to)).toEqual([
      'builder',
    ]);
    expect((await mails('request-message', homeowner)).map((mail) => mail.payload.to)).toEqual(['homeowner']);
  });

  it('is read by no API role directly, and by staff only once one side reported it', async () => {
    const staff = await clientAs('staff');
    for (const role of ['anon', 'authenticated'] as const) {
      const { data } = await (
        await clientAs(role)
      )
        .from('request_messages')
        .select('body')
        .eq('lead_id', lead);
      expect(data ?? [], role).toEqual([]);
    }
    expect((await lotus.from('request_messages').select('body').eq('lead_id', lead)).data ?? []).toEqual([]);
    expect((await staff.from('request_messages').select('body').eq('lead_id', lead)).data).toEqual([]);
    await reportProjectThread(await clientAs('anon'), link, builders[0]!);
    expect((await staff.from('request_messages').select('body').eq('lead_id', lead)).data).toHaveLength(2);
    await reportBuilderThread(reed, lead);
    expect(
      await sql('select reported_by from public.request_thread_reports where lead_id = $1 order by 1', [
        lead,
      ]),
    ).toEqual([{ reported_by: 'builder' }, { reported_by: 'homeowner' }]);
  });

  it('limits one side to 10 messages an hour in one thread', async () => {
    await sql(`update private.act_limits set per_hour = 10 where kind = 'request-message'`);
    try {
      const anon = await clientAs('anon');
      const { link: busy } = await newLead(emailOf('busy'));
      for (let n = 0; n < 10; n++) await sendProjectMessage(anon, busy, builders[1]!, `Question ${n}`);
      await expect(sendProjectMessage(anon, busy, builders[1]!, 'One more')).rejects.toThrow(
        MESSAGE_TEXTS.tooMany,
      );
    } finally {
      await sql(`update private.act_limits set per_hour = 100000 where kind = 'request-message'`);
    }
  });
});

describe('the homeowner’s choice', () => {
  it('marks the chosen builder (apart from the builder’s own mark), tells the others with the reason, and confirms the request', async () => {
    const anon = await clientAs('anon');
    await expect(
      chooseBuilder(anon, { ...link, signature: 'forged-signature-of-twenty' }, builders[0]!, null),
    ).rejects.toThrow();
    await chooseBuilder(anon, link, builders[0]!, 'price');
    const page = await requestPage(anon, link);
    expect(page.builders.map((builder) => [builder.decision, builder.declineReason])).toEqual([
      ['chosen', null],
      ['declined', 'price'],
      ['declined', 'price'],
    ]);
    // The builder's own mark is untouched: they marked nothing "won".
    expect(page.builders[0]!.outcome).toBe('quoted');
    expect(await mails('request-decided', emailOf('lotus'))).toEqual([
      { payload: expect.objectContaining({ decision: 'chosen' }) },
    ]);
    expect(await mails('request-decided', emailOf('reed'))).toEqual([
      { payload: expect.objectContaining({ decision: 'declined', reason: 'price' }) },
    ]);
    const [row] = await sql<{ confirmed: boolean }>(
      'select confirmed_at is not null as confirmed from public.lead_submissions where id = $1',
      [lead],
    );
    expect(row!.confirmed).toBe(true);
    // Choosing again the same builder changes nothing; another is refused.
    await chooseBuilder(anon, link, builders[0]!, null);
    await expect(chooseBuilder(anon, link, builders[1]!, null)).rejects.toThrow(PROJECT_TEXTS.alreadyDecided);
    expect(await mails('request-decided', emailOf('lotus'))).toHaveLength(1);
  });

  it('Not going ahead closes the request: every undecided builder is told, and nobody quotes or writes any more', async () => {
    const anon = await clientAs('anon');
    const closing = await newLead(emailOf('closing'));
    await closeRequest(anon, closing.link);
    await closeRequest(anon, closing.link);
    const page = await requestPage(anon, closing.link);
    expect(page.request!.closed).toBe(true);
    expect(
      page.builders.every(
        (builder) => builder.decision === 'declined' && builder.declineReason === 'not_going_ahead',
      ),
    ).toBe(true);
    await expect(sendProjectMessage(anon, closing.link, builders[0]!, 'Hello')).rejects.toThrow(
      MESSAGE_TEXTS.closed,
    );
    await expect(
      sendQuote(lotus, closing.id, { total: 1_000, items: [], startsOn: null, validUntil: null, note: null }),
    ).rejects.toThrow();
    await expect(chooseBuilder(anon, closing.link, builders[0]!, null)).rejects.toThrow(
      PROJECT_TEXTS.isClosed,
    );
    const told = await sql<{ n: number }>(
      `select count(*)::int as n from public.email_outbox where lead_id = $1 and template = 'request-decided'`,
      [closing.id],
    );
    expect(told[0]!.n).toBe(3);
  });
});

describe('nobody left waiting', () => {
  it('counts two business days in the builder’s time zone, skipping weekends and holidays', async () => {
    const due = async (chosen: string, state: string) =>
      (
        await sql<{ due: string }>(
          `select to_char(private.answer_due($1::timestamptz, $2) at time zone private.state_time_zone($2), 'Dy YYYY-MM-DD HH24:MI') as due`,
          [chosen, state],
        )
      )[0]!.due;
    // Monday 10:00 in Vermont: Wednesday 10:00.
    expect(await due('2026-11-30 10:00 America/New_York', 'VT')).toBe('Wed 2026-12-02 10:00');
    // Wednesday before Thanksgiving: Friday counts, the holiday and the weekend do not.
    expect(await due('2026-11-25 10:00 America/New_York', 'VT')).toBe('Mon 2026-11-30 10:00');
    // Chosen on a Saturday: from Monday's start, two whole business days.
    expect(await due('2026-11-28 15:00 America/Chicago', 'TX')).toBe('Wed 2026-12-02 00:00');
  });

  it('tells the homeowner once when every builder stayed silent, and the page sends the request on to others', async () => {
    const anon = await clientAs('anon');
    const waiting = await newLead(emailOf('waiting'));
    await sql('delete from public.lead_routes where lead_id = $1 and slot > 1', [waiting.id]);
    await sql('update private.routing_limits set builders_per_homeowner_per_day = 100000');
    // Not yet due: nothing happens.
    await sql('select private.queue_waiting_offers()');
    expect((await requestPage(anon, waiting.link)).request!.offersOthers).toBe(false);
    // The database's clock, moved: the choice was made a week ago.
    await sql(`update public.lead_routes set chosen_at = now() - interval '7 days' where lead_id = $1`, [
      waiting.id,
    ]);
    await sql('select private.queue_waiting_offers()');
    await sql('select private.queue_waiting_offers()');
    expect(await mails('request-waiting', emailOf('waiting'))).toEqual([
      { payload: expect.objectContaining({ why: 'silent' }) },
    ]);
    const page = await requestPage(anon, waiting.link);
    expect(page.request).toMatchObject({ offersOthers: true, waitingOfferedAt: expect.any(String) });
    expect(
      await addBuilders(anon, waiting.link, [builders[1]!, builders[0]!], CONSENTS.builderChoice.id),
    ).toEqual([`Reed Ponds ${stamp}`]);
    expect(await mails('lead-to-builder', emailOf('reed'))).toEqual(
      expect.arrayContaining([{ payload: { lead_id: waiting.id } }]),
    );
    const [slot] = await sql<{ slot: number }>(
      'select slot from public.lead_routes where lead_id = $1 and contractor_id = $2',
      [waiting.id, builders[1]],
    );
    expect(slot!.slot).toBe(4);
    // At most three more in all.
    await expect(
      addBuilders(
        anon,
        waiting.link,
        [builders[2]!, '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'],
        CONSENTS.builderChoice.id,
      ),
    ).rejects.toThrow('Choose up to 2 other builders.');
  });

  it('a builder who says not a fit frees their place at once: the homeowner is told and offered others', async () => {
    const anon = await clientAs('anon');
    const unfit = await newLead(emailOf('unfit'));
    await expect(addBuilders(anon, unfit.link, [builders[2]!], CONSENTS.builderChoice.id)).rejects.toThrow(
      'This request is not waiting for other builders.',
    );
    await markRequest(reed, unfit.id, { mark: 'not_fit', reason: 'Fully booked' });
    expect(await mails('request-waiting', emailOf('unfit'))).toEqual([
      { payload: expect.objectContaining({ why: 'not_fit' }) },
    ]);
    expect((await requestPage(anon, unfit.link)).request!.offersOthers).toBe(true);
    // A not-a-fit is an answer: a week later the waiting job does not tell the homeowner the
    // builders were silent.
    await sql(`update public.lead_routes set chosen_at = now() - interval '7 days' where lead_id = $1`, [
      unfit.id,
    ]);
    await sql('delete from public.lead_routes where lead_id = $1 and contractor_id = $2', [
      unfit.id,
      builders[2],
    ]);
    await sql('delete from public.lead_routes where lead_id = $1 and contractor_id = $2', [
      unfit.id,
      builders[0],
    ]);
    await sql('select private.queue_waiting_offers()');
    expect((await mails('request-waiting', emailOf('unfit'))).map((mail) => mail.payload.why)).toEqual([
      'not_fit',
    ]);
  });

  it('takes no quote on a withdrawn request', async () => {
    const gone = await newLead(emailOf('gone'));
    await sql('update public.lead_submissions set withdrawn_at = now() where id = $1', [gone.id]);
    await expect(
      sendQuote(lotus, gone.id, { total: 1_000, items: [], startsOn: null, validUntil: null, note: null }),
    ).rejects.toThrow();
    expect(await sql('select 1 from public.request_quotes where lead_id = $1', [gone.id])).toEqual([]);
  });

  it('publishes a builder’s misses by the response time’s own rule', async () => {
    const [row] = await sql<{ in_time: number; due: number; contacted: number }>(
      'select in_time, due, contacted from private.response_figures(array[$1::uuid])',
      [builders[0]],
    );
    expect(row!.due).toBeGreaterThanOrEqual(row!.in_time);
    expect(row!.in_time).toBe(row!.contacted);
  });
});

describe('a builder’s own funnel', () => {
  it('counts requests to hires by month, and shows the state’s median only beside five builders or more', async () => {
    const month = new Date().toISOString().slice(0, 7);
    const mine = async () => (await myFunnel(lotus)).find((row) => row.month.startsWith(month))!;
    const figures = await mine();
    // This file's requests that chose Lotus this month (none marked by the builder's own network).
    const [counted] = await sql<{ requests: number; chosen: number }>(
      `select count(*)::int as requests, (count(*) filter (where homeowner_decision = 'chosen'))::int as chosen
         from public.lead_routes where contractor_id = $1 and not own_request
          and date_trunc('month', chosen_at) = date_trunc('month', now())`,
      [builders[0]],
    );
    expect(figures).toMatchObject({ requests: counted!.requests, chosen: counted!.chosen });
    expect(figures.chosen).toBeGreaterThan(0);
    const [state] = await sql<{ n: number }>(
      `select count(distinct r.contractor_id)::int as n from public.lead_routes r join public.contractors c on c.id = r.contractor_id
        where c.state = 'VT' and not r.own_request and date_trunc('month', r.chosen_at) = date_trunc('month', now())`,
    );
    if (state!.n >= 5) expect(figures.state).not.toBeNull();
    else expect(figures.state).toBeNull();
    // Nobody but a builder has a funnel.
    expect(await myFunnel(await clientAs('authenticated'))).toEqual([]);
  });
});
