import {
  BUILDER_SERVICES,
  type ListingChanges,
  CLAIM_MESSAGES,
  LISTING_MESSAGES,
  NOT_FIT_REASONS,
  RESPONSE_TIME_MIN_CONTACTED,
  PROJECT_TYPES,
  chosenAmongText,
  requestProgressText,
  builderContractorIdOf,
  isListingPhone,
  isListingWebsite,
} from '@pond/core';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  claimListingByEmail,
  claimListingInfo,
  completeBuilderClaim,
  decideBuilderClaim,
  listBuilderAccounts,
  listBuilderClaims,
  listBuilderRequests,
  listListingChanges,
  markRequest,
  myResponseTime,
  requestPage,
  setListingPause,
  setRequestMail,
  submitLead,
  suggestBuilders,
  requestClaimReview,
  revertListingChange,
  updateMyListing,
  type PondClient,
} from '../src/index.ts';
import { clientAs } from './clients.ts';
import { signedIn } from './partner-clients.ts';
import { liftLeadLimitsForThisFile, sql } from './sql.ts';

// Builders claim their listing (by the business email staff hold, or checked by staff),
// keep it true through one function that checks every field as the form does, and staff see and
// revert every change.

liftLeadLimitsForThisFile();
const stamp = Date.now();
const emailOf = (name: string) => `${name}-${stamp}@builders.example`;
let listing = '';
let unheld = '';

beforeAll(async () => {
  const rows = await sql<{ id: string }>(
    `insert into public.contractors (name, city, state, phone) values
       ('Claim One Ponds ${stamp}', 'Claimville', 'VT', '(802) 555-0101'),
       ('Claim Two Ponds ${stamp}', 'Claimville', 'VT', null)
     returning id`,
  );
  [listing, unheld] = rows.map((row) => row.id) as [string, string];
  await sql('insert into public.contractor_emails (contractor_id, email) values ($1, $2)', [
    listing,
    emailOf('office'),
  ]);
});

afterAll(async () => {
  await sql('delete from public.lead_submissions where email like $1', [`%-${stamp}@builders.example`]);
  await sql('delete from public.contractors where id = any($1)', [[listing, unheld]]);
  await sql('delete from auth.users where email like $1', [`%-${stamp}@builders.example`]);
  await sql('delete from public.email_outbox where to_email like $1', [`%-${stamp}@builders.example`]);
});

const roleOf = async (client: PondClient) =>
  decodeJwt((await client.auth.getSession()).data.session!.access_token).app_metadata as Record<
    string,
    unknown
  >;

describe('a claim by the business email', () => {
  it('shows which mailbox a link would go to, and refuses any other address or a listing without one', async () => {
    const anon = await clientAs('anon');
    expect(await claimListingInfo(anon, listing)).toMatchObject({
      name: `Claim One Ponds ${stamp}`,
      claimed: false,
      emailHint: `o•••@builders.example`,
    });
    expect(await claimListingInfo(anon, '00000000-0000-4000-8000-000000000000')).toBeNull();
    await expect(claimListingByEmail(anon, listing, emailOf('someone-else'))).rejects.toThrow(
      CLAIM_MESSAGES.mismatch,
    );
    await expect(claimListingByEmail(anon, unheld, emailOf('office'))).rejects.toThrow(
      CLAIM_MESSAGES.noEmail,
    );
    expect(
      await sql('select 1 from public.builder_claims where contractor_id = any($1)', [[listing, unheld]]),
    ).toEqual([]);
  });

  it('makes the listing the account’s once its owner signs in with that mailbox, and nobody else’s', async () => {
    const anon = await clientAs('anon');
    await claimListingByEmail(anon, listing, emailOf('office').toUpperCase());
    // Someone signed in with another address completes nothing.
    const stranger = await signedIn(emailOf('stranger'));
    expect(await completeBuilderClaim(stranger)).toBeNull();
    const owner = await signedIn(emailOf('office'));
    expect(await completeBuilderClaim(owner)).toBe(listing);
    // The role and the listing are in the token, set by the database.
    expect(builderContractorIdOf({ app_metadata: await roleOf(owner) })).toBe(listing);
    // Claimed: the page says so, and hints no mailbox (the address is now the builder's own sign-in).
    expect(await claimListingInfo(anon, listing)).toMatchObject({ claimed: true, emailHint: null });
    // A second claim by email is refused: the listing has its account.
    await expect(claimListingByEmail(anon, listing, emailOf('office'))).rejects.toThrow(CLAIM_MESSAGES.taken);
  });
});

