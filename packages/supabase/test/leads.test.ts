import { CONSENTS, estimatePondPlan, type PlannerForm } from '@pond/core';
import { describe, expect, inject, it } from 'vitest';
import { PondDataError, submitLead, submitPondPlan, type LeadSubmission } from '../src/index.ts';
import { clientAs } from './clients.ts';
import { liftLeadLimitsForThisFile, setLeadLimits, setPlannerCopiesPerCaller, sql } from './sql.ts';

const lead = (source: string, overrides: Partial<LeadSubmission> = {}): LeadSubmission => ({
  name: 'Jo Banks',
  email: 'jo@example.com',
  phone: '(512) 555-0100',
  projectType: 'Koi Pond Construction',
  message: 'A 10 x 8 ft koi pond with a waterfall.',
  location: 'Austin, TX',
  city: 'Austin',
  state: 'TX',
  source,
  ...overrides,
});

// These tests send many requests from one address and email; the rate limit has its own test.
liftLeadLimitsForThisFile();

describe('submitLead (spec §7 Lead form)', () => {
  it('saves an anonymous request with its source and contractor', async () => {
    const anon = await clientAs('anon');
    const [contractor] = await sql<{ id: string; name: string }>(
      `select id::text, name from public.contractors limit 1`,
    );
    await submitLead(
      anon,
      lead('/states/tx/austin', { contractorId: contractor!.id, contractorName: contractor!.name }),
    );
    const rows = await sql(
      `select name, project_type, source, contractor_id::text, contractor_name from public.lead_submissions where source = '/states/tx/austin'`,
    );
    expect(rows).toEqual([
      {
        name: 'Jo Banks',
        project_type: 'Koi Pond Construction',
        source: '/states/tx/austin',
        contractor_id: contractor!.id,
        contractor_name: contractor!.name,
      },
    ]);
  });

  it('credits the partner and records the Origin the request arrived with beside the one the page claims', async () => {
    const { createNodePondClient } = await import('../src/node.ts');
    const stack = inject('stack');
    const fromOrigin = (origin: string) =>
      createNodePondClient({
        url: stack.url,
        key: stack.anonKey,
        fetch: (input, init) => {
          const headers = new Headers(init?.headers);
          headers.set('origin', origin);
          return fetch(input, { ...init, headers });
        },
      });
    const source = `widget:pond-quote-form:${Date.now()}`;
    const partnerLead = lead(source, { partner: 'acme-ponds', pageOrigin: 'https://acme-ponds.example' });
    await submitLead(fromOrigin('https://acme-ponds.example'), { ...partnerLead, name: 'Honest Origin' });
    await submitLead(fromOrigin('https://elsewhere.example'), { ...partnerLead, name: 'Claimed Origin' });
    const rows = await sql(
      `select name, partner, page_origin, request_origin, origin_mismatch from public.lead_submissions where source = $1 order by name`,
      [source],
    );
    expect(rows).toEqual([
      {
        name: 'Claimed Origin',
        partner: 'acme-ponds',
        page_origin: 'https://acme-ponds.example',
        request_origin: 'https://elsewhere.example',
        origin_mismatch: true,
      },
      {
        name: 'Honest Origin',
        partner: 'acme-ponds',
        page_origin: 'https://acme-ponds.example',
        request_origin: 'https://acme-ponds.example',
        origin_mismatch: false,
      },
    ]);
  });

  it('lets staff read the partner credit and its mismatch flag', async () => {
    const staff = await clientAs('staff');
    const { data, error } = await staff
      .from('lead_submissions')
      .select('partner, request_origin, origin_mismatch')
      .eq('partner', 'acme-ponds')
      .eq('origin_mismatch', true)
      .limit(1);
    expect(error).toBeNull();
    expect(data).toEqual([
      { partner: 'acme-ponds', request_origin: 'https://elsewhere.example', origin_mismatch: true },
    ]);
  });

  it('keeps a lead whose page origin is not a web address (an app’s web view), flagged when it differs', async () => {
    const anon = await clientAs('anon');
    const source = `widget:pond-quote-form:app:${Date.now()}`;
    await submitLead(anon, lead(source, { partner: 'acme-ponds', pageOrigin: 'capacitor://localhost' }));
    const rows = await sql(
      `select page_origin, origin_mismatch from public.lead_submissions where source = $1`,
      [source],
    );
    expect(rows).toEqual([{ page_origin: 'capacitor://localhost', origin_mismatch: true }]);
  });

  it('rejects a partner id that is not a lower-case slug', async () => {
    const anon = await clientAs('anon');
    const error = await submitLead(anon, lead('test:invalid', { partner: 'Acme Ponds!' })).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ field: 'partner' });
  });

  it.each([
    ['name', { name: 'J' }, 'Name must be at least 2 characters'],
    ['email', { email: 'jo@nowhere' }, 'Please enter a valid email address'],
    ['phone', { phone: '555' }, 'Please enter a valid phone number'],
    ['projectType', { projectType: 'Swimming Pool' }, 'Please select a project type'],
    ['message', { message: 'x'.repeat(2001) }, 'Please keep your message under 2,000 characters'],
    ['location', { location: 'x'.repeat(201) }, 'Please keep the location under 200 characters'],
  ] as const)('the database rejects a bad %s with the form’s message', async (field, overrides, message) => {
    const anon = await clientAs('anon');
    const error = await submitLead(anon, lead('test:invalid', overrides)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PondDataError);
    expect(error).toMatchObject({ message, field });
  });

  it('stores nothing for a rejected request', async () => {
    const [row] = await sql<{ n: string }>(
      `select count(*) as n from public.lead_submissions where source = 'test:invalid'`,
    );
    expect(Number(row!.n)).toBe(0);
  });

  it('records the consent the form showed by its id, and refuses an id the database does not know', async () => {
    const anon = await clientAs('anon');
    const { id } = await submitLead(anon, { ...lead('test:consent'), consentId: CONSENTS.quoteForm.id });
    const [row] = await sql<{ consent_id: string }>(
      'select consent_id from public.lead_submissions where id = $1',
      [id],
    );
    expect(row!.consent_id).toBe(CONSENTS.quoteForm.id);
    await expect(
      submitLead(anon, { ...lead('test:consent-unknown'), consentId: CONSENTS.quoteForm.text.slice(0, 60) }),
    ).rejects.toThrow(
      'This page showed a consent we do not know. Please reload the page and send the form again.',
    );
    expect(await sql(`select 1 from public.lead_submissions where source = 'test:consent-unknown'`)).toEqual(
      [],
    );
  });

  it('fails with "There was an error submitting your request. Please try again." when the database is down', async () => {
    const { createNodePondClient } = await import('../src/node.ts');
    const dead = createNodePondClient({ url: 'http://127.0.0.1:9', key: 'x'.repeat(40) });
    await expect(submitLead(dead, lead('test:down'))).rejects.toThrow(
      'There was an error submitting your request. Please try again.',
    );
  });

  it('keeps every one of 500 concurrent requests, exactly once', async () => {
    const anon = await clientAs('anon');
    const source = `test:concurrent:${Date.now()}`;
    await Promise.all(
      Array.from({ length: 500 }, (_, i) => submitLead(anon, lead(source, { name: `Visitor ${i}` }))),
    );
    const [row] = await sql<{ n: string; names: string }>(
      `select count(*) as n, count(distinct name) as names from public.lead_submissions where source = $1`,
      [source],
    );
    expect(Number(row!.n)).toBe(500);
    expect(Number(row!.names)).toBe(500);
  });
});

