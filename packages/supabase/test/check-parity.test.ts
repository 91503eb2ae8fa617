import {
  BUILDER_SERVICES,
  LISTING_LIMITS,
  PHOTO_LIMITS,
  REVIEW_REPORT_REASONS,
  REVIEW_PROJECT_TYPES,
  REVIEW_RULES,
  STATE_LICENSING,
  US_STATES,
  isListingPhone,
  isListingWebsite,
  listingProblems,
  photoDetailsProblems,
  reportProblems,
  reviewProblems,
  type ListingChanges,
  type ReviewInput,
} from '@pond/core';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHECK_TWINS, type CoreTwin, type Row } from './check-twins.ts';

// Each rule the database and @pond/core both hold, run on both sides on the same values. The CHECK
// constraints are read from the database itself, so one added without a twin (or a twin left after
// its constraint went) fails here; each is evaluated by its own expression as PostgreSQL has it.
// Then the rules that live in SQL functions rather than constraints: the listing's limits, the
// review limits, photo details, and the states that license pond building.

interface Constraint {
  key: string;
  relation: string;
  definition: string;
}

let db: pg.Client;
let constraints: Map<string, Constraint>;

beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('stack').dbUrl });
  await db.connect();
  const { rows } = await db.query<Constraint>(
    `select c.relname || '.' || k.conname as key, k.conrelid::regclass::text as relation,
            pg_get_constraintdef(k.oid) as definition
       from pg_constraint k join pg_class c on c.oid = k.conrelid
      where k.contype = 'c' and k.connamespace in ('public'::regnamespace, 'private'::regnamespace)`,
  );
  constraints = new Map(rows.map((row) => [row.key, row]));
});

afterAll(async () => {
  await db?.end();
});

/** The constraint's boolean expression: its definition without CHECK and NOT VALID. */
function expressionOf(definition: string): string {
  const match = /^CHECK (\(.*\))( NOT VALID)?$/s.exec(definition);
  if (!match) throw new Error(`Not a CHECK definition: ${definition}`);
  return match[1]!;
}

/** The constraint's verdict on each row: its own expression, with NULL passing as PostgreSQL has it. */
async function judge(constraint: Constraint, rows: Row[]): Promise<boolean[]> {
  const { rows: verdicts } = await db.query<{ ok: boolean }>(
    `select (select (${expressionOf(constraint.definition)}) is not false
               from jsonb_populate_record(null::${constraint.relation}, c.value) t) as ok
       from jsonb_array_elements($1::jsonb) with ordinality c(value, n) order by c.n`,
    [JSON.stringify(rows)],
  );
  return verdicts.map((verdict) => verdict.ok);
}

const twins = Object.entries(CHECK_TWINS).filter((entry): entry is [string, CoreTwin] => 'twin' in entry[1]);
const databaseOnly = Object.entries(CHECK_TWINS).filter(([, entry]) => 'databaseOnly' in entry);

describe('every CHECK constraint has its @pond/core twin', () => {
  it('names every constraint of the database, and no constraint that is gone', () => {
    expect({
      // Constraints with no entry in check-twins.ts: give each its twin, or say why it has none.
      missing: [...constraints.keys()].filter((key) => !(key in CHECK_TWINS)).sort(),
      // Entries whose constraint no longer exists.
      gone: Object.keys(CHECK_TWINS).filter((key) => !constraints.has(key)),
    }).toEqual({ missing: [], gone: [] });
  });

  it(`says in one line why each of the ${databaseOnly.length} database-only constraints has no twin`, () => {
    for (const [key, entry] of databaseOnly) {
      const reason = (entry as { databaseOnly: string }).databaseOnly;
      expect(reason, key).toMatch(/^\S[^\n]{10,160}$/);
    }
  });

  describe.each(twins)('%s', (key, { twin, cases, onlyValid }) => {
    it(`agrees with ${twin} on ${cases.length} values`, async () => {
      const constraint = constraints.get(key);
      expect(constraint, `${key} is not in the database`).toBeDefined();
      const verdicts = await judge(
        constraint!,
        cases.map((parity) => parity.row),
      );
      const judged = cases.map((parity, index) => ({ ...parity, database: verdicts[index] }));
      const shown = ({ row, core, database }: (typeof judged)[number]) => ({
        row: JSON.stringify(row).slice(0, 160),
        core,
        database,
      });
      expect(judged.filter((parity) => parity.database !== parity.core).map(shown)).toEqual([]);
      // The values take both sides of the rule, or the twin is a figure the database must take.
      const sides = new Set(cases.map((parity) => parity.core));
      if (onlyValid) expect(sides).toEqual(new Set([true]));
      else expect(sides).toEqual(new Set([true, false]));
    });
  });
});