describe('the builder keeps the listing', () => {
  let owner: PondClient;
  beforeAll(async () => {
    // The account the claim above made the listing's, signed in again.
    owner = await signedIn(emailOf('office'));
  });

  it('changes its own listing, each change logged with before and after', async () => {
    const changed = await updateMyListing(owner, {
      name: `Claim One Ponds ${stamp}`,
      description: 'Koi ponds and waterfalls since 1998.\n\nWe build, clean and repair.',
      phone: '(802) 555-0199',
      website: 'https://claim-one.example',
      street: '1 Pond Lane',
      postal_code: '05401',
      services: ['Koi Pond Construction', 'Pond Maintenance'],
      service_cities: ['Claimville', 'Burlington'],
      service_radius_miles: null,
      hours: 'Mon–Fri 8am–6pm',
      founded_year: 1998,
    });
    expect(changed).toEqual(expect.any(Number));
    const [row] = await sql(
      'select phone, services, founded_year, description from public.contractors where id = $1',
      [listing],
    );
    expect(row).toMatchObject({
      phone: '(802) 555-0199',
      services: ['Koi Pond Construction', 'Pond Maintenance'],
      founded_year: 1998,
    });
    const [change] = await listListingChanges(owner, listing);
    expect(change).toMatchObject({
      role: 'builder',
      changed_by_email: emailOf('office'),
      before: { phone: '(802) 555-0101', founded_year: null },
      after: { phone: '(802) 555-0199', founded_year: 1998 },
    });
    // The same values again change nothing and log nothing.
    expect(await updateMyListing(owner, { ...(await currentListing()) })).toBeNull();
  });

  it('refuses a bad field with the form’s own message, and stores nothing', async () => {
    const before = await currentListing();
    for (const [changes, field] of [
      [{ description: 'x'.repeat(10_000) }, 'description'],
      [{ phone: 'call the office' }, 'phone'],
      [{ website: 'claim-one' }, 'website'],
      [{ founded_year: 2999 }, 'foundedYear'],
      [{ services: ['Other'] }, 'services'],
      [{ name: '   ' }, 'name'],
    ] as const) {
      await expect(
        updateMyListing(owner, { ...before, ...changes } as ListingChanges),
        field,
      ).rejects.toMatchObject({
        field,
        message: LISTING_MESSAGES[field],
      });
    }
    expect(await currentListing()).toEqual(before);
    // A field the builder may not change (the rating) is refused outright.
    const { error } = await owner.rpc('update_my_listing', { p_changes: { rating: 5 } });
    expect(error?.hint).toBe('listing_invalid');
  });

  it('lets staff see every change and put one back, logged as theirs', async () => {
    const staff = await clientAs('staff');
    const [latest] = await listListingChanges(staff, listing);
    await revertListingChange(staff, latest!.id);
    const [reverted] = await listListingChanges(staff, listing);
    expect(reverted).toMatchObject({ role: 'staff', reverts: latest!.id, after: latest!.before });
    const [row] = await sql('select phone from public.contractors where id = $1', [listing]);
    expect(row!.phone).toBe('(802) 555-0101');
    // The builder may not revert.
    await expect(revertListingChange(owner, latest!.id)).rejects.toThrow();
  });

  it('moves the listing with a new ZIP in another city (logged, so its old address answers 301), and staff can put it back', async () => {
    const before = await currentListing();
    const [dallas] = await sql<{ city: string; state: string }>(
      `select city, state from public.zip_codes where zip = '75201'`,
    );
    expect(dallas).toEqual({ city: 'Dallas', state: 'TX' });
    const place = async () =>
      (await sql('select city, state from public.contractors where id = $1', [listing]))[0];
    const [was] = await sql<{ city: string; state: string }>(
      'select city, state from public.contractors where id = $1',
      [listing],
    );
    await updateMyListing(owner, { ...before, postal_code: '75201' });
    expect(await place()).toEqual({ city: 'Dallas', state: 'TX' });
    const [moved] = await listListingChanges(owner, listing);
    expect(moved).toMatchObject({
      before: { postal_code: before.postal_code, city: was!.city, state: was!.state },
      after: { postal_code: '75201', city: 'Dallas', state: 'TX' },
    });
    // A builder cannot name a city or state of their own.
    const { error } = await owner.rpc('update_my_listing', { p_changes: { city: 'Paris' } });
    expect(error?.hint).toBe('listing_invalid');
    await revertListingChange(await clientAs('staff'), moved!.id);
    expect(await place()).toEqual({ city: was!.city, state: was!.state });
    // A ZIP put back moves the listing back even when the change put back did not move it itself.
    await updateMyListing(owner, { ...before, postal_code: '78701' });
    await updateMyListing(owner, { ...before, postal_code: '78702' });
    const [sameCity] = await listListingChanges(owner, listing);
    expect(sameCity!.after).toEqual({ postal_code: '78702' });
    await updateMyListing(owner, { ...before, postal_code: '75201' });
    expect(await place()).toEqual({ city: 'Dallas', state: 'TX' });
    await revertListingChange(await clientAs('staff'), sameCity!.id);
    expect(await place()).toEqual({ city: 'Austin', state: 'TX' });
    await sql('update public.contractors set postal_code = $2, city = $3, state = $4 where id = $1', [
      listing,
      before.postal_code,
      was!.city,
      was!.state,
    ]);
  });

  async function currentListing() {
    const [row] = await sql<ListingChanges>(
      `select name, description, phone, website, street, postal_code, services, service_cities,
              service_radius_miles, hours, founded_year from public.contractors where id = $1`,
      [listing],
    );
    return row!;
  }
});

