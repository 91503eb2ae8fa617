import {
  ACT_LIMITS,
  CLAIM_APPROVAL_DAYS,
  CLAIM_MESSAGES,
  LISTING_MESSAGES,
  REVIEW_MESSAGES,
} from '@pond/core';
import { decodeJwt } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  claimListingByEmail,
  completeBuilderClaim,
  listBuilderRequests,
  listListingChanges,
  markRequest,
  myResponseTime,
  reportReview,
  searchContractors,
  submitReview,
  updateMyListing,
  type PondClient,
} from '../src/index.ts';
import { builderOf } from './builder-clients.ts';
import { clientAs } from './clients.ts';
import { signedIn } from './partner-clients.ts';
import { sql } from './sql.ts';

// Every figure shown about a builder comes from acts that builder and its customers really made;
// contact details only while they are owed; guesses cost; claims end.

const stamp = Date.now();
const emailOf = (name: string) => `${name}-${stamp}@trust.example`;
const HOMEOWNER_NETWORK = '198.51.100.20';
const BUILDER_NETWORK = '203.0.113.40';
let listing = '';
let other = '';
let builder: PondClient;

/** A request to `contractor` from `name`, chosen `daysAgo` days ago, and its review link. */
async function requestTo(
  contractor: string,
  name: string,
  { daysAgo = 20, email = emailOf(name), phone = '3075550199', network = HOMEOWNER_NETWORK } = {},
) {
  const [lead] = await sql<{ id: string }>(
    `insert into public.lead_submissions (name, email, phone, project_type, city, state, client_address, created_at)
     values ($1, $2, $3, 'Koi Pond Construction', 'Laramie', 'WY', $4, now() - make_interval(days => $5))
     returning id::text`,
    [name, email, phone, network, daysAgo],
  );
  // The network as the edge saw it (the insert's own trigger writes this one's, which has none).
  await asItWas(`update public.lead_submissions set client_address = '${network}' where id = '${lead!.id}'`);
  await sql(
    `insert into public.lead_routes (lead_id, contractor_id, slot, consent_text, delivery, chosen_at)
     values ($1, $2, 1, 'The trust test chose this builder', 'email', now() - make_interval(days => $3))`,
    [lead!.id, contractor, daysAgo],
  );
  const [link] = await sql<{ expires: string; signature: string }>(
    'select expires::text, signature from private.review_link($1, $2)',
    [lead!.id, contractor],
  );
  return {
    request: lead!.id,
    builder: contractor,
    expires: Number(link!.expires),
    signature: link!.signature,
  };
}

/**
 * Writes history as it was, past the triggers that stamp the database's own time and address on
 * what the API writes (fixed values only: no parameters in a multi-statement query).
 */
const asItWas = (statement: string) =>
  sql(`set session_replication_role = replica; ${statement}; set session_replication_role = origin`);

/** The builder marked the request contacted `minutes` after it was chosen. */
const contactedAfter = (lead: string, minutes: number) =>
  asItWas(
    `update public.lead_routes set contacted_at = chosen_at + make_interval(mins => ${Number(minutes)}),
       reached_at = chosen_at where lead_id = '${lead}'`,
  );

/** Runs `text` as the signed-in client, from `network`, the way PostgREST would (its claims and headers). */
async function fromNetwork(client: PondClient, network: string, text: string, values: unknown[] = []) {
  const claims = decodeJwt((await client.auth.getSession()).data.session!.access_token);
  const db = new pg.Client({ connectionString: inject('stack').dbUrl });
  await db.connect();
  try {
    await db.query('begin');
    await db.query('set local role authenticated');
    await db.query(
      `select set_config('request.jwt.claims', $1, true), set_config('request.headers', $2, true)`,
      [JSON.stringify(claims), JSON.stringify({ 'x-forwarded-for': network })],
    );
    const rows = (await db.query(text, values)).rows;
    await db.query('commit');
    return rows;
  } finally {
    await db.end();
  }
}

const invitationsFor = (lead: string) =>
  sql(`select 1 from public.email_outbox where template = 'review-invitation' and lead_id = $1`, [lead]);

const review = {
  stars: 5,
  title: 'Wonderful pond',
  body: 'They built a lovely koi pond and left the garden tidier than they found it. Would hire again.',
  hired: true,
  projectType: 'Koi Pond Construction' as const,
  ownExperience: true,
};

