import { decodeJwt } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { submitLead, type PondClient } from '../src/index.ts';
import { clientAs } from './clients.ts';
import { approvedPartner, signedIn } from './partner-clients.ts';
import { liftLeadLimitsForThisFile, sql } from './sql.ts';

// The write matrix: for every table and view PostgREST exposes — read from its own OpenAPI
// answer, so a new relation is covered without editing this file — and for every role a caller can
// be, try INSERT, UPDATE and DELETE exactly as PostgREST runs them (the role and the JWT's claims set
// in a transaction), then roll back. A write "gets through" when it passes the privileges and the
// row-level security and reaches the rows (it changes rows, or only a constraint stops it).

liftLeadLimitsForThisFile();
const stamp = Date.now();
type Who = 'anon' | 'homeowner' | 'staff' | 'partnerA' | 'partnerB' | 'suspended' | 'builder';
const WHO: readonly Who[] = ['anon', 'homeowner', 'staff', 'partnerA', 'partnerB', 'suspended', 'builder'];
type Operation = 'insert' | 'update' | 'delete';
const OPERATIONS: readonly Operation[] = ['insert', 'update', 'delete'];

/** The only writes any API role has: everything else is refused. */
const ALLOWED: Partial<Record<string, Partial<Record<Who, readonly Operation[]>>>> = {
  // A quote request is an insert by whoever is on the page (a signed-in account included).
  lead_submissions: {
    anon: ['insert'],
    homeowner: ['insert'],
    partnerA: ['insert'],
    partnerB: ['insert'],
    suspended: ['insert'],
    builder: ['insert'],
    // Staff mark a request contacted.
    staff: ['insert', 'update'],
  },
  // Staff import and correct builders, and mark a chosen builder contacted.
  contractors: { staff: ['insert', 'update'] },
  contractor_emails: { staff: ['insert', 'update'] },
  lead_routes: { staff: ['update'] },
  // builder_accounts, builder_claims, contractor_changes and contractor_photos are written by
  // their functions only (claims, complete_builder_claim, update_my_listing, revert_listing_change, the
  // photo functions): no API role writes them.
};

const ids = {
  partnerA: `wm-a-${stamp}`,
  partnerB: `wm-b-${stamp}`,
  suspended: `wm-s-${stamp}`,
};
const claims = {} as Record<Who, Record<string, unknown>>;
let suspendedClient: PondClient;
let relations: string[] = [];
let builderId = '';

async function partnerClaims(id: string): Promise<Record<string, unknown>> {
  const email = `${id}@write-matrix.example`;
  await approvedPartner(id, email);
  const client = await signedIn(email);
  if (id === ids.suspended) suspendedClient = client;
  const token = (await client.auth.getSession()).data.session?.access_token;
  if (!token) throw new Error(`no session for ${email}`);
  return decodeJwt(token);
}