describe('a claim staff check by hand', () => {
  it('waits for staff, who decline with a reason or approve; the claimant is mailed, then signs in as the builder', async () => {
    const anon = await clientAs('anon');
    const staff = await clientAs('staff');
    const claim = {
      name: 'Cory Claimant',
      email: emailOf('cory'),
      phone: '802 555 0142',
      website: 'https://claim-two.example',
      note: 'Call the shop after 3pm.',
    };
    await requestClaimReview(anon, unheld, claim);
    const [waiting] = (await listBuilderClaims(staff)).filter((row) => row.contractor_id === unheld);
    expect(waiting).toMatchObject({
      kind: 'review',
      status: 'pending',
      email: claim.email,
      note: claim.note,
    });
    await expect(decideBuilderClaim(staff, waiting!.id, false, '')).rejects.toThrow(/reason/);
    // Nothing to complete before staff approve.
    const claimant = await signedIn(claim.email);
    expect(await completeBuilderClaim(claimant)).toBeNull();
    await decideBuilderClaim(staff, waiting!.id, true, '');
    expect(await sql('select template from public.email_outbox where to_email = $1', [claim.email])).toEqual([
      { template: 'builder-claim-decided' },
    ]);
    expect(await completeBuilderClaim(claimant)).toBe(unheld);
    expect(builderContractorIdOf({ app_metadata: await roleOf(claimant) })).toBe(unheld);
    // The listing had no business email: its requests now go to the account's mailbox.
    expect(
      await sql('select email from public.contractor_emails where contractor_id = $1', [unheld]),
    ).toEqual([{ email: claim.email }]);
    // Not staff: nobody else decides.
    await expect(decideBuilderClaim(anon, waiting!.id, true, '')).rejects.toThrow();
  });

  it('a second claim of a claimed listing is a dispute; approved, the listing moves to the new account', async () => {
    const anon = await clientAs('anon');
    const staff = await clientAs('staff');
    await requestClaimReview(anon, unheld, {
      name: 'Dana Disputer',
      email: emailOf('dana'),
      phone: '',
      website: '',
      note: 'I bought the business in May.',
    });
    const [dispute] = (await listBuilderClaims(staff)).filter(
      (row) => row.contractor_id === unheld && row.status === 'pending',
    );
    expect(dispute?.kind).toBe('dispute');
    await decideBuilderClaim(staff, dispute!.id, true, 'We called the shop: Dana owns it now.');
    const dana = await signedIn(emailOf('dana'));
    expect(await completeBuilderClaim(dana)).toBe(unheld);
    const accounts = await sql<{ email: string }>(
      'select email from public.builder_accounts where contractor_id = $1',
      [unheld],
    );
    expect(accounts).toEqual([{ email: emailOf('dana') }]);
    // Requests go to the new owner, not to the one who gave the listing up.
    expect(
      await sql('select email from public.contractor_emails where contractor_id = $1', [unheld]),
    ).toEqual([{ email: emailOf('dana') }]);
    const [cory] = await sql<{ meta: Record<string, unknown> }>(
      'select raw_app_meta_data as meta from auth.users where email = $1',
      [emailOf('cory')],
    );
    expect(cory!.meta.role).toBeUndefined();
  });
});

