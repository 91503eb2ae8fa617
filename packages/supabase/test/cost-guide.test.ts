import { CONSENTS, COST_SIZE_BANDS, costSortingOf, costSpread, itemShares, perSqFtSpread } from '@pond/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chooseBuilders,
  decideCostQuote,
  getCostPage,
  getLocalCostRange,
  requestPage,
  sendQuote,
  staffCostDecisions,
  staffCostFigures,
  submitLead,
  type PondClient,
} from '../src/index.ts';
import { builderOf } from './builder-clients.ts';
import { clientAs } from './clients.ts';
import { liftLeadLimitsForThisFile, sql } from './sql.ts';

// The cost guide's figures: kept by the database one quote at a time, equal to @pond/core's rules on
// the same quotes, shown only past the thresholds, and set aside by staff with a logged reason.

liftLeadLimitsForThisFile();
const stamp = Date.now();
const STATE = 'WY';
let builders: string[] = [];

interface Sample {
  builder: number;
  total: number;
  area?: number | null;
  kind?: string | null;
  items?: { key: string; amount: number }[];
  daysAgo?: number;
}

/** Sample quotes in a city of this file's own, each counted as a quote arriving is. */
async function addSamples(city: string, samples: readonly Sample[]): Promise<number[]> {
  const ids: number[] = [];
  for (const s of samples) {
    const area = s.area ?? null;
    const band = area ? COST_SIZE_BANDS.find((b) => area >= b.min && area < b.max)!.key : null;
    const kind = s.kind === undefined ? 'koi' : s.kind;
    const [row] = await sql<{ id: string }>(
      `insert into private.cost_quotes (contractor_id, state, city, city_slug, kind, building, area_sq_ft, band, total,
                                        items, sent_at, sample, counted)
       values ($1, $2, $3, private.city_slug($3), $4::text, $4::text is null or $4::text in ('koi', 'garden', 'ecosystem', 'waterfall', 'swimming'), $5, $6, $7, $8, now() - make_interval(days => $9), true, true)
       returning id`,
      [
        builders[s.builder],
        STATE,
        city,
        kind,
        area,
        band,
        s.total,
        JSON.stringify(s.items ?? []),
        s.daysAgo ?? 3,
      ],
    );
    await sql('select private.count_cost_quote(q, 1) from private.cost_quotes q where q.id = $1', [row!.id]);
    ids.push(Number(row!.id));
  }
  return ids;
}

const slug = (city: string) => city.toLowerCase().replace(/\s+/g, '-');
const cityFigure = async (city: string, kind: string | null = null) =>
  (await getCostPage(await clientAs('anon'), kind as never, { stateCode: STATE, citySlug: slug(city) })).city;

beforeAll(async () => {
  const rows = await sql<{ id: string }>(
    `insert into public.contractors (name, city, state)
     select 'Cost Ponds ' || n || ' ${stamp}', 'Costville', '${STATE}' from generate_series(1, 8) n returning id`,
  );
  builders = rows.map((row) => row.id);
});

afterAll(async () => {
  await sql('delete from public.lead_submissions where email like $1', [`%-${stamp}@costs.example`]);
  await sql('delete from public.email_outbox where to_email like $1', [`%-${stamp}@costs.example`]);
  await sql('delete from public.builder_accounts where contractor_id = any($1)', [builders]);
  await sql('delete from public.contractors where id = any($1)', [builders]);
  await sql('delete from auth.users where email like $1', [`%-${stamp}@costs.example`]);
});