beforeAll(async () => {
  const rows = await sql<{ id: string }>(
    `insert into public.contractors (name, city, state, phone) values
       ('Trust Ponds ${stamp}', 'Laramie', 'WY', '(307) 555-0142'),
       ('Other Ponds ${stamp}', 'Laramie', 'WY', '(307) 555-0143')
     returning id::text`,
  );
  [listing, other] = rows.map((row) => row.id) as [string, string];
  await sql('insert into public.contractor_emails (contractor_id, email) values ($1, $2), ($3, $4)', [
    listing,
    emailOf('office'),
    other,
    emailOf('other-office'),
  ]);
  builder = await builderOf(listing, emailOf('office'));
  // The builder signs in from its own network (the browser says so after the link).
  await fromNetwork(builder, BUILDER_NETWORK, 'select public.note_my_sign_in()');
});

afterAll(async () => {
  await sql('delete from public.lead_submissions where email like $1', [`%-${stamp}@trust.example`]);
  await sql('delete from public.contractors where id = any($1)', [[listing, other]]);
  await sql('delete from auth.users where email like $1', [`%-${stamp}@trust.example`]);
  await sql('delete from public.email_outbox where to_email like $1', [`%-${stamp}@trust.example`]);
  await sql("delete from private.acts where subject = any($1) or subject like '192.0.2.%'", [
    [listing, other],
  ]);
});

describe('reviews and response times from real acts', () => {
  it('a self-sent request, contacted at once, earns no review link and moves no response time', async () => {
    const real = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => requestTo(listing, `Homeowner ${n}`, { email: emailOf(`homeowner-${n}`) })),
    );
    for (const link of real) await contactedAfter(link.request, 240);
    const before = await myResponseTime(builder);
    expect(before).toMatchObject({ medianMinutes: 240, contacted: 5, requests: 5 });
    // The builder sends themselves requests by each of their own marks, and marks each contacted at once.
    const own = [
      await requestTo(listing, 'Own Email', { email: emailOf('office') }),
      await requestTo(listing, 'Own Phone', { email: emailOf('cousin'), phone: '307.555.0142' }),
      await requestTo(listing, 'Own Network', { email: emailOf('friend'), network: BUILDER_NETWORK }),
    ];
    for (const link of own) await contactedAfter(link.request, 1);
    // Not a minute faster, and the profile says the same.
    expect(await myResponseTime(builder)).toEqual(before);
    // Still the builder's own after the listing's phone changes: decided when the request came, and kept.
    await sql(`update public.contractors set phone = '(307) 555-0999' where id = $1`, [listing]);
    expect(await myResponseTime(builder)).toEqual(before);
    const [profile] = await sql<{ median_minutes: number; answered: number }>(
      'select median_minutes, answered from public.contractor_response_time($1)',
      [listing],
    );
    expect(profile).toEqual({ median_minutes: 240, answered: 5 });
    // The schedule invites the real homeowners (contacted 20 days ago) and none of the builder's own.
    await sql('select private.queue_review_invitations()');
    for (const link of real) expect(await invitationsFor(link.request), link.request).toHaveLength(1);
    for (const link of own) expect(await invitationsFor(link.request), link.request).toHaveLength(0);
    // And the link, made by hand, writes nothing.
    const anon = await clientAs('anon');
    for (const link of own)
      await expect(submitReview(anon, link, review)).rejects.toThrow(REVIEW_MESSAGES.notReached);
    // Staff cannot send one either.
    await expect(
      sql('select public.send_review_invitation($1, $2)', [own[0]!.request, listing]),
    ).rejects.toThrow();
  });

  it('a mark made from a network makes that network the builder’s own', async () => {
    const later = await requestTo(listing, 'Cafe Visitor', { email: emailOf('cafe'), network: '192.0.2.77' });
    const [figure] = await sql<{ own: boolean }>('select private.is_own_request($1, $2) as own', [
      later.request,
      listing,
    ]);
    expect(figure!.own).toBe(false);
    await fromNetwork(builder, '192.0.2.77', "select public.mark_request($1, 'contacted')", [later.request]);
    const [after] = await sql<{ own: boolean }>('select private.is_own_request($1, $2) as own', [
      later.request,
      listing,
    ]);
    expect(after!.own).toBe(true);
  });

  it('a mail that went out earns an invitation only once the homeowner proved their mailbox', async () => {
    const mailed = await requestTo(other, 'Mailed Homeowner', { email: emailOf('mailed') });
    const proved = await requestTo(other, 'Proved Homeowner', { email: emailOf('proved') });
    await sql('update public.lead_routes set reached_at = chosen_at where lead_id = any($1)', [
      [mailed.request, proved.request],
    ]);
    await sql('update public.lead_submissions set confirmed_at = created_at where id = $1', [proved.request]);
    await sql('select private.queue_review_invitations()');
    expect(await invitationsFor(mailed.request)).toHaveLength(0);
    expect(await invitationsFor(proved.request)).toHaveLength(1);
  });
});