describe('the listing rules are the same in core and in the database', () => {
  it('agrees on when a profile says a response time', async () => {
    expect(await sql('select private.response_time_min_contacted() as n')).toEqual([
      { n: RESPONSE_TIME_MIN_CONTACTED },
    ]);
  });

  it('agrees on phones, websites and services', async () => {
    const phones = [
      '(512) 555-0100',
      '512.555.0100',
      '+1 512 555 0100',
      'call us',
      '555-01',
      '512-555-0100 ext',
      '1'.repeat(31),
    ];
    const websites = [
      'https://example.com',
      'http://ponds.example.co.uk/about?x=1',
      'example.com',
      'https://localhost',
      'https://user@example.com',
      'ftp://example.com',
      'https://exa mple.com',
      `https://${'a'.repeat(300)}.com`,
    ];
    for (const phone of phones) {
      const [row] = await sql<{ ok: boolean }>('select private.is_listing_phone($1) as ok', [phone]);
      expect(row!.ok, phone).toBe(isListingPhone(phone));
    }
    for (const website of websites) {
      const [row] = await sql<{ ok: boolean }>('select private.is_listing_website($1) as ok', [website]);
      expect(row!.ok, website).toBe(isListingWebsite(website));
    }
    for (const service of PROJECT_TYPES) {
      const [row] = await sql<{ ok: boolean }>('select private.is_builder_service($1) as ok', [service]);
      expect(row!.ok, service).toBe((BUILDER_SERVICES as readonly string[]).includes(service));
    }
  });
});