beforeAll(async () => {
  const stack = inject('stack');
  claims.anon = { role: 'anon' };
  claims.homeowner = decodeJwt(stack.userToken);
  claims.staff = decodeJwt(stack.staffToken);
  claims.partnerA = await partnerClaims(ids.partnerA);
  claims.partnerB = await partnerClaims(ids.partnerB);
  claims.suspended = await partnerClaims(ids.suspended);
  await (
    await clientAs('staff')
  ).rpc('set_partner_status', {
    p_partner: ids.suspended,
    p_status: 'suspended',
    p_reason: 'The write matrix checks what a suspended partner may do',
  });

  // Every relation has a row to try writes with.
  await submitLead(await clientAs('anon'), {
    name: 'Matrix Homeowner',
    email: `wm-home-${stamp}@example.com`,
    phone: '5125550100',
    projectType: 'Other',
    source: 'widget:pond-quote-form',
    partner: ids.partnerA,
  });
  const [lead] = await sql<{ id: string }>('select id from public.lead_submissions where email = $1', [
    `wm-home-${stamp}@example.com`,
  ]);
  const [builder] = await sql<{ id: string }>('select id from public.contractors order by id limit 1');
  await sql(
    `insert into public.lead_routes (lead_id, contractor_id, slot, consent_text, delivery)
     values ($1, $2, 1, 'The write matrix chose this builder', 'email')`,
    [lead!.id, builder!.id],
  );
  await sql(
    `insert into public.contractor_emails (contractor_id, email) values ($1, $2) on conflict do nothing`,
    [builder!.id, `wm-builder-${stamp}@example.com`],
  );
  // A builder who claimed that listing, and one change of it, by its own function.
  await sql(
    `insert into public.builder_claims (contractor_id, kind, email, status) values ($1, 'review', $2, 'approved')`,
    [builder!.id, `wm-builder-${stamp}@example.com`],
  );
  const builderClient = await signedIn(`wm-builder-${stamp}@example.com`);
  const { error: claimError } = await builderClient.rpc('complete_builder_claim');
  if (claimError) throw claimError;
  await builderClient.auth.refreshSession();
  const { error: changeError } = await builderClient.rpc('update_my_listing', {
    p_changes: { hours: 'The write matrix keeps these hours' },
  });
  if (changeError) throw changeError;
  claims.builder = decodeJwt((await builderClient.auth.getSession()).data.session!.access_token);
  // One verified check of that listing, as staff leave it.
  await sql(
    `insert into public.builder_checks (contractor_id, kind, number, authority, coverage_amount, expires_on, status, outcome, source_url, checked_at, valid_until)
     values ($1, 'insurance', 'GL-1', 'Matrix Mutual', 1000000, current_date + 100, 'verified', 'in force', 'https://matrix.example', now(), current_date + 100)`,
    [builder!.id],
  );
  // The builder's quote on the request, one message each way, and the homeowner's report of the thread.
  await sql(
    `insert into public.request_quotes (lead_id, contractor_id, revision, total) values ($1, $2, 1, 18500)`,
    [lead!.id, builder!.id],
  );
  // The builder flagged that request (it could not reach the homeowner); staff have not decided.
  await sql(
    `insert into public.request_flags (lead_id, contractor_id, reason) values ($1, $2, 'could_not_reach')`,
    [lead!.id, builder!.id],
  );
  await sql(
    `insert into public.request_messages (lead_id, contractor_id, author, body)
     values ($1, $2, 'homeowner', 'Is the pump included?'), ($1, $2, 'builder', 'Yes.')`,
    [lead!.id, builder!.id],
  );
  await sql(
    `insert into public.request_thread_reports (lead_id, contractor_id, reported_by) values ($1, $2, 'homeowner')`,
    [lead!.id, builder!.id],
  );
  // One site photo of the request, ready.
  await sql(
    `insert into public.request_photos (id, lead_id, position, file_type, original_bytes, status, width, height)
     values (gen_random_uuid(), $1, 1, 'heic', 2048, 'ready', 1600, 1200)`,
    [lead!.id],
  );
  // One review of that listing by the matrix's homeowner, one report of it and one staff decision,
  // as their functions leave them.
  const [review] = await sql<{ id: string }>(
    `insert into public.reviews (lead_id, contractor_id, stars, title, body, hired, project_type, first_name, city, request_month)
     values ($1, $2, 4, 'The matrix review', repeat('A fair pond builder. ', 4), true, 'Other', 'Matrix', 'Austin', date_trunc('month', now()))
     returning id`,
    [lead!.id, builder!.id],
  );
  await sql(`insert into public.review_reports (review_id, reason) values ($1, 'other')`, [review!.id]);
  await sql(
    `insert into public.review_moderation_log (review_id, action, note, by_email) values ($1, 'kept', 'Within the guidelines', 'staff@example.com')`,
    [review!.id],
  );
  // One shown photo of that listing, as the job queue leaves it.
  await sql(
    `insert into public.contractor_photos (id, contractor_id, caption, project_type, city, file_type, original_bytes, status)
     values (gen_random_uuid(), $1, 'The write matrix''s pond', 'Koi Pond Construction', 'Austin', 'jpeg', 1, 'ready')`,
    [builder!.id],
  );
  builderId = builder!.id;
  await sql(`insert into public.partner_sites (partner_id, origin) values ($1, $2)`, [
    ids.partnerA,
    `https://${ids.partnerA}.example`,
  ]);
  await sql(`insert into public.partner_webhooks (partner_id, url, secret) values ($1, $2, 'whsec_matrix')`, [
    ids.partnerA,
    `https://${ids.partnerA}.example/hooks`,
  ]);
  await sql(
    `insert into public.webhook_deliveries (partner_id, event, data) values ($1, 'request.created', '{}')`,
    [ids.partnerA],
  );
  await sql(
    `insert into public.widget_loads (day, origin, partner, widget, kit_version, loads)
     values (current_date, $1, $2, 'pond-quote-form', '1.6.0', 1)`,
    [`https://${ids.partnerA}.example`, ids.partnerA],
  );
  await sql(`insert into public.partner_statements (partner_id, month) values ($1, date '2026-10-01')`, [
    ids.partnerA,
  ]);
  await (
    await clientAs('anon')
  ).rpc('save_pond_plan', {
    p_plan: {
      name: 'Matrix Homeowner',
      email: `wm-home-${stamp}@example.com`,
      pond_type: 'koi',
      length: 10,
      width: 8,
      depth: 3,
      state: 'TX',
      sun_exposure: 'full-sun',
      budget: 'not-sure',
      timeline: 'planning-only',
      cost_estimate_min: 4200,
      cost_estimate_max: 7800,
      source: 'widget:pond-planner',
      partner: ids.partnerA,
    },
  });

  // The relations PostgREST serves, as its OpenAPI answer lists them to the service role.
  const response = await fetch(`${stack.url}/rest/v1/`, {
    headers: {
      apikey: stack.serviceRoleKey,
      authorization: `Bearer ${stack.serviceRoleKey}`,
      accept: 'application/openapi+json',
    },
  });
  const openapi = (await response.json()) as { definitions: Record<string, unknown> };
  relations = Object.keys(openapi.definitions).sort();
});

afterAll(async () => {
  await sql(`delete from public.reviews where title = 'The matrix review'`);
  await sql('delete from public.lead_submissions where email = $1', [`wm-home-${stamp}@example.com`]);
  await sql('delete from public.pond_planner_submissions where email = $1', [`wm-home-${stamp}@example.com`]);
  await sql('delete from public.email_outbox where to_email = $1', [`wm-home-${stamp}@example.com`]);
  await sql('delete from public.contractor_emails where email = $1', [`wm-builder-${stamp}@example.com`]);
  await sql('delete from public.contractor_changes where contractor_id = $1', [builderId]);
  await sql('update public.contractors set hours = null where id = $1', [builderId]);
  await sql('delete from public.builder_claims where email = $1', [`wm-builder-${stamp}@example.com`]);
  await sql('delete from auth.users where email = $1', [`wm-builder-${stamp}@example.com`]);
  await sql('delete from public.widget_loads where partner like $1', [`wm-_-${stamp}`]);
  await sql('delete from public.partner_applications where partner_id like $1', [`wm-_-${stamp}`]);
  await sql('delete from public.partners where id like $1', [`wm-_-${stamp}`]);
  await sql('delete from auth.users where email like $1', [`wm-_-${stamp}@write-matrix.example`]);
});

type Outcome = 'refused' | 'gets through';

/** Sets the API role and the JWT's claims as PostgREST does, for the transaction under way. */
async function actAs(client: pg.Client, who: Who): Promise<void> {
  await client.query(`set local role ${who === 'anon' ? 'anon' : 'authenticated'}`);
  await client.query(
    `select set_config('request.jwt.claims', $1, true), set_config('request.headers', '{}', true)`,
    [JSON.stringify(claims[who])],
  );
}