describe('submitPondPlan (spec §7 Planner, Planner lead)', () => {
  const form: PlannerForm = {
    pondType: 'koi',
    length: 10,
    width: 8,
    depth: 3,
    state: 'TX',
    sunExposure: 'full-sun',
    budget: '5000-10000',
    timeline: '1-3-months',
    features: 'waterfall',
    name: 'Jo Banks',
    email: 'planner@example.com',
  };

  it('saves the plan with its estimate and a lead summarising it', async () => {
    const anon = await clientAs('anon');
    const result = estimatePondPlan(form);
    expect(await submitPondPlan(anon, { form, result, origin: { source: 'test:planner' } })).toEqual({
      leadSaved: true,
      copyQueued: true,
    });
    const [plan] = await sql(
      `select pond_type, length::float8 as length, cost_estimate_min, cost_estimate_max, features from public.pond_planner_submissions where source = 'test:planner'`,
    );
    expect(plan).toEqual({
      pond_type: 'koi',
      length: 10,
      cost_estimate_min: 3829,
      cost_estimate_max: 6478,
      features: 'waterfall',
    });
    const [planLead] = await sql(
      `select phone, project_type, location, message from public.lead_submissions where source = 'test:planner'`,
    );
    expect(planLead).toEqual({
      phone: 'No phone provided',
      project_type: 'Pond Planner: koi',
      location: 'TX',
      message:
        'Pond plan: koi pond, 10 ft x 8 ft x 3 ft deep. Budget: $5,000 - $10,000. Timeline: 1-3 Months. Features: waterfall. State: TX.',
    });
  });

  it('fails with the spec text when the plan cannot be saved, and saves no lead', async () => {
    const anon = await clientAs('anon');
    const bad = { ...form, depth: 0.1 };
    await expect(
      submitPondPlan(anon, {
        form: bad,
        result: estimatePondPlan(bad),
        origin: { source: 'test:planner-bad' },
      }),
    ).rejects.toThrow('There was a problem saving your information. Please try again.');
    const [row] = await sql<{ n: string }>(
      `select count(*) as n from public.lead_submissions where source = 'test:planner-bad'`,
    );
    expect(Number(row!.n)).toBe(0);
  });

  it('goes on when only the lead fails, and logs it (spec §8)', async () => {
    // The plan passes the hourly limit (no plan from this address yet); its lead does not (a request
    // from this address already came this hour, and the limit is one): the plan is saved, the lead is not.
    const anon = await clientAs('anon');
    const long = { ...form, email: `lead-fails-${Date.now()}@example.com` };
    await sql(
      `insert into public.lead_submissions (name, email, phone, project_type, source) values ('Jo', $1, '5125550100', 'Other', 'test:earlier')`,
      [long.email],
    );
    await setLeadLimits(1, 100_000);
    const logged: string[] = [];
    const outcome = await submitPondPlan(anon, {
      form: long,
      result: estimatePondPlan(long),
      origin: { source: 'test:planner-lead-fails' },
      log: (message) => logged.push(message),
    });
    expect(outcome).toEqual({ leadSaved: false, copyQueued: true });
    expect(logged).toEqual(['The planner lead could not be saved']);
    const [counts] = await sql<{ plans: string; leads: string }>(
      `select (select count(*) from public.pond_planner_submissions where source = 'test:planner-lead-fails') as plans,
              (select count(*) from public.lead_submissions where source = 'test:planner-lead-fails') as leads`,
    );
    expect(counts).toEqual({ plans: '1', leads: '0' });
    await setLeadLimits(100_000, 100_000);
  });

  it('queues the emailed copy with the plan, in the outbox staff can read and visitors cannot', async () => {
    const anon = await clientAs('anon');
    const email = `copy-${Date.now()}@example.com`;
    const mine = { ...form, email };
    await submitPondPlan(anon, {
      form: mine,
      result: estimatePondPlan(mine),
      origin: { source: 'test:copy' },
    });
    const [plan] = await sql<{ id: string }>(
      `select id::text from public.pond_planner_submissions where email = $1`,
      [email],
    );
    const queued = await sql(
      `select template, to_name, status, attempts, payload ->> 'plan_id' as plan_id from public.email_outbox where to_email = $1`,
      [email],
    );
    expect(queued).toEqual([
      { template: 'planner-copy', to_name: 'Jo Banks', status: 'queued', attempts: 0, plan_id: plan!.id },
    ]);
    const visitor = await anon.from('email_outbox').select('id').eq('to_email', email);
    expect(visitor.error?.code).toBe('42501');
    const signedIn = await (
      await clientAs('authenticated')
    )
      .from('email_outbox')
      .select('id')
      .eq('to_email', email);
    expect(signedIn.data).toEqual([]);
    const staff = await (
      await clientAs('staff')
    )
      .from('email_outbox')
      .select('template')
      .eq('to_email', email);
    expect(staff.data).toEqual([{ template: 'planner-copy' }]);
    const write = await anon
      .from('email_outbox')
      .insert({ template: 'planner-copy', to_email: 'x@example.com' });
    expect(write.error?.code).toBe('42501');
  });

  it('queues at most three copies to one address a day, still saving the plan, and says so', async () => {
    const anon = await clientAs('anon');
    const email = `many-${Date.now()}@example.com`;
    const mine = { ...form, email };
    const outcomes = [];
    for (let i = 0; i < 4; i++) {
      outcomes.push(
        await submitPondPlan(anon, {
          form: mine,
          result: estimatePondPlan(mine),
          origin: { source: 'test:many' },
        }),
      );
    }
    expect(outcomes.map((outcome) => outcome.copyQueued)).toEqual([true, true, true, false]);
    const [counts] = await sql<{ plans: string; copies: string }>(
      `select (select count(*) from public.pond_planner_submissions where email = $1) as plans,
              (select count(*) from public.email_outbox where to_email = $1) as copies`,
      [email],
    );
    expect(counts).toEqual({ plans: '4', copies: '3' });
  });

  it('queues only so many copies a day from one network address, recording the address', async () => {
    const anon = await clientAs('anon');
    const [today] = await sql<{ n: number }>(
      // As submit_pond_plan counts them: the plan copies only, not another file's mail from this address.
      `select count(*)::int as n from public.email_outbox
        where template = 'planner-copy' and client_address = '127.0.0.1' and created_at > now() - interval '1 day'`,
    );
    await setPlannerCopiesPerCaller(today!.n + 1);
    try {
      const outcomes = [];
      for (const name of ['first', 'second']) {
        const mine = { ...form, email: `${name}-caller-${Date.now()}@example.com` };
        outcomes.push(
          await submitPondPlan(anon, {
            form: mine,
            result: estimatePondPlan(mine),
            origin: { source: 'test:caller' },
          }),
        );
      }
      expect(outcomes.map((outcome) => outcome.copyQueued)).toEqual([true, false]);
      const rows = await sql(
        `select o.client_address from public.email_outbox o
           join public.pond_planner_submissions p on p.id = (o.payload ->> 'plan_id')::uuid
          where p.source = 'test:caller'`,
      );
      expect(rows).toEqual([{ client_address: '127.0.0.1' }]);
    } finally {
      await setPlannerCopiesPerCaller(100_000);
    }
  });

  it('lets simultaneous plans for one address queue no more copies than the limit', async () => {
    const anon = await clientAs('anon');
    const email = `together-${Date.now()}@example.com`;
    const mine = { ...form, email };
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () =>
        submitPondPlan(anon, {
          form: mine,
          result: estimatePondPlan(mine),
          origin: { source: 'test:together' },
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.copyQueued)).toHaveLength(3);
    const [copies] = await sql<{ n: number }>(
      `select count(*)::int as n from public.email_outbox where to_email = $1`,
      [email],
    );
    expect(copies!.n).toBe(3);
  });

  it('credits the partner of an embedded planner on the plan and its lead', async () => {
    const anon = await clientAs('anon');
    const email = `partner-${Date.now()}@example.com`;
    const mine = { ...form, email };
    await submitPondPlan(anon, {
      form: mine,
      result: estimatePondPlan(mine),
      origin: { source: 'widget:pond-planner', partner: 'acme-ponds', pageOrigin: 'https://acme.example' },
    });
    const rows = await sql(
      `select 'plan' as kind, partner, page_origin from public.pond_planner_submissions where email = $1
       union all select 'lead', partner, page_origin from public.lead_submissions where email = $1 order by kind`,
      [email],
    );
    expect(rows).toEqual([
      { kind: 'lead', partner: 'acme-ponds', page_origin: 'https://acme.example' },
      { kind: 'plan', partner: 'acme-ponds', page_origin: 'https://acme.example' },
    ]);
  });
});