describe('the requests a builder was chosen for', () => {
  let lead = '';
  const homeowner = emailOf('homeowner');
  beforeAll(async () => {
    await submitLead(await clientAs('anon'), {
      name: 'Hana Homeowner',
      email: homeowner,
      phone: '802 555 0177',
      projectType: 'Koi Pond Construction',
      message: 'A koi pond by the deck.',
      source: '/pond-builders-near-me',
    });
    [{ id: lead }] = (await sql<{ id: string }>('select id from public.lead_submissions where email = $1', [
      homeowner,
    ])) as [{ id: string }];
    // The homeowner chose two builders: the office's listing and the one staff approved for Dana.
    await sql(
      `insert into public.lead_routes (lead_id, contractor_id, slot, consent_text, delivery)
       values ($1, $2, 1, 'I agree to be contacted', 'email'), ($1, $3, 2, 'I agree to be contacted', 'email')`,
      [lead, listing, unheld],
    );
  });
  afterAll(() => sql('delete from public.lead_submissions where id = $1', [lead]));

  it('shows each builder its request, "one of 2", and the marks; the homeowner’s page follows them', async () => {
    const office = await signedIn(emailOf('office'));
    const dana = await signedIn(emailOf('dana'));
    const [mine] = (await listBuilderRequests(office)).filter((row) => row.lead_id === lead);
    expect(mine).toMatchObject({
      name: 'Hana Homeowner',
      email: homeowner,
      builders_chosen: 2,
      outcome: null,
    });
    expect(chosenAmongText(mine!.builders_chosen!)).toBe('You are one of 2 builders this homeowner chose');

    await markRequest(office, lead, { mark: 'contacted' });
    await expect(markRequest(office, lead, { mark: 'not_fit' })).rejects.toThrow(
      'Choose why the request is not a fit.',
    );
    await markRequest(office, lead, { mark: 'quoted', amount: 18_500, note: 'Includes a waterfall.' });
    expect(
      await sql('select template from public.email_outbox where to_email = $1 and template = $2', [
        homeowner,
        'request-quoted',
      ]),
    ).toHaveLength(1);

    const [link] = await sql<{ expires: string; signature: string }>(
      'select expires::text, signature from private.withdraw_link($1)',
      [lead],
    );
    const page = await requestPage(await clientAs('anon'), {
      request: lead,
      expires: Number(link!.expires),
      signature: link!.signature,
    });
    // The request as the homeowner sent it, and each builder's contact and quote together.
    expect(page.request).toMatchObject({
      projectType: 'Koi Pond Construction',
      message: 'A koi pond by the deck.',
      withdrawn: false,
    });
    const today = new Date().toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(page.builders.map((builder) => requestProgressText(builder))).toEqual([
      `Contacted you on ${today}. Sent a quote: $18,500 (“Includes a waterfall.”)`,
      'Not yet contacted',
    ]);
    await expect(
      requestPage(await clientAs('anon'), {
        request: lead,
        expires: Number(link!.expires),
        signature: 'forged',
      }),
    ).rejects.toThrow();

    // Dana's view of the same request has no marks of the office's; neither can mark the other's.
    const [theirs] = (await listBuilderRequests(dana)).filter((row) => row.lead_id === lead);
    expect(theirs).toMatchObject({ contacted_at: null, outcome: null, quote_amount: null });
    const stranger = await signedIn(emailOf('stranger'));
    await expect(markRequest(stranger, lead, { mark: 'contacted' })).rejects.toThrow();
  });

  it('gives the builder their response time from the first contact, and staff every builder’s figures', async () => {
    const office = await signedIn(emailOf('office'));
    await sql(
      // Marked contacted above; chosen two hours before that (contacted_at itself is the database's stamp).
      `update public.lead_routes set chosen_at = contacted_at - interval '2 hours'
        where lead_id = $1 and contractor_id = $2`,
      [lead, listing],
    );
    // One contact: the builder sees it (their profile waits for five).
    expect(await myResponseTime(office)).toEqual({ medianMinutes: 120, contacted: 1, requests: 1 });
    const [profile] = await sql('select * from public.contractor_response_time($1)', [listing]);
    expect(profile).toBeUndefined();
    // Staff see each builder with an account, with their figures; nobody else may.
    const [row] = (await listBuilderAccounts(await clientAs('staff'))).filter(
      (account) => account.contractor_id === listing,
    );
    expect(row).toMatchObject({
      email: emailOf('office'),
      requests: 1,
      contacted: 1,
      quoted: 1,
      median_minutes: 120,
    });
    await expect(listBuilderAccounts(office)).rejects.toThrow();
    await expect(listBuilderAccounts(await clientAs('anon'))).rejects.toThrow();
    await expect(myResponseTime(await clientAs('staff'))).rejects.toThrow();
  });

  it('keeps contact details for 60 days only', async () => {
    await sql(
      `update public.lead_routes set chosen_at = now() - interval '61 days', contacted_at = null where lead_id = $1`,
      [lead],
    );
    const office = await signedIn(emailOf('office'));
    const [old] = (await listBuilderRequests(office)).filter((row) => row.lead_id === lead);
    expect(old).toMatchObject({
      name: null,
      email: null,
      phone: null,
      project_type: 'Koi Pond Construction',
    });
  });

  it('agrees with core on the reasons a request is not a fit', async () => {
    for (const reason of [...NOT_FIT_REASONS, 'Other', '']) {
      const [row] = await sql<{ ok: boolean }>('select private.is_not_fit_reason($1) as ok', [reason]);
      expect(row!.ok, reason).toBe((NOT_FIT_REASONS as readonly string[]).includes(reason));
    }
  });
});