/** Runs one statement as `who` in a transaction rolled back after; a refusal is thrown as Postgres gave it. */
async function asRole<T>(who: Who, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: inject('stack').dbUrl });
  await client.connect();
  try {
    await client.query('begin');
    await actAs(client, who);
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.query('rollback').catch(() => {});
    await client.end();
  }
}

/** 42501: no privilege, or refused by row-level security. */
const isRefusal = (error: unknown) => (error as { code?: string }).code === '42501';

/**
 * Runs one write as `who` inside a transaction that is always rolled back: the role and claims set as
 * PostgREST sets them. INSERT copies an existing row's values into the columns the role may insert;
 * UPDATE sets the first column the role may update to a row's own value, on every row it may reach;
 * DELETE deletes every row it may reach.
 */
async function attempt(who: Who, relation: string, operation: Operation): Promise<Outcome> {
  const client = new pg.Client({ connectionString: inject('stack').dbUrl });
  await client.connect();
  try {
    const table = `public.${pg.escapeIdentifier(relation)}`;
    const [sample] = (
      await client.query<{ row: Record<string, unknown> }>(
        `select to_jsonb(t) as row from ${table} t limit 1`,
      )
    ).rows;
    // A view of the caller's own rows shows the owner nothing: its writes are tried with empty values,
    // which reach the base table's constraints only if the view let them through.
    const isView = (
      await client.query(`select 1 from pg_views where schemaname = 'public' and viewname = $1`, [relation])
    ).rowCount;
    if (!sample && !isView)
      throw new Error(`${relation} has no row to try writes with: add one to this test's fixture`);
    const values = sample?.row ?? {};
    const role = who === 'anon' ? 'anon' : 'authenticated';
    const privilege = operation.toUpperCase();
    const columns = (
      await client.query<{ name: string }>(
        `select a.attname as name from pg_attribute a
          where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = '' and a.attidentity <> 'a'
            and has_column_privilege($2, a.attrelid, a.attnum, $3)
            and ($3 = 'SELECT' or pg_column_is_updatable(a.attrelid, a.attnum, false))
          order by a.attnum`,
        [table, role, privilege === 'DELETE' ? 'SELECT' : privilege],
      )
    ).rows.map((row) => pg.escapeIdentifier(row.name));
    const statement = {
      insert: `insert into ${table} (${columns.join(', ')})
               select ${columns.join(', ')} from jsonb_populate_record(null::${table}, $1)`,
      update: `update ${table} set ${columns[0]} = (jsonb_populate_record(null::${table}, $1)).${columns[0]}`,
      delete: `delete from ${table}`,
    }[operation];
    if (operation !== 'delete' && columns.length === 0) return 'refused';
    await client.query('begin');
    try {
      await actAs(client, who);
      const result = await client.query(statement, operation === 'delete' ? [] : [values]);
      return (result.rowCount ?? 0) > 0 ? 'gets through' : 'refused';
    } catch (error) {
      const code = (error as { code?: string }).code;
      // 42501: no privilege or refused by row-level security; 0A000/55000: a view that cannot be written.
      if (code === '42501' || code === '0A000' || code === '55000') return 'refused';
      return 'gets through';
    } finally {
      await client.query('rollback');
    }
  } finally {
    await client.end();
  }
}

describe('the write matrix: every relation the API exposes × every role × insert, update, delete', () => {
  it('covers the relations PostgREST lists, read models included', () => {
    expect(relations).toEqual(
      expect.arrayContaining(['lead_submissions', 'partner_requests', 'partner_figures']),
    );
  });

  it('lets each role write exactly what it must, and nothing else', async () => {
    const unexpected: string[] = [];
    for (const relation of relations) {
      for (const who of WHO) {
        for (const operation of OPERATIONS) {
          const expected: Outcome = ALLOWED[relation]?.[who]?.includes(operation)
            ? 'gets through'
            : 'refused';
          const outcome = await attempt(who, relation, operation);
          if (outcome !== expected)
            unexpected.push(`${who} ${operation} ${relation}: ${outcome}, expected ${expected}`);
        }
      }
    }
    expect(unexpected).toEqual([]);
  }, 180_000);
});

describe('a suspended partner', () => {
  it('reads nothing of its own', async () => {
    await submitLead(await clientAs('anon'), {
      name: 'Matrix Homeowner',
      email: `wm-home-${stamp}@example.com`,
      phone: '5125550100',
      projectType: 'Other',
      source: 'widget:pond-quote-form',
      partner: ids.suspended,
    });
    for (const relation of [
      'partners',
      'partner_requests',
      'partner_figures',
      'partner_campaigns',
      'partner_sites',
    ] as const) {
      const { data, error } = await suspendedClient.from(relation as 'partners').select('*');
      expect(error, relation).toBeNull();
      expect(data, relation).toEqual([]);
    }
  });

  it('calls no partner function', async () => {
    for (const [name, args] of [
      ['add_partner_site', { p_origin: `https://${ids.suspended}.example` }],
      ['set_partner_webhook', { p_url: `https://${ids.suspended}.example/hooks` }],
      ['rotate_partner_webhook_secret', {}],
    ] as const) {
      const { error } = await suspendedClient.rpc(name, args as never);
      expect(error, name).not.toBeNull();
    }
    expect(await sql('select 1 from public.partner_sites where partner_id = $1', [ids.suspended])).toEqual(
      [],
    );
  });
});