describe('a request’s kind and size', () => {
  it('are sorted by the database as core sorts them', async () => {
    const requests = [
      { projectType: 'Koi Pond Construction', lengthFt: 12, widthFt: 10 },
      { projectType: 'Pond Design & Installation', pondSize: 'small' },
      { projectType: 'Pond Design & Installation', pondSize: 'large' },
      { projectType: 'Water Feature Installation', lengthFt: 3, widthFt: 3 },
      { projectType: 'Pond Maintenance' },
      { projectType: 'Pond Repair & Renovation', lengthFt: 40, widthFt: 20 },
      { projectType: 'Other', lengthFt: 10, widthFt: 10 },
      { projectType: 'Pond Planner: swimming', planPondType: 'swimming', planAreaSqFt: 399.6 },
      { projectType: 'Pond Planner: not-sure', planPondType: 'not-sure', planAreaSqFt: 50 },
      { projectType: 'Pond Design & Installation', planPondType: 'garden', planAreaSqFt: 49.4 },
      { projectType: 'Koi Pond Construction', planPondType: 'ecosystem', planAreaSqFt: 200 },
    ] as const;
    for (const request of requests) {
      const plan =
        'planPondType' in request
          ? { pond_type: request.planPondType, area_sq_ft: request.planAreaSqFt }
          : null;
      const rows = await sql<{
        kind: string | null;
        building: boolean;
        area_sq_ft: number | null;
        band: string | null;
      }>('select * from private.cost_sorting($1, $2, $3, $4, $5)', [
        request.projectType,
        plan && JSON.stringify(plan),
        'lengthFt' in request ? request.lengthFt : null,
        'widthFt' in request ? request.widthFt : null,
        'pondSize' in request ? request.pondSize : null,
      ]);
      const core = costSortingOf(request);
      expect(rows[0] ?? null, request.projectType).toEqual(
        core && { kind: core.kind, building: core.building, area_sq_ft: core.areaSqFt, band: core.band },
      );
    }
  });
});

describe('the thresholds', () => {
  it('shows no figure from 4 quotes, from 2 builders, or with one builder at 60 %', async () => {
    const four = `Four ${stamp}`;
    await addSamples(
      four,
      [0, 1, 2, 3].map((builder) => ({ builder, total: 5_000 + builder * 1_000 })),
    );
    expect(await cityFigure(four)).toBeNull();
    // Not even its name (that anyone asked for a quote there) leaves the database.
    const thin = await getCostPage(await clientAs('anon'), null, { stateCode: STATE, citySlug: slug(four) });
    expect(thin.cityName).toBeNull();
    await addSamples(four, [{ builder: 4, total: 9_000 }]);
    expect((await cityFigure(four))?.quotes).toBe(5);

    const two = `Two ${stamp}`;
    await addSamples(
      two,
      [0, 0, 0, 1, 1].map((builder, n) => ({ builder, total: 4_000 + n * 500 })),
    );
    expect(await cityFigure(two)).toBeNull();

    const most = `Most ${stamp}`;
    await addSamples(
      most,
      [0, 0, 0, 0, 0, 0, 1, 1, 2, 2].map((builder, n) => ({ builder, total: 6_000 + n * 300 })),
    );
    expect(await cityFigure(most)).toBeNull();
    // Exactly half is allowed: two more quotes from others bring the first to 6 of 12.
    await addSamples(most, [{ builder: 3, total: 7_000 }]);
    expect(await cityFigure(most)).toBeNull();
    await addSamples(most, [{ builder: 4, total: 7_200 }]);
    expect(await cityFigure(most)).not.toBeNull();
  });
});

describe('the nearest figure', () => {
  it('is the city’s, else the state’s, else the country’s, else none', async () => {
    const near = async (band: string, state: string, city: string) =>
      (
        await getLocalCostRange(await clientAs('anon'), {
          kind: 'water-feature',
          band: band as never,
          stateCode: state,
          city,
        })
      )?.level ?? null;
    const city = `Fountain ${stamp}`;
    expect(await near('over-400', STATE, city)).toBeNull();
    await addSamples(
      city,
      [0, 1, 2, 3, 4].map((builder) => ({
        builder,
        total: 2_000 + builder * 100,
        area: 450,
        kind: 'water-feature',
      })),
    );
    expect(await near('over-400', STATE, city)).toBe('city');
    expect(await near('over-400', STATE, `Dry ${stamp}`)).toBe('state');
    expect(await near('over-400', 'VT', `Dry ${stamp}`)).toBe('country');
  });
});