describe('a paused listing', () => {
  it('is not offered to homeowners, and a choice naming it is refused; taking requests again brings it back', async () => {
    const office = await signedIn(emailOf('office'));
    const anon = await clientAs('anon');
    const offeredIds = async () =>
      (await suggestBuilders(anon, { contractorId: listing })).map((offer) => offer.contractor.id);
    expect(await offeredIds()).toContain(listing);
    await setListingPause(office, { paused: true });
    expect(await offeredIds()).not.toContain(listing);
    await submitLead(anon, {
      name: 'Pat Paused',
      email: emailOf('paused-home'),
      phone: '802 555 0188',
      projectType: 'Pond Maintenance',
      source: '/pond-builders-near-me',
    });
    const [lead] = await sql<{ id: string }>('select id from public.lead_submissions where email = $1', [
      emailOf('paused-home'),
    ]);
    await expect(
      sql(
        `insert into public.lead_routes (lead_id, contractor_id, slot, consent_text, delivery)
         values ($1, $2, 3, 'I agree', 'email')`,
        [lead!.id, listing],
      ),
    ).rejects.toMatchObject({ hint: 'builder_paused' });
    await setListingPause(office, { paused: false });
    expect(await offeredIds()).toContain(listing);
    await expect(setListingPause(await clientAs('authenticated'), { paused: true })).rejects.toThrow();
  });

  it('pauses until a day, says so, and ends by itself the day after', async () => {
    const office = await signedIn(emailOf('office'));
    await expect(setListingPause(office, { paused: true, until: '2020-01-01' })).rejects.toMatchObject({
      field: 'until',
      message: 'Choose a day from today to a year from now, or leave it empty.',
    });
    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await setListingPause(office, { paused: true, until: inAWeek });
    const [logged] = await sql<{ before: unknown; after: unknown }>(
      `select before, after from public.contractor_changes where contractor_id = $1 order by id desc limit 1`,
      [listing],
    );
    expect(logged).toEqual({ before: { paused: false }, after: { paused: true, until: inAWeek } });
    const read = async () =>
      (
        await sql<{ paused: boolean; until: string | null }>(
          `select paused_at is not null as paused, paused_until::text as until from public.contractors where id = $1`,
          [listing],
        )
      )[0];
    expect(await read()).toEqual({ paused: true, until: inAWeek });
    // Not yet past: the hourly run leaves it; once its day has gone, the run ends it.
    await sql('select private.end_past_pauses()');
    expect(await read()).toEqual({ paused: true, until: inAWeek });
    await sql(`update public.contractors set paused_until = current_date - 2 where id = $1`, [listing]);
    await sql('select private.end_past_pauses()');
    expect(await read()).toEqual({ paused: false, until: null });
  });

  it('is a logged change staff can put back', async () => {
    const office = await signedIn(emailOf('office'));
    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await setListingPause(office, { paused: true, until: inAWeek });
    const [pause] = await listListingChanges(office, listing);
    expect(pause).toMatchObject({ before: { paused: false }, after: { paused: true, until: inAWeek } });
    await revertListingChange(await clientAs('staff'), pause!.id);
    const [put] = await listListingChanges(office, listing);
    expect(put).toMatchObject({ role: 'staff', reverts: pause!.id, after: { paused: false } });
    expect(
      await sql('select paused_at, paused_until from public.contractors where id = $1', [listing]),
    ).toEqual([{ paused_at: null, paused_until: null }]);
    // A resume put back pauses again until the same day.
    await setListingPause(office, { paused: true, until: inAWeek });
    await setListingPause(office, { paused: false });
    const [resumed] = await listListingChanges(office, listing);
    await revertListingChange(await clientAs('staff'), resumed!.id);
    expect(
      await sql(
        `select paused_at is not null as paused, paused_until::text as until from public.contractors where id = $1`,
        [listing],
      ),
    ).toEqual([{ paused: true, until: inAWeek }]);
    await setListingPause(office, { paused: false });
  });
});