// Consent texts, signed form starts and confirmations: who may read consent_texts, and who may call
// start_quote_form and confirm_request (the private helpers are not in the API schema at all).
describe('consent texts, form starts and confirmations: who may read and call', () => {
  // Any answer but a refusal (a refused link, say) means the call itself was allowed.
  const run = (who: Who, text: string, values: unknown[] = []): Promise<'ok' | 'refused'> =>
    asRole(who, text, values).then(
      () => 'ok',
      (error: unknown) => (isRefusal(error) ? 'refused' : 'ok'),
    );

  it('everyone reads the consent texts; nobody writes them (the write matrix above)', async () => {
    for (const who of WHO)
      expect(await run(who, 'select id, text from public.consent_texts'), who).toBe('ok');
  });

  it('everyone may call start_quote_form and confirm_request; no API role may call the private helpers', async () => {
    for (const who of WHO) {
      expect(await run(who, 'select public.start_quote_form()'), who).toBe('ok');
      expect(
        await run(who, 'select * from public.confirm_request($1, 1, $2)', [
          '00000000-0000-4000-8000-000000000000',
          'x',
        ]),
        who,
      ).toBe('ok');
      for (const helper of [
        'private.client_address()',
        "private.link_signature('x')",
        "private.confirm_link('00000000-0000-4000-8000-000000000000')",
        'private.sites_due_for_recheck()',
        'private.enforce_hourly_limits(0, 0)',
      ])
        expect(await run(who, `select ${helper}`), `${who} ${helper}`).toBe('refused');
    }
  });
});

// The data pages' functions: the Worker renders data pages with the anon key, so everyone may call what
// they read (all of it public: builders' names and addresses); nobody may call the purge trigger's function.
describe('the data pages’ functions: who may call them', () => {
  const call = (who: Who, text: string): Promise<'ok' | 'refused'> =>
    asRole(who, text).then(
      () => 'ok',
      (error: unknown) => {
        if (isRefusal(error)) return 'refused';
        throw error;
      },
    );

  it('everyone may call the sitemap and city-list functions; no API role may call private.queue_page_purge', async () => {
    for (const who of WHO) {
      for (const text of [
        "select * from public.city_builders('Austin', 'TX')",
        'select * from public.sitemap_states()',
        "select * from public.sitemap_state_cities('TX')",
        "select * from public.sitemap_state_builders('TX') limit 1",
      ])
        expect(await call(who, text), `${who}: ${text}`).toBe('ok');
      expect(await call(who, 'select private.queue_page_purge()'), who).toBe('refused');
    }
  });
});