describe('the figures', () => {
  it('equal core’s rules on the same quotes, by size band, per square foot and by item, and a recount', async () => {
    const city = `Parity ${stamp}`;
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const samples: Sample[] = Array.from({ length: 41 }, (_, n) => {
      const total = 1_000 + Math.floor(random() * 40_000);
      const area = n % 7 === 0 ? null : 10 + Math.floor(random() * 500);
      const items =
        n % 3 === 0
          ? [
              { key: 'excavation', amount: Math.floor(total * 0.4) },
              { key: 'liner', amount: Math.floor(total * 0.25) },
              { key: 'pump', amount: total - Math.floor(total * 0.4) - Math.floor(total * 0.25) },
            ]
          : [];
      return { builder: n % 7, total, area, items, kind: n % 4 === 0 ? 'garden' : 'koi' };
    });
    await addSamples(city, samples);
    const figure = (await cityFigure(city))!;
    expect(figure).not.toBeNull();
    expect(figure.quotes).toBe(41);
    expect(figure.builders).toBe(7);
    expect(figure.total).toEqual(costSpread(samples.map((s) => s.total)));
    const sized = samples.filter((s) => s.area) as (Sample & { area: number })[];
    expect(figure.perSqFt).toEqual(perSqFtSpread(sized.map((s) => ({ total: s.total, areaSqFt: s.area }))));
    for (const band of figure.bands) {
      const inBand = sized.filter(
        (s) =>
          costSortingOf({ projectType: 'Koi Pond Construction', planAreaSqFt: s.area })!.band === band.band,
      );
      expect(band.quotes).toBe(inBand.length);
      expect(band.total).toEqual(costSpread(inBand.map((s) => s.total)));
    }
    const listed = samples.flatMap((s) => s.items ?? []);
    expect(figure.items).toEqual(
      itemShares(
        ['excavation', 'liner', 'pump'].map((item) => ({
          item,
          dollars: listed.filter((i) => i.key === item).reduce((a, i) => a + i.amount, 0),
        })),
      ),
    );
    const koi = (await cityFigure(city, 'koi'))!;
    expect(koi.total).toEqual(costSpread(samples.filter((s) => s.kind === 'koi').map((s) => s.total)));

    const counts = () =>
      sql('select * from private.cost_counts where state = $1 and city = $2 order by kind, band, measure', [
        STATE,
        slug(city),
      ]);
    const kept = await counts();
    await sql('select private.recount_cost_figures()');
    expect((await counts()).map(({ updated_at: _, ...row }) => row)).toEqual(
      kept.map(({ updated_at: _, ...row }) => row),
    );
  });

  it('lets quotes older than 24 months leave', async () => {
    const city = `Window ${stamp}`;
    await addSamples(
      city,
      [0, 1, 2, 3, 4].map((builder) => ({ builder, total: 3_000, daysAgo: 20 })),
    );
    await addSamples(city, [{ builder: 5, total: 90_000, daysAgo: 760 }]);
    expect((await cityFigure(city))?.quotes).toBe(6);
    await sql('select private.expire_cost_quotes()');
    expect((await cityFigure(city))?.quotes).toBe(5);
  });
});