describe('the rate limit on quote requests (spam defence)', () => {
  it('refuses a sixth request from one email within the hour, with a clear message', async () => {
    await setLeadLimits(5, 100_000);
    const anon = await clientAs('anon');
    const email = `limit-${Date.now()}@example.com`;
    for (let i = 0; i < 5; i++) await submitLead(anon, lead('test:limit', { email }));
    const error = await submitLead(anon, lead('test:limit', { email: email.toUpperCase() })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PondDataError);
    expect((error as Error).message).toBe(
      'Too many requests from this email address. Please try again in an hour.',
    );
    const [row] = await sql<{ n: string }>(
      `select count(*) as n from public.lead_submissions where lower(email) = $1`,
      [email],
    );
    expect(Number(row!.n)).toBe(5);
  });

  it('refuses requests beyond the limit from one network address, and records the address', async () => {
    const [{ n: before }] = (await sql<{ n: string }>(
      `select count(*) as n from public.lead_submissions where client_address = '127.0.0.1' and created_at > now() - interval '1 hour'`,
    )) as [{ n: string }];
    await setLeadLimits(100_000, Number(before) + 1);
    const anon = await clientAs('anon');
    await submitLead(anon, lead('test:limit-address', { email: `a-${Date.now()}@example.com` }));
    await expect(
      submitLead(anon, lead('test:limit-address', { email: `b-${Date.now()}@example.com` })),
    ).rejects.toThrow('Too many requests from your network. Please wait a while and try again.');
  });

  it('does not limit staff tools or the database owner', async () => {
    await setLeadLimits(1, 1);
    const email = `owner-${Date.now()}@example.com`;
    for (let i = 0; i < 3; i++) {
      await sql(
        `insert into public.lead_submissions (name, email, phone, project_type) values ('Owner', $1, '5125550100', 'Other')`,
        [email],
      );
    }
    const [row] = await sql<{ n: string }>(
      `select count(*) as n from public.lead_submissions where email = $1`,
      [email],
    );
    expect(Number(row!.n)).toBe(3);
    await setLeadLimits(100_000, 100_000);
  });
});