describe('contact details only while they are owed', () => {
  const contact = async (lead: string) => {
    const [row] = (await listBuilderRequests(builder)).filter((request) => request.lead_id === lead);
    return { name: row?.name ?? null, email: row?.email ?? null, phone: row?.phone ?? null };
  };

  it('hides the homeowner’s name, email and phone once the request is withdrawn', async () => {
    const link = await requestTo(listing, 'Withdrawing Homeowner', {
      daysAgo: 1,
      email: emailOf('withdrawing'),
    });
    await sql('update public.lead_routes set reached_at = chosen_at where lead_id = $1', [link.request]);
    expect(await contact(link.request)).toEqual({
      name: 'Withdrawing Homeowner',
      email: emailOf('withdrawing'),
      phone: '3075550199',
    });
    await sql('update public.lead_submissions set withdrawn_at = now() where id = $1', [link.request]);
    expect(await contact(link.request)).toEqual({ name: null, email: null, phone: null });
  });

  it('shows a digest builder nothing of the homeowner until the digest went', async () => {
    const link = await requestTo(listing, 'Morning Homeowner', { daysAgo: 0, email: emailOf('morning') });
    await sql(
      `insert into public.email_outbox (template, to_email, payload, lead_id, contractor_id, status)
       values ('lead-to-builder', $1, '{}', $2, $3, 'held')`,
      [emailOf('office'), link.request, listing],
    );
    expect(await contact(link.request)).toEqual({ name: null, email: null, phone: null });
    // Marked contacted while held: still nothing of the homeowner (a mark does not open it).
    await markRequest(builder, link.request, { mark: 'contacted' });
    expect(await contact(link.request)).toEqual({ name: null, email: null, phone: null });
    await sql(
      `update public.email_outbox set status = 'digested' where lead_id = $1 and template = 'lead-to-builder'`,
      [link.request],
    );
    expect(await contact(link.request)).toEqual({ name: null, email: null, phone: null });
    await sql(
      `insert into public.email_outbox (template, to_email, payload, contractor_id, status, sent_at)
       values ('builder-request-digest', $1, jsonb_build_object('lead_ids', jsonb_build_array($2::text)), $3, 'sent', now())`,
      [emailOf('office'), link.request, listing],
    );
    expect((await contact(link.request)).email).toBe(emailOf('morning'));
  });
});

describe('guesses that cost', () => {
  it('counts a claim by email before it compares the address: a right guess after five wrong ones is refused', async () => {
    // This file's network may have counted claims already: start from none.
    await sql(`delete from private.acts where kind like 'claim-%'`);
    const anon = await clientAs('anon');
    for (let guess = 0; guess < ACT_LIMITS['claim-listing']; guess++)
      await expect(claimListingByEmail(anon, other, `guess-${guess}@example.com`)).rejects.toThrow(
        CLAIM_MESSAGES.mismatch,
      );
    await expect(claimListingByEmail(anon, other, emailOf('other-office'))).rejects.toThrow(
      CLAIM_MESSAGES.limit,
    );
    const [recorded] = await sql<{ n: number }>(
      'select count(*)::int as n from public.builder_claims where contractor_id = $1',
      [other],
    );
    expect(recorded!.n).toBe(0);
  });

  it('limits one listing’s claims whatever the network, and one network’s claims whatever the listing', async () => {
    await sql(`delete from private.acts where kind like 'claim-%'`);
    // Five claims of a listing from five networks (as an edge would write them), then a sixth is refused.
    for (let n = 0; n < ACT_LIMITS['claim-listing']; n++)
      await sql(`insert into private.acts (kind, subject) values ('claim-listing', $1)`, [other]);
    const anon = await clientAs('anon');
    await expect(claimListingByEmail(anon, other, emailOf('other-office'))).rejects.toThrow(
      CLAIM_MESSAGES.limit,
    );
    await sql(`delete from private.acts where kind like 'claim-%'`);
  });

  it('caps the directory’s offset at its count', async () => {
    const anon = await clientAs('anon');
    const deep = await anon.rpc('search_contractors', { p_limit: 9, p_offset: 1_001 });
    expect(deep.error).toBeNull();
    expect(deep.data).toEqual([]);
    const last = await anon.rpc('search_contractors', { p_limit: 9, p_offset: 1_000 });
    expect(last.error).toBeNull();
    expect(last.data!.length).toBeGreaterThan(0);
    // The site's search says a page that deep is past the last, with the search's total, as for any such page.
    const past = await searchContractors(anon, { filters: {}, page: 500 });
    expect(past.contractors).toEqual([]);
    expect(past.total).toBeGreaterThan(0);
  });

  it('takes ten reports an hour from one network, then refuses with a message', async () => {
    const link = await requestTo(listing, 'Reviewing Homeowner', { email: emailOf('reviewing') });
    await contactedAfter(link.request, 60);
    const anon = await clientAs('anon');
    await sql(`delete from private.acts where kind in ('review', 'report')`);
    await submitReview(anon, link, review);
    const [{ id }] = (await sql<{ id: string }>('select id::text from public.reviews where lead_id = $1', [
      link.request,
    ])) as [{ id: string }];
    for (let n = 0; n < ACT_LIMITS.report; n++)
      await reportReview(anon, { reviewId: id, reason: 'other', note: `Report number ${n}` });
    await expect(reportReview(anon, { reviewId: id, reason: 'other', note: 'One too many' })).rejects.toThrow(
      REVIEW_MESSAGES.limit,
    );
    const [reports] = await sql<{ n: number }>(
      'select count(*)::int as n from public.review_reports where review_id = $1',
      [id],
    );
    expect(reports!.n).toBe(ACT_LIMITS.report);
    // Review submissions (new or edits) share the rule: nine more edits, then the eleventh is refused.
    for (let n = 1; n < ACT_LIMITS.review; n++) await submitReview(anon, link, { ...review, stars: 4 });
    await expect(submitReview(anon, link, review)).rejects.toThrow(REVIEW_MESSAGES.limit);
    await sql(`delete from private.acts where kind in ('review', 'report')`);
  });
});