describe('request mail a builder controls', () => {
  it('a mail for each request by default; a daily digest instead holds them and sends one mail naming each', async () => {
    const office = await signedIn(emailOf('office'));
    const anon = await clientAs('anon');
    const requestFor = async (name: string) => {
      await submitLead(anon, {
        name,
        email: emailOf(name.toLowerCase().replace(/\W+/g, '-')),
        phone: '802 555 0177',
        projectType: 'Pond Maintenance',
        source: '/pond-builders-near-me',
      });
      const [lead] = await sql<{ id: string }>('select id from public.lead_submissions where email = $1', [
        emailOf(name.toLowerCase().replace(/\W+/g, '-')),
      ]);
      await sql(
        `insert into public.email_outbox (template, to_email, to_name, payload, lead_id, contractor_id)
         values ('lead-to-builder', $1, 'Claim One Ponds', jsonb_build_object('lead_id', $2::text), $2::uuid, $3)`,
        [emailOf('office'), lead!.id, listing],
      );
      return lead!.id;
    };
    const statusOf = async (lead: string) =>
      (
        await sql<{ status: string }>(
          `select status from public.email_outbox where lead_id = $1 and template = 'lead-to-builder'`,
          [lead],
        )
      )[0]!.status;
    const now = await requestFor('Each Mail');
    expect(await statusOf(now)).not.toBe('held');
    await setRequestMail(office, 'daily');
    const first = await requestFor('Digest One');
    const second = await requestFor('Digest Two');
    const withdrawn = await requestFor('Digest Withdrawn');
    await sql('update public.lead_submissions set withdrawn_at = now() where id = $1', [withdrawn]);
    expect([await statusOf(first), await statusOf(second)]).toEqual(['held', 'held']);
    await sql('select private.queue_builder_digests()');
    expect([await statusOf(first), await statusOf(second), await statusOf(withdrawn)]).toEqual([
      'digested',
      'digested',
      'cancelled',
    ]);
    const digests = await sql<{ payload: { lead_ids: string[] } }>(
      `select payload from public.email_outbox where template = 'builder-request-digest' and contractor_id = $1`,
      [listing],
    );
    expect(digests.map((digest) => digest.payload.lead_ids)).toEqual([[first, second]]);
    // Back to a mail for each: a request held for the next digest goes now.
    const waiting = await requestFor('Digest Released');
    expect(await statusOf(waiting)).toBe('held');
    await setRequestMail(office, 'each');
    expect(await statusOf(waiting)).not.toBe('held');
    await expect(setRequestMail(anon, 'daily')).rejects.toThrow();
  });
});