// Builders' accounts, claims, listing changes, checks, photos and reviews, partners' statements and the
// job policy: who may read and who may call.
describe('builders’ relations and functions, statements and the job policy: who may read and call', () => {
  // A function a role may not call is a failure of this test, not a refusal to count.
  const as = <T>(who: Who, text: string, values: unknown[] = []): Promise<T[] | 'refused'> =>
    asRole<T>(who, text, values).catch((error: unknown) => {
      if (isRefusal(error) && !/permission denied for function/.test((error as Error).message))
        return 'refused' as const;
      throw error;
    });
  const count = async (who: Who, relation: string) => {
    const rows = await as<{ n: string }>(who, `select count(*) as n from public.${relation}`);
    return rows === 'refused' ? 'refused' : Number(rows[0]!.n);
  };

  it('only staff read claims; a builder reads their own account and their listing’s changes, staff all', async () => {
    for (const who of WHO) {
      const claimsSeen = await count(who, 'builder_claims');
      expect(claimsSeen === 'refused' || claimsSeen === 0 || who === 'staff', `${who} claims`).toBe(true);
      const changes = await as<{ contractor_id: string }>(
        who,
        'select contractor_id from public.contractor_changes',
      );
      if (who === 'builder') expect(changes).not.toEqual([]);
      if (who === 'builder' && changes !== 'refused')
        expect(changes.every((row) => row.contractor_id === builderId)).toBe(true);
      if (who !== 'builder' && who !== 'staff')
        expect(changes === 'refused' || changes.length === 0, who).toBe(true);
      const accounts = await count(who, 'builder_accounts');
      expect(
        who === 'builder' ? accounts === 1 : who === 'staff' || accounts === 'refused' || accounts === 0,
        who,
      ).toBe(true);
    }
    expect(await count('staff', 'builder_claims')).toBeGreaterThan(0);
  });

  /** Whether the role may call at all (PostgreSQL's 'permission denied for function'), whatever the function says. */
  const mayCall = async (who: Who, text: string) => {
    try {
      await as(who, text);
      return true;
    } catch (error) {
      return !/permission denied for function/.test((error as Error).message);
    }
  };
  const refusedBy = async (who: Who, text: string) =>
    as(who, text).then(
      (rows) => rows,
      (error: { hint?: string; message: string }) =>
        error.hint ?? (/permission denied for function/.test(error.message) ? 'cannot call' : error.message),
    );

  it('anyone may ask about a listing and claim it; only signed-in accounts complete claims or change listings', async () => {
    for (const who of WHO) {
      expect(await mayCall(who, `select * from public.claim_listing_info('${builderId}')`), who).toBe(true);
      expect(
        await mayCall(who, `select public.request_claim_review('${builderId}', 'x', 'x', '', '', '')`),
        who,
      ).toBe(true);
      expect(
        await mayCall(who, `select public.claim_listing_by_email('${builderId}', 'x@example.com')`),
        who,
      ).toBe(true);
      // A profile's response time, one builder at a time.
      expect(await mayCall(who, `select * from public.contractor_response_time('${builderId}')`), who).toBe(
        true,
      );
      // The homeowner's request page: anyone may call; the link's signature decides.
      expect(
        await mayCall(who, "select public.request_page('00000000-0000-4000-8000-000000000000', 1, 'x')"),
        who,
      ).toBe(true);
      // The project page's acts: anyone may call; the link's signature decides.
      for (const text of [
        "select public.choose_builder('00000000-0000-4000-8000-000000000000', 1, 'x', gen_random_uuid())",
        "select public.close_request('00000000-0000-4000-8000-000000000000', 1, 'x')",
        "select public.send_project_message('00000000-0000-4000-8000-000000000000', 1, 'x', gen_random_uuid(), 'x')",
        "select public.report_project_thread('00000000-0000-4000-8000-000000000000', 1, 'x', gen_random_uuid())",
        "select * from public.add_builders('00000000-0000-4000-8000-000000000000', 1, 'x', '{}'::uuid[], 'x')",
      ])
        expect(await refusedBy(who, text), `${who}: ${text}`).toBe('withdraw_link_invalid');
      // Site photos: anyone may call; the request's choice token decides, then the signature.
      for (const text of [
        'select public.request_photos_left(gen_random_uuid(), gen_random_uuid())',
        "select public.add_request_photo(gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), 'jpeg', 1)",
      ])
        expect(await refusedBy(who, text), `${who}: ${text}`).toBe('lead_choice_closed');
      expect(await mayCall(who, "select public.request_photo_allowed(gen_random_uuid(), 1, 'x')"), who).toBe(
        true,
      );
      // A quote's PDF: anyone may ask for the file of a signed address (the signature decides).
      expect(
        await mayCall(who, "select public.quote_file_key(gen_random_uuid(), gen_random_uuid(), 1, 'x')"),
        who,
      ).toBe(true);
      for (const text of [
        'select public.complete_builder_claim()',
        `select public.update_my_listing('{}'::jsonb)`,
        'select * from public.builder_requests()',
        "select public.mark_request('00000000-0000-4000-8000-000000000000', 'contacted')",
        "select public.send_quote('00000000-0000-4000-8000-000000000000', 100)",
        "select public.send_builder_message('00000000-0000-4000-8000-000000000000', 'x')",
        "select public.report_builder_thread('00000000-0000-4000-8000-000000000000')",
        'select public.set_listing_pause(false)',
        "select public.set_request_mail('each')",
        "select public.submit_my_check('insurance', '', 'x', '', 'x', 1000000, current_date + 1)",
        "select public.decide_check(gen_random_uuid(), false, '', 'x')",
        "select public.attach_my_certificate(gen_random_uuid(), 'x', 'pdf', 1)",
        'select public.certificate_key(gen_random_uuid())',
        'select public.may_attach_certificate(gen_random_uuid())',
        "select public.add_my_photo(gen_random_uuid(), 'x', 'Koi Pond Construction', 'x', 'jpeg', 1)",
        "select public.update_my_photo(gen_random_uuid(), 'x', 'Koi Pond Construction', 'x')",
        "select public.reorder_my_photos('{}'::uuid[])",
        'select public.delete_my_photo(gen_random_uuid())',
        "select public.set_photo_hidden(gen_random_uuid(), false, '')",
        'select * from public.my_response_time()',
        'select * from public.my_funnel()',
        'select * from public.builder_accounts_overview()',
        "select public.decide_builder_claim(gen_random_uuid(), false, 'x')",
        'select public.note_my_sign_in()',
        'select * from public.my_photo_allowance()',
        "select public.allow_listing_name(gen_random_uuid(), 'x')",
      ])
        expect(await mayCall(who, text), `${who}: ${text}`).toBe(who !== 'anon');
      for (const helper of [
        "private.limit_act('review', 'x', 'x', 'x')",
        "private.count_claim(gen_random_uuid(), 'claim-listing')",
        'private.note_builder_network(gen_random_uuid())',
        'private.is_own_request(gen_random_uuid(), gen_random_uuid())',
        'private.review_earned(gen_random_uuid(), gen_random_uuid())',
        "private.carries_badge('x')",
        "private.phone_key('x')",
        "private.identifies_network('x')",
        'private.claim_approval_days()',
        'private.own_network_days()',
        "private.purge_reach('{}'::jsonb, '{}'::jsonb)",
        'private.take_pending_purges()',
        'private.note_own_route()',
        `private.apply_listing_changes('${builderId}', '{}'::jsonb, 'staff')`,
        'private.queue_route_purge()',
        'private.refuse_paused_routes()',
        'private.my_listing()',
        'private.queue_builder_digests()',
        'private.expire_checks()',
        "private.refresh_verification('{}'::uuid[])",
        "private.check_valid_until('licence', current_date, null)",
        "private.state_licenses_ponds('OR')",
        'private.refresh_verification_of_moves()',
        'private.limit_waiting_checks()',
        'private.end_past_pauses()',
        'private.hold_for_digest()',
        'private.photo_processed(gen_random_uuid(), 1, 1, 1)',
        "private.photo_rejected(gen_random_uuid(), 'x')",
        'private.queue_photo_work()',
        'private.refresh_cover_photos()',
        'private.mail_requests_to_account()',
        'private.follow_zip(null, null)',
        'private.response_figures()',
        'private.response_time_min_contacted()',
        'private.keep_account_email()',
        "private.record_quote(gen_random_uuid(), gen_random_uuid(), 1, '[]'::jsonb, null, null, null)",
        'private.latest_quotes(gen_random_uuid())',
        'private.thread(gen_random_uuid(), gen_random_uuid())',
        "private.post_message(gen_random_uuid(), gen_random_uuid(), 'homeowner', 'x')",
        "private.project_lead(gen_random_uuid(), 1, 'x')",
        "private.tell_builders_decided(gen_random_uuid(), '{}'::uuid[])",
        'private.queue_waiting_offers()',
        "private.answer_due(now(), 'TX')",
        'private.lead_taking_photos(gen_random_uuid(), gen_random_uuid())',
        'private.request_photo_signature(gen_random_uuid(), 1)',
        'private.request_photo_links(gen_random_uuid())',
        'private.request_photo_processed(gen_random_uuid(), 1, 1, 1)',
        "private.request_photo_rejected(gen_random_uuid(), 'x')",
        'private.queue_request_photo_work()',
        'private.quote_file_signature(gen_random_uuid(), gen_random_uuid(), 1)',
        'private.quote_file_link(gen_random_uuid(), gen_random_uuid())',
      ])
        expect(await mayCall(who, `select ${helper}`), `${who} ${helper}`).toBe(false);
    }
  });

  it('only staff decide claims, revert changes and see builders’ figures; a builder reads only their own', async () => {
    for (const who of WHO) {
      const outcome = await refusedBy(who, 'select public.revert_listing_change(0)');
      expect(outcome, who).toBe(
        who === 'staff' ? 'change_not_found' : who === 'anon' ? 'cannot call' : 'refused',
      );
      const decided = await refusedBy(who, "select public.decide_builder_claim(gen_random_uuid(), true, '')");
      expect(decided, who).toBe(
        who === 'staff' ? 'claim_not_pending' : who === 'anon' ? 'cannot call' : 'refused',
      );
      const allowed = await refusedBy(
        who,
        "select public.allow_listing_name(gen_random_uuid(), 'Verified Ponds')",
      );
      expect(allowed, who).toBe(
        who === 'staff' ? 'claim_no_listing' : who === 'anon' ? 'cannot call' : 'refused',
      );
      const allowance = await refusedBy(who, 'select photos_left from public.my_photo_allowance()');
      expect(allowance, who).toEqual(
        who === 'builder'
          ? [{ photos_left: expect.any(Number) }]
          : who === 'anon'
            ? 'cannot call'
            : 'refused',
      );
      const overview = await refusedBy(who, 'select contractor_id from public.builder_accounts_overview()');
      if (who === 'staff') expect(overview).toEqual(expect.arrayContaining([{ contractor_id: builderId }]));
      else expect(overview, who).toBe(who === 'anon' ? 'cannot call' : 'refused');
      const own = await refusedBy(who, 'select requests from public.my_response_time()');
      expect(
        who === 'builder' ? Array.isArray(own) : own === (who === 'anon' ? 'cannot call' : 'refused'),
        who,
      ).toBe(true);
      if (who === 'builder') expect(own).toEqual([expect.objectContaining({ requests: expect.any(Number) })]);
    }
    expect(
      await refusedBy('partnerA', `select public.update_my_listing('{"phone": "(512) 555-0199"}'::jsonb)`),
    ).toBe('refused');
    expect(await refusedBy('builder', `select public.update_my_listing('{"phone": "call us"}'::jsonb)`)).toBe(
      'listing_invalid',
    );
  });

  it('anyone reads the checks that hold (builder_verification); the table only its builder and staff; only staff decide', async () => {
    for (const who of WHO) {
      const shown = await as<{ kind: string }>(
        who,
        `select kind from public.builder_verification('${builderId}')`,
      );
      expect(shown, who).toEqual([{ kind: 'insurance' }]);
      const rows = await count(who, 'builder_checks');
      expect(
        rows === 'refused' || rows === 0 || who === 'builder' || who === 'staff',
        `${who} reads checks`,
      ).toBe(true);
      const decided = await refusedBy(who, "select public.decide_check(gen_random_uuid(), false, '', 'x')");
      expect(decided, who).toBe(
        who === 'staff' ? 'check_not_found' : who === 'anon' ? 'cannot call' : 'refused',
      );
    }
    expect(await count('builder', 'builder_checks')).toBe(1);
  });

  it('anyone reads shown photos; only a builder changes theirs, only staff hide', async () => {
    for (const who of WHO) {
      expect(await count(who, 'contractor_photos'), who).toBeGreaterThan(0);
      const hide = await refusedBy(who, 'select public.set_photo_hidden(gen_random_uuid(), true, $$x$$)');
      expect(hide, who).toBe(
        who === 'staff' ? 'photo_not_found' : who === 'anon' ? 'cannot call' : 'refused',
      );
      const add = await refusedBy(
        who,
        "select public.add_my_photo(gen_random_uuid(), '', 'Koi Pond Construction', 'x', 'jpeg', 1)",
      );
      expect(add, who).toBe(who === 'builder' ? 'photo_invalid' : who === 'anon' ? 'cannot call' : 'refused');
    }
    // A hidden photo is read by its builder and staff only.
    await sql(`update public.contractor_photos set hidden_at = now() where contractor_id = $1`, [builderId]);
    for (const who of WHO)
      expect(await count(who, 'contractor_photos'), who).toBe(who === 'builder' || who === 'staff' ? 1 : 0);
    await sql(`update public.contractor_photos set hidden_at = null where contractor_id = $1`, [builderId]);
  });

  it('quotes and threads are read through their functions only; staff read quotes, and a thread only once reported', async () => {
    const thread = `select count(*) as n from public.request_messages where contractor_id = '${builderId}'`;
    const seen = async (who: Who) => {
      const rows = await as<{ n: string }>(who, thread);
      return rows === 'refused' ? 0 : Number(rows[0]!.n);
    };
    for (const who of WHO) {
      const quotes = await count(who, 'request_quotes');
      const reports = await count(who, 'request_thread_reports');
      if (who === 'staff')
        expect([quotes, reports, await seen(who)], who).toEqual([expect.any(Number), expect.any(Number), 2]);
      else
        expect(
          [quotes === 'refused' || quotes === 0, reports === 'refused' || reports === 0, await seen(who)],
          who,
        ).toEqual([true, true, 0]);
    }
    // A thread nobody reported stays closed to staff.
    await sql('delete from public.request_thread_reports where contractor_id = $1', [builderId]);
    try {
      expect(await seen('staff')).toBe(0);
    } finally {
      await sql(
        `insert into public.request_thread_reports (lead_id, contractor_id, reported_by)
         select lead_id, contractor_id, 'homeowner' from public.request_messages where contractor_id = $1 limit 1`,
        [builderId],
      );
    }
  });

  it('site photos: staff read the rows and sign their files; nobody else reads them but through their request', async () => {
    for (const who of WHO) {
      const rows = await count(who, 'request_photos');
      expect(
        who === 'staff' ? rows === 1 : rows === 'refused' || rows === 0,
        `${who} reads site photos`,
      ).toBe(true);
      const signed = await refusedBy(who, 'select public.staff_request_photos(gen_random_uuid())');
      if (who === 'staff') expect(Array.isArray(signed), who).toBe(true);
      else expect(signed, who).toBe(who === 'anon' ? 'cannot call' : 'refused');
      const files = await refusedBy(who, 'select public.staff_quote_files(gen_random_uuid())');
      if (who === 'staff') expect(Array.isArray(files), who).toBe(true);
      else expect(files, who).toBe(who === 'anon' ? 'cannot call' : 'refused');
      // Only a key the Worker makes for the request, and only by a builder who quoted on it; anon
      // cannot call the door at all.
      const foreign = await refusedBy(
        who,
        "select public.attach_quote_file(gen_random_uuid(), 'photos/x/640.webp', 1)",
      );
      expect(foreign, who).toBe(who === 'anon' ? 'cannot call' : 'quote_file_key_invalid');
      const attach = await refusedBy(
        who,
        "with l(id) as (select gen_random_uuid()) select public.attach_quote_file(l.id, 'quote-files/' || l.id || '/' || gen_random_uuid(), 1) from l",
      );
      expect(attach, who).toBe(who === 'anon' ? 'cannot call' : 'refused');
      expect(await mayCall(who, 'select public.may_attach_quote_file(gen_random_uuid())'), who).toBe(
        who !== 'anon',
      );
    }
  });

  it('the cost guide: anyone reads the figures the thresholds let out; only staff see counts and set quotes aside; nobody calls its bookkeeping', async () => {
    for (const who of WHO) {
      for (const text of [
        "select public.cost_page('koi', 'tx', 'austin')",
        "select * from public.cost_range('koi', '100-200', 'TX', 'Austin')",
        'select * from public.cost_sitemap()',
        // Pure rules (no table read): core's twins, callable by anyone.
        "select * from private.cost_sorting('Koi Pond Construction', null, 10, 12, null)",
        'select private.may_show_cost(5, 3, 2)',
      ])
        expect(await mayCall(who, text), `${who}: ${text}`).toBe(true);
      for (const text of [
        "select * from public.staff_cost_figures('TX', '')",
        "select * from public.staff_cost_quotes('TX', '', 5)",
        'select * from public.staff_cost_decisions(5)',
      ]) {
        const answer = await refusedBy(who, text);
        if (who === 'staff') expect(Array.isArray(answer), `${who}: ${text}`).toBe(true);
        else expect(answer, `${who}: ${text}`).toBe(who === 'anon' ? 'cannot call' : 'refused');
      }
      expect(
        await refusedBy(who, "select public.decide_cost_quote(0, false, 'A typo in the total')"),
        who,
      ).toBe(who === 'staff' ? 'cost_quote_missing' : who === 'anon' ? 'cannot call' : 'refused');
      for (const helper of [
        "private.cost_figure('', '', '')",
        "private.cost_quantiles('', '', '', '', 'total', 1, 100)",
        "private.count_in_figure('', '', '', '', 'total', gen_random_uuid(), 100, 100, 1)",
        'private.count_cost_quote(null::private.cost_quotes, 1)',
        'private.take_pending_cost_purges()',
        'private.recount_cost_figures()',
        'private.expire_cost_quotes()',
        'private.note_cost_quote()',
        'private.uncount_cost_quote()',
      ])
        expect(await mayCall(who, `select ${helper}`), `${who} ${helper}`).toBe(false);
      for (const table of [
        'cost_quotes',
        'cost_counts',
        'cost_buckets',
        'cost_builder_counts',
        'cost_item_dollars',
        'cost_quote_decisions',
        'pending_cost_purges',
      ]) {
        expect(await as(who, `select count(*) from private.${table}`), `${who} reads private.${table}`).toBe(
          'refused',
        );
        expect(await as(who, `delete from private.${table}`), `${who} deletes from private.${table}`).toBe(
          'refused',
        );
        expect(
          await as(
            who,
            `update private.${table} set ${table === 'cost_quote_decisions' ? 'reason' : 'state'} = 'x'`,
          ),
          `${who} updates private.${table}`,
        ).toBe('refused');
        expect(
          await as(who, `insert into private.${table} default values`),
          `${who} inserts into private.${table}`,
        ).toBe('refused');
      }
    }
  });

  it('service areas and credentials: anyone finds who serves a place, or holds a credential, through the searches; nobody reads or writes their bookkeeping', async () => {
    for (const who of WHO) {
      for (const text of [
        "select * from public.search_contractors(p_city => 'Austin', p_state => 'TX')",
        "select * from public.city_builders('Austin', 'TX')",
        "select * from public.state_cities('TX')",
        // Called inside the searches as the caller: the names and who serves a place are public.
        "select * from private.builders_serving('TX', 'Austin')",
        "select private.place_name('TX', 'Austin')",
        "select private.place_centre('TX', 'Austin')",
        // The cities a search's name matches, with their counts: what the state page shows.
        "select * from private.cities_like('TX', '%Austin%')",
        "select private.service_city_keys(array['Austin'])",
        // The trade credentials the directory filters by: a constant the search reads as its caller.
        'select private.credential_kinds()',
        "select * from public.search_contractors(p_credential => 'aquascape_cac')",
      ])
        expect(await mayCall(who, text), `${who}: ${text}`).toBe(true);
      for (const helper of [
        "private.served_places('TX', 'Austin', 30.3, -97.7, 40, '{}')",
        "private.count_serving('[]'::jsonb, 1)",
        'private.count_serving_changes()',
        'private.recount_serving()',
        'private.follow_place_centres()',
      ])
        expect(await mayCall(who, `select ${helper}`), `${who} ${helper}`).toBe(false);
      for (const table of ['place_centres', 'place_serving']) {
        expect(await as(who, `select count(*) from private.${table}`), `${who} reads private.${table}`).toBe(
          'refused',
        );
        expect(await as(who, `delete from private.${table}`), `${who} deletes from private.${table}`).toBe(
          'refused',
        );
        expect(
          await as(who, `update private.${table} set state = 'x'`),
          `${who} updates private.${table}`,
        ).toBe('refused');
        expect(
          await as(who, `insert into private.${table} default values`),
          `${who} inserts into private.${table}`,
        ).toBe('refused');
      }
    }
  });

  it('a builder’s own website: anyone sends the badge’s load beacon; only the builder reads their figures; nobody reads or writes the loads', async () => {
    for (const who of WHO) {
      expect(await mayCall(who, `select public.count_badge_load('${builderId}', '1.0.0')`), who).toBe(true);
      const figures = await refusedBy(who, 'select * from public.my_site_figures(30)');
      if (who === 'builder') expect(Array.isArray(figures), who).toBe(true);
      else expect(figures, who).toBe(who === 'anon' ? 'cannot call' : 'refused');
      expect(await mayCall(who, 'select private.builder_site_limits()'), who).toBe(false);
      expect(await mayCall(who, "select private.site_host('https://example.com')"), who).toBe(false);
      expect(await as(who, 'select count(*) from private.builder_site_loads'), who).toBe('refused');
      expect(await as(who, 'delete from private.builder_site_loads'), who).toBe('refused');
      expect(
        await as(
          who,
          `insert into private.builder_site_loads (day, contractor_id, origin) values (current_date, '${builderId}', 'x')`,
        ),
        who,
      ).toBe('refused');
      expect(await as(who, 'update private.builder_site_loads set loads = 0'), who).toBe('refused');
    }
  });

  it('request flags: a builder flags only through flag_request and reads only their own; staff decide; nobody writes the table', async () => {
    for (const who of WHO) {
      // The fixture's one flag: its builder's and staff's to read, nobody else's.
      const flags = await count(who, 'request_flags');
      expect(flags, who).toBe(who === 'builder' || who === 'staff' ? 1 : who === 'anon' ? 'refused' : 0);
      expect(await refusedBy(who, `select public.flag_request('${builderId}', 'not_real')`), who).toBe(
        who === 'anon' ? 'cannot call' : who === 'builder' ? 'request_not_yours' : 'refused',
      );
      expect(
        await refusedBy(
          who,
          `select public.decide_request_flag(gen_random_uuid(), gen_random_uuid(), true, 'A reason long enough')`,
        ),
        who,
      ).toBe(who === 'staff' ? 'flag_not_found' : who === 'anon' ? 'cannot call' : 'refused');
      const list = await refusedBy(who, 'select * from public.staff_request_flags(5)');
      if (who === 'staff') expect(Array.isArray(list), who).toBe(true);
      else expect(list, who).toBe(who === 'anon' ? 'cannot call' : 'refused');
      for (const helper of [
        'private.request_flag_limits()',
        'private.route_flagged(gen_random_uuid(), gen_random_uuid())',
      ])
        expect(await mayCall(who, `select ${helper}`), `${who} ${helper}`).toBe(false);
      expect(await as(who, 'delete from public.request_flags'), `${who} deletes flags`).toBe('refused');
      expect(
        await as(who, "update public.request_flags set status = 'confirmed'"),
        `${who} updates flags`,
      ).toBe('refused');
      expect(
        await as(
          who,
          `insert into public.request_flags (lead_id, contractor_id, reason) values (gen_random_uuid(), '${builderId}', 'not_real')`,
        ),
        `${who} inserts flags`,
      ).toBe('refused');
    }
  });

  it('anyone reads published reviews but never the request behind one; only staff read reports’ outcome log; reviews change only through their functions', async () => {
    for (const who of WHO) {
      expect(await count(who, 'reviews'), who).toBeGreaterThan(0);
      expect(await as(who, 'select lead_id from public.reviews'), who).toBe('refused');
      const reports = await count(who, 'review_reports');
      expect(reports === 'refused', `${who} reads reports`).toBe(true);
      const log = await count(who, 'review_moderation_log');
      expect(who === 'staff' ? log === 1 : log === 'refused' || log === 0, `${who} reads the log`).toBe(true);
      const moderated = await refusedBy(
        who,
        "select public.moderate_review(gen_random_uuid(), 'keep', '', 'x')",
      );
      expect(moderated, who).toBe(
        who === 'staff' ? 'review_not_found' : who === 'anon' ? 'cannot call' : 'refused',
      );
      const invited = await refusedBy(
        who,
        'select public.send_review_invitation(gen_random_uuid(), gen_random_uuid())',
      );
      expect(invited, who).toBe(
        who === 'staff' ? 'review_unchanged' : who === 'anon' ? 'cannot call' : 'refused',
      );
      const answered = await refusedBy(who, "select public.answer_review(gen_random_uuid(), 'Thanks')");
      expect(answered, who).toBe(
        who === 'builder' ? 'review_not_found' : who === 'anon' ? 'cannot call' : 'refused',
      );
      // Anyone may write and report by the functions (a link's signature decides who writes).
      expect(
        await refusedBy(
          who,
          "select * from public.submit_review(gen_random_uuid(), gen_random_uuid(), 1, 'x', 5, 't', 'b', true, 'Other', true)",
        ),
        who,
      ).toBe('review_link_invalid');
      expect(await refusedBy(who, "select public.report_review(gen_random_uuid(), 'other', 'x')"), who).toBe(
        'review_invalid',
      );
    }
  });
  // A partner downloads the statements they were sent; the queue's policy is the
  // database's own (private), written by the job worker.
  it('only a signed-in account may ask for statement lines, and gets only its own statement months', async () => {
    for (const who of WHO)
      expect(await refusedBy(who, "select * from public.partner_statement_lines('2001-01-01')"), who).toBe(
        who === 'anon' ? 'cannot call' : 'partner_statement_not_found',
      );
  });
  it('no API role reads the job policy or queues a job', async () => {
    for (const who of WHO) {
      expect(await as(who, 'select * from private.job_policy'), who).toBe('refused');
      expect(await refusedBy(who, "select private.add_job('send_mail', '{}')"), who).toMatch(
        /refused|cannot call/,
      );
    }
  });
});