describe('a quote a builder sends', () => {
  it('enters its city’s figures sorted by kind and size, a revision replaces it, and its pages are noted for a purge', async () => {
    const anon = await clientAs('anon');
    const email = `home-${stamp}@costs.example`;
    const city = `Quoteville ${stamp}`;
    const { id, choiceToken } = await submitLead(anon, {
      name: 'Cora Cost',
      email,
      phone: '307 555 0101',
      projectType: 'Koi Pond Construction',
      location: `${city}, ${STATE}`,
      source: '/get-quotes',
    });
    await sql('update public.lead_submissions set city = $2, state = $3 where id = $1', [id, city, STATE]);
    await chooseBuilders(anon, {
      requestId: id,
      choiceToken,
      contractorIds: [builders[0]!],
      consentId: CONSENTS.builderChoice.id,
      details: { lengthFt: 12, widthFt: 10 },
    });
    const builder: PondClient = await builderOf(builders[0]!, `builder-${stamp}@costs.example`);
    const quote = { items: [], startsOn: null, validUntil: null, note: null };
    await sendQuote(builder, id, { ...quote, total: 14_250 });
    await sendQuote(builder, id, { ...quote, total: 13_000 });
    expect(
      await sql('select kind, band, area_sq_ft, total, counted from private.cost_quotes where lead_id = $1', [
        id,
      ]),
    ).toEqual([{ kind: 'koi', band: '100-200', area_sq_ft: 120, total: 13_000, counted: true }]);
    const counted = () =>
      sql<{ quotes: number }>(
        `select quotes from private.cost_counts where (state, city, kind, band, measure) = ($1, $2, 'koi', '100-200', 'total')`,
        [STATE, slug(city)],
      );
    expect(await counted()).toEqual([{ quotes: 1 }]);
    expect(
      await sql('select city from private.pending_cost_purges where state = $1 and city = $2', [
        STATE,
        slug(city),
      ]),
    ).toHaveLength(1);

    // With enough local quotes of its kind and size, the homeowner's page says where it sits.
    await addSamples(
      city,
      [1, 2, 3, 4].map((b) => ({ builder: b, total: 10_000 + b * 1_000, area: 150 })),
    );
    const [signed] = await sql<{ expires: string; signature: string }>(
      'select expires::text, signature from private.withdraw_link($1)',
      [id],
    );
    const page = await requestPage(anon, {
      request: id,
      expires: Number(signed!.expires),
      signature: signed!.signature,
    });
    // 11,000 12,000 13,000 13,000 14,000: the middle half is 12,000 – 13,000.
    expect(page.request?.localCosts).toMatchObject({
      level: 'city',
      quotes: 5,
      builders: 5,
      low: 12_000,
      median: 13_000,
      high: 13_000,
    });

    await sql('delete from public.lead_submissions where id = $1', [id]);
    expect(await counted()).toEqual([{ quotes: 4 }]);
  });
});

describe('staff', () => {
  it('set a quote aside with a logged reason, and count it again; nobody else may', async () => {
    const city = `Aside ${stamp}`;
    const [typo] = await addSamples(city, [
      { builder: 0, total: 12 },
      ...[1, 2, 3, 4, 5].map((builder) => ({ builder, total: 8_000 + builder * 100 })),
    ]);
    const staff = await clientAs('staff');
    await expect(
      decideCostQuote(staff, { quoteId: typo!, counted: false, reason: 'typo' }),
    ).rejects.toMatchObject({
      reason: 'cost_reason',
    });
    await expect(
      decideCostQuote(await clientAs('anon'), {
        quoteId: typo!,
        counted: false,
        reason: 'A typo: twelve dollars',
      }),
    ).rejects.toMatchObject({ code: 'forbidden' });
    expect((await cityFigure(city))?.quotes).toBe(6);
    await decideCostQuote(staff, {
      quoteId: typo!,
      counted: false,
      reason: 'A typo: twelve dollars for a pond',
    });
    expect((await cityFigure(city))?.quotes).toBe(5);
    // p10 of 8,100 … 8,500: 8,100 + 100 × 8/20 = 8,140, shown to the nearest $100.
    expect((await cityFigure(city))?.total.p10).toBe(8_100);
    const log = (await staffCostDecisions(staff)).filter((d) => d.quote_id === typo);
    expect(log[0]).toMatchObject({ counted: false, reason: 'A typo: twelve dollars for a pond', total: 12 });
    const figures = await staffCostFigures(staff, { stateCode: STATE, citySlug: slug(city) });
    expect(figures.find((f) => f.kind === 'koi' && f.band === '' && f.measure === 'total')).toMatchObject({
      quotes: 5,
      builders: 5,
      shown: true,
    });
    await decideCostQuote(staff, { quoteId: typo!, counted: true, reason: 'Checked with the builder: real' });
    expect((await cityFigure(city))?.quotes).toBe(6);
  });
});