/**
 * What a call refused, by its hint and detail: null when it went through. It runs in a transaction
 * rolled back after it, after `before` (which makes what it needs) and with what that returned.
 */
async function refusal(
  text: string,
  values: unknown[],
  before?: { text: string; values: unknown[] },
): Promise<{ hint?: string; detail?: string } | null> {
  await db.query('begin');
  try {
    const made = before ? (await db.query(before.text, before.values)).rows[0] : undefined;
    await db.query(text, made ? [...Object.values(made), ...values] : values);
    return null;
  } catch (error) {
    const { hint, detail } = error as pg.DatabaseError;
    return { hint, detail };
  } finally {
    await db.query('rollback');
  }
}

const functionText = async (name: string) =>
  (await db.query<{ text: string }>('select pg_get_functiondef($1::regproc) as text', [name])).rows[0]!.text;

/** The condition of the function's `if … then raise … detail = '<field>'`, as SQL to evaluate. */
function conditionFor(definition: string, field: string): string {
  const match = new RegExp(`\\bif\\s+([^;]*?)\\s+then\\s+raise exception[^;]*detail = '${field}'`).exec(
    definition,
  );
  if (!match) throw new Error(`No check of ${field} in ${definition.slice(0, 80)}`);
  return match[1]!;
}

const firstProblem = (problems: object) => Object.keys(problems)[0] ?? null;
const x = (length: number) => 'x'.repeat(length);
const padded = (values: string[]) => [...values, ...values.map((value) => `  ${value}  `)];