describe('mail once per fact, names that do not pretend', () => {
  it('mails the homeowner once per quoted amount, however the marks toggle', async () => {
    const link = await requestTo(listing, 'Quoted Homeowner', { daysAgo: 1, email: emailOf('quoted') });
    const mails = async () =>
      (
        await sql(`select 1 from public.email_outbox where template = 'request-quoted' and lead_id = $1`, [
          link.request,
        ])
      ).length;
    await markRequest(builder, link.request, { mark: 'quoted', amount: 18_500, note: '' });
    await markRequest(builder, link.request, { mark: 'won' });
    await markRequest(builder, link.request, { mark: 'quoted', amount: 18_500, note: '' });
    await markRequest(builder, link.request, { mark: 'won' });
    expect(await mails()).toBe(1);
    await markRequest(builder, link.request, { mark: 'quoted', amount: 21_000, note: 'With a bog filter' });
    expect(await mails()).toBe(2);
    // Back and forth between two amounts: each was mailed once already.
    await markRequest(builder, link.request, { mark: 'quoted', amount: 18_500, note: '' });
    await markRequest(builder, link.request, { mark: 'quoted', amount: 21_000, note: '' });
    expect(await mails()).toBe(2);
  });

  it('refuses our badges in a name or description, and keeps a name staff allowed', async () => {
    const [row] = await sql<Record<string, unknown>>(
      `select name, description, phone, website, street, postal_code, services, service_cities,
              service_radius_miles, hours, founded_year from public.contractors where id = $1`,
      [listing],
    );
    const current = {
      ...row,
      services: row!.services ?? [],
      service_cities: row!.service_cities ?? [],
    } as Parameters<typeof updateMyListing>[1];
    await expect(
      updateMyListing(builder, { ...current, name: 'Acme ✓ Verified · ★ 5.0' }),
    ).rejects.toMatchObject({
      field: 'nameBadge',
      message: LISTING_MESSAGES.nameBadge,
    });
    await expect(
      updateMyListing(builder, { ...current, description: 'Top rated koi ponds since 1999.' }),
    ).rejects.toMatchObject({ field: 'descriptionBadge', message: LISTING_MESSAGES.descriptionBadge });
    // Staff allow the name a business truly has; the builder then keeps it through their own edits.
    const staff = await clientAs('staff');
    const allowed = await staff.rpc('allow_listing_name', {
      p_contractor: listing,
      p_name: 'Verified Koi Works',
    });
    expect(allowed.error).toBeNull();
    await updateMyListing(builder, { ...current, name: 'Verified Koi Works', hours: 'Mon–Fri 8am–6pm' });
    const [saved] = await sql<{ name: string; hours: string }>(
      'select name, hours from public.contractors where id = $1',
      [listing],
    );
    expect(saved).toEqual({ name: 'Verified Koi Works', hours: 'Mon–Fri 8am–6pm' });
    await expect(
      updateMyListing(builder, { ...current, name: 'Verified Koi Works ★' }),
    ).rejects.toMatchObject({
      field: 'nameBadge',
    });
  });
});