describe('the rules in SQL functions agree with @pond/core', () => {
  it('the states that license pond building are STATE_LICENSING’s (private.state_licenses_ponds)', async () => {
    const codes = [...US_STATES.map((state) => state.code), 'ca', 'Or', 'NC ', 'XX', ''];
    const { rows } = await db.query<{ code: string; licenses: boolean }>(
      'select code, coalesce(private.state_licenses_ponds(code), false) as licenses from unnest($1::text[]) code',
      [codes],
    );
    expect(rows.filter((row) => row.licenses !== Object.hasOwn(STATE_LICENSING, row.code))).toEqual([]);
    expect(
      rows
        .filter((row) => row.licenses)
        .map((row) => row.code)
        .sort(),
    ).toEqual(Object.keys(STATE_LICENSING).sort());
  });

  it('a listing’s phone and website are isListingPhone’s and isListingWebsite’s', async () => {
    const phones = [
      '(512) 555-0100',
      '+1 512.555.0100',
      '  555-0100  ',
      '555-010',
      '(512) 555-0100 ext. 4',
      'call us',
      '',
      '5'.repeat(LISTING_LIMITS.phone),
      '5'.repeat(LISTING_LIMITS.phone + 1),
    ];
    const long = `https://lotus-ponds.com/${x(LISTING_LIMITS.website)}`;
    const websites = [
      'https://lotus-ponds.com',
      'http://www.lotus-ponds.com/koi?from=listing#top',
      ' HTTPS://lotus-ponds.com:8443/ ',
      'lotus-ponds.com',
      'ftp://lotus-ponds.com',
      'https://localhost',
      'https://user@lotus-ponds.com',
      'https://lotus ponds.com',
      'javascript:alert(1)//x.com',
      long.slice(0, LISTING_LIMITS.website),
      long.slice(0, LISTING_LIMITS.website + 1),
    ];
    const { rows } = await db.query<{ value: string; phone: boolean; website: boolean }>(
      `select value, coalesce(private.is_listing_phone(value), false) as phone,
              coalesce(private.is_listing_website(value), false) as website
         from unnest($1::text[]) value`,
      [[...phones, ...websites]],
    );
    const phoneRows = rows.slice(0, phones.length);
    const websiteRows = rows.slice(phones.length);
    expect(phoneRows.filter((row) => row.phone !== isListingPhone(row.value))).toEqual([]);
    expect(websiteRows.filter((row) => row.website !== isListingWebsite(row.value))).toEqual([]);
    expect(new Set(phoneRows.map((row) => row.phone))).toEqual(new Set([true, false]));
    expect(new Set(websiteRows.map((row) => row.website))).toEqual(new Set([true, false]));
  });

  it('a listing’s changes are refused where listingProblems finds a problem, field for field (LISTING_LIMITS)', async () => {
    const listing: ListingChanges = {
      name: 'Parity Ponds',
      description: 'Koi ponds and waterfalls around Austin.',
      phone: '(512) 555-0100',
      website: 'https://parity-ponds.example.com',
      street: '100 Congress Ave',
      postal_code: '78701',
      services: ['Koi Pond Construction'],
      service_cities: ['Austin'],
      service_radius_miles: 40,
      hours: 'Mon–Fri 8am–6pm',
      founded_year: 1998,
    };
    const year = new Date().getFullYear();
    const website = `https://parity-ponds.example.com/${x(LISTING_LIMITS.website)}`;
    const changes: Partial<ListingChanges>[] = [
      {},
      { name: x(LISTING_LIMITS.name) },
      { name: x(LISTING_LIMITS.name + 1) },
      { name: '   ' },
      { description: x(LISTING_LIMITS.description) },
      { description: x(LISTING_LIMITS.description + 1) },
      { phone: '5'.repeat(LISTING_LIMITS.phone) },
      { phone: '5'.repeat(LISTING_LIMITS.phone + 1) },
      { phone: '555-010' },
      { phone: 'call us' },
      { website: website.slice(0, LISTING_LIMITS.website) },
      { website: website.slice(0, LISTING_LIMITS.website + 1) },
      { website: 'parity-ponds.example.com' },
      { street: x(LISTING_LIMITS.street) },
      { street: x(LISTING_LIMITS.street + 1) },
      { postal_code: '7870' },
      { postal_code: '78701-1234' },
      { services: [...BUILDER_SERVICES] },
      { services: ['Other' as (typeof BUILDER_SERVICES)[number]] },
      {
        service_cities: Array.from({ length: LISTING_LIMITS.serviceCities }, () =>
          x(LISTING_LIMITS.serviceCity),
        ),
      },
      { service_cities: Array.from({ length: LISTING_LIMITS.serviceCities + 1 }, (_, i) => `City ${i}`) },
      { service_cities: [x(LISTING_LIMITS.serviceCity + 1)] },
      { service_cities: ['Austin', ' '] },
      { service_radius_miles: LISTING_LIMITS.radiusMiles.min - 1 },
      { service_radius_miles: LISTING_LIMITS.radiusMiles.min },
      { service_radius_miles: LISTING_LIMITS.radiusMiles.max },
      { service_radius_miles: LISTING_LIMITS.radiusMiles.max + 1 },
      { hours: x(LISTING_LIMITS.hours) },
      { hours: x(LISTING_LIMITS.hours + 1) },
      { founded_year: LISTING_LIMITS.foundedYear.min - 1 },
      { founded_year: LISTING_LIMITS.foundedYear.min },
      { founded_year: year },
      { founded_year: year + 1 },
    ];
    const disagreements = [];
    for (const change of changes) {
      const next = { ...listing, ...change };
      const core = firstProblem(listingProblems(next, year));
      const refused = await refusal(
        `select private.apply_listing_changes($1, $2::jsonb, 'staff')`,
        [JSON.stringify(next)],
        {
          text: `insert into public.contractors (name, slug, city, state) values ('Parity Ponds', $1, 'Austin', 'TX')
                 returning id`,
          values: [`parity-ponds-${randomUUID()}`],
        },
      );
      if (refused && refused.hint !== 'listing_invalid') throw new Error(JSON.stringify(refused));
      const database = refused?.detail ?? null;
      if (database !== core)
        disagreements.push({ change: JSON.stringify(change).slice(0, 80), core, database });
    }
    expect(disagreements).toEqual([]);
  });

  it('a photo’s details are refused where photoDetailsProblems finds a problem (private.check_photo_details)', async () => {
    const photo = {
      caption: 'A koi pond with a waterfall',
      projectType: BUILDER_SERVICES[0] as string,
      city: 'Austin',
    };
    const details = [
      ...padded(['', x(1), x(PHOTO_LIMITS.caption), x(PHOTO_LIMITS.caption + 1)]).map((caption) => ({
        caption,
      })),
      ...padded(['', x(1), x(PHOTO_LIMITS.city), x(PHOTO_LIMITS.city + 1)]).map((city) => ({ city })),
      ...[...BUILDER_SERVICES, 'Other', ''].map((projectType) => ({ projectType })),
    ];
    const disagreements = [];
    for (const change of details) {
      const next = { ...photo, ...change };
      const refused = await refusal('select private.check_photo_details($1, $2, $3)', [
        next.caption,
        next.projectType,
        next.city,
      ]);
      const core = firstProblem(photoDetailsProblems(next));
      if ((refused?.detail ?? null) !== core)
        disagreements.push({ change: JSON.stringify(change).slice(0, 80), core, database: refused });
    }
    expect(disagreements).toEqual([]);
  });

  it('a review is refused where reviewProblems finds a problem (submit_review’s checks, REVIEW_RULES)', async () => {
    const check = /field := (case[\s\S]*?\n\s*end);/.exec(await functionText('public.submit_review'))?.[1];
    expect(check, 'submit_review checks each field in one case').toBeDefined();
    const review: ReviewInput = {
      stars: 4,
      title: 'A koi pond that works',
      body: 'They dug and lined our koi pond in four days and called back the same day.',
      hired: true,
      projectType: 'Koi Pond Construction',
      ownExperience: true,
    };
    const { stars, title, body } = REVIEW_RULES;
    const changes: Partial<ReviewInput>[] = [
      {},
      ...[stars.min - 1, stars.min, stars.max, stars.max + 1].map((value) => ({ stars: value })),
      ...padded([x(title.min - 1), x(title.min), x(title.max), x(title.max + 1)]).map((value) => ({
        title: value,
      })),
      ...padded([x(body.min - 1), x(body.min), x(body.max), x(body.max + 1)]).map((value) => ({
        body: value,
      })),
      { hired: null },
      { hired: false },
      ...[...REVIEW_PROJECT_TYPES, 'Swimming Pool', ''].map((projectType) => ({ projectType })),
      { ownExperience: false },
    ];
    const disagreements = [];
    for (const change of changes) {
      const next = { ...review, ...change };
      const { rows } = await db.query<{ field: string | null }>(
        `select ${check} as field from (select $1::integer as p_stars, $2::text as p_title, $3::text as p_body,
           $4::boolean as p_hired, $5::text as p_project_type, $6::boolean as p_own_experience) t`,
        [next.stars, next.title, next.body, next.hired, next.projectType, next.ownExperience],
      );
      const core = firstProblem(reviewProblems(next));
      if (rows[0]!.field !== core)
        disagreements.push({ change: JSON.stringify(change).slice(0, 80), core, database: rows[0]!.field });
    }
    expect(disagreements).toEqual([]);
  });

  it('a report is refused where reportProblems finds a problem (report_review)', async () => {
    const reports = [
      ...REVIEW_REPORT_REASONS.map(({ value }) => ({ reason: value, note: '' })),
      { reason: 'spam', note: '' },
      { reason: '', note: '' },
      { reason: 'private-information', note: x(REVIEW_RULES.reportNote.max) },
      { reason: 'private-information', note: x(REVIEW_RULES.reportNote.max + 1) },
      ...padded(['', 'ab', 'abc']).map((note) => ({ reason: 'other', note })),
    ];
    const disagreements = [];
    for (const report of reports) {
      // No such review: a report the rules take is refused only for that, after the checks.
      const refused = await refusal('select public.report_review($1::uuid, $2, $3)', [
        randomUUID(),
        report.reason,
        report.note,
      ]);
      const database = refused?.hint === 'review_invalid' ? (refused.detail ?? null) : null;
      if (refused?.hint !== 'review_invalid' && refused?.hint !== 'review_not_found')
        throw new Error(JSON.stringify(refused));
      const core = firstProblem(reportProblems(report));
      if (database !== core)
        disagreements.push({ report: JSON.stringify(report).slice(0, 80), core, database });
    }
    expect(disagreements).toEqual([]);
  });

  it('an answer and a moderation note are checked by REVIEW_RULES’ bounds (answer_review, moderate_review)', async () => {
    for (const [fn, field, parameter, bounds] of [
      ['public.answer_review', 'answer', 'p_answer', REVIEW_RULES.answer],
      ['public.moderate_review', 'note', 'p_note', REVIEW_RULES.moderationNote],
    ] as const) {
      const condition = conditionFor(await functionText(fn), field);
      const values = padded(['', x(bounds.min - 1), x(bounds.min), x(bounds.max), x(bounds.max + 1)]);
      const { rows } = await db.query<{ value: string; refused: boolean }>(
        `select ${parameter} as value, coalesce(${condition}, false) as refused from unnest($1::text[]) ${parameter}`,
        [values],
      );
      const within = (value: string) =>
        value.trim().length >= bounds.min && value.trim().length <= bounds.max;
      expect(
        rows.filter((row) => row.refused === within(row.value)).map((row) => `${fn}: ${row.value.length}`),
      ).toEqual([]);
    }
  });

  it('reviews are invited, reminded and editable after REVIEW_RULES’ days; a portfolio holds PHOTO_LIMITS.photos', async () => {
    const invitations = await functionText('private.queue_review_invitations');
    const after = [...invitations.matchAll(/reached_at <= now\(\) - interval '(\d+) days'/g)].map((m) =>
      Number(m[1]),
    );
    expect(new Set(after)).toEqual(new Set([REVIEW_RULES.inviteAfterDays, REVIEW_RULES.remindAfterDays]));
    for (const fn of ['public.submit_review', 'public.review_for_link']) {
      const days = [...(await functionText(fn)).matchAll(/created_at \+ interval '(\d+) days'/g)].map((m) =>
        Number(m[1]),
      );
      expect(days.length, fn).toBeGreaterThan(0);
      expect(new Set(days), fn).toEqual(new Set([REVIEW_RULES.editableDays]));
    }
    expect(/held >= (\d+) then/.exec(await functionText('public.add_my_photo'))?.[1]).toBe(
      String(PHOTO_LIMITS.photos),
    );
    expect(/greatest\((\d+) - /.exec(await functionText('public.my_photo_allowance'))?.[1]).toBe(
      String(PHOTO_LIMITS.photos),
    );
  });
});