describe('claims that end', () => {
  it('an approval unused for longer than the approval days lapses', async () => {
    const [late] = await sql<{ id: string }>(
      `insert into public.contractors (name, city, state) values ('Late Claim Ponds ${stamp}', 'Laramie', 'WY') returning id::text`,
    );
    await sql(
      `insert into public.builder_claims (contractor_id, kind, email, status, decided_at)
       values ($1, 'review', $2, 'approved', now() - make_interval(days => $3 + 1))`,
      [late!.id, emailOf('late'), CLAIM_APPROVAL_DAYS],
    );
    const client = await signedIn(emailOf('late'));
    expect(await completeBuilderClaim(client)).toBeNull();
    await sql(
      `update public.builder_claims set decided_at = now() - interval '1 day' where contractor_id = $1`,
      [late!.id],
    );
    expect(await completeBuilderClaim(client)).toBe(late!.id);
    await sql('delete from public.contractors where id = $1', [late!.id]);
  });

  it('an approval never takes a listing from an account that holds it; a dispute staff decided does, and the new owner sees nothing from before', async () => {
    const [held] = await sql<{ id: string }>(
      `insert into public.contractors (name, city, state) values ('Held Ponds ${stamp}', 'Laramie', 'WY') returning id::text`,
    );
    const id = held!.id;
    // Approved for one claimant, then proved by the mailbox of another before the first signed in.
    await sql(
      `insert into public.builder_claims (contractor_id, kind, email, status, decided_at)
       values ($1, 'review', $2, 'approved', now() - interval '1 hour')`,
      [id, emailOf('first-claimant')],
    );
    const owner = await builderOf(id, emailOf('held-owner'));
    const first = await signedIn(emailOf('first-claimant'));
    expect(await completeBuilderClaim(first)).toBeNull();
    const [kept] = await sql<{ email: string }>(
      'select email from public.builder_accounts where contractor_id = $1',
      [id],
    );
    expect(kept!.email).toBe(emailOf('held-owner'));
    const [declined] = await sql<{ status: string }>(
      'select status from public.builder_claims where contractor_id = $1 and email = $2',
      [id, emailOf('first-claimant')],
    );
    expect(declined!.status).toBe('declined');

    // The owner's past: a request, a logged change, a certificate.
    const past = await requestTo(id, 'Past Homeowner', { daysAgo: 2, email: emailOf('past') });
    await fromNetwork(
      owner,
      BUILDER_NETWORK,
      `select public.update_my_listing('{"hours": "Weekdays"}'::jsonb)`,
    );
    const [check] = await sql<{ id: string }>(
      `insert into public.builder_checks (contractor_id, kind, number, authority, coverage_amount, expires_on,
                                          status, certificate_key, submitted_at)
       values ($1, 'insurance', 'P-1', 'Acme Insurance', 1000000, current_date + 200, 'submitted',
               'certificates/x/old', now() - interval '1 day') returning id::text`,
      [id],
    );
    // A dispute staff decide moves it.
    await sql(
      `insert into public.builder_claims (contractor_id, kind, email, status, decided_at)
       values ($1, 'dispute', $2, 'approved', now())`,
      [id, emailOf('new-owner')],
    );
    const next = await signedIn(emailOf('new-owner'));
    expect(await completeBuilderClaim(next)).toBe(id);
    await next.auth.refreshSession();
    expect((await listBuilderRequests(next)).map((row) => row.lead_id)).not.toContain(past.request);
    expect(await listListingChanges(next, id)).toEqual([]);
    expect((await next.from('builder_checks').select('id').eq('contractor_id', id)).data).toEqual([]);
    expect((await next.rpc('certificate_key', { p_check: check!.id })).data).toBeNull();
    // What they do from now on is theirs to see.
    const fresh = await requestTo(id, 'Fresh Homeowner', { daysAgo: 0, email: emailOf('fresh') });
    expect((await listBuilderRequests(next)).map((row) => row.lead_id)).toContain(fresh.request);
    await sql('delete from public.lead_submissions where id = any($1)', [[past.request, fresh.request]]);
    await sql('delete from public.contractors where id = $1', [id]);
  });
});
