import { Faker, en } from '@faker-js/faker';
import { COST_WINDOW_MONTHS, costSortingOf, estimatePondPlan, type PondType } from '@pond/core';
import type pg from 'pg';

// Sample quotes for the local stack only (its seed calls this; no migration, import or build does):
// enough to see the cost guide's pages, thresholds and fall-backs. Each is drawn from the planner's
// model for its pond, state and size, spread around it as real quotes are, and kept marked `sample`.

export const SAMPLE_QUOTES_SEED = 20261128;

export interface SampleQuote {
  contractor_id: string;
  state: string;
  city: string;
  kind: string | null;
  building: boolean;
  area_sq_ft: number | null;
  band: string | null;
  total: number;
  items: { key: string; amount: number }[];
  sent_at: string;
}

interface SeedBuilder {
  id: string;
  city: string;
  state: string;
}

const POND_KINDS: readonly PondType[] = ['koi', 'garden', 'ecosystem', 'waterfall', 'swimming', 'not-sure'];
const POND_WEIGHTS = [4, 3, 3, 2, 0.4, 1.5];

/**
 * Quotes from the builders of the busiest places: most of their cities get many (figures of their
 * own), some get three (too few: the page falls back to the state), and a few go to small towns.
 */
export function generateSampleQuotes(builders: readonly SeedBuilder[], today = new Date()): SampleQuote[] {
  const faker = new Faker({ locale: [en], seed: SAMPLE_QUOTES_SEED });
  const byCity = new Map<string, SeedBuilder[]>();
  for (const builder of builders) {
    const key = `${builder.state}|${builder.city}`;
    byCity.set(key, [...(byCity.get(key) ?? []), builder]);
  }
  const cities = [...byCity.values()].filter((list) => list.length >= 3).sort((a, b) => b.length - a.length);
  const quotes: SampleQuote[] = [];
  cities.slice(0, 60).forEach((list, rank) => {
    const count = rank % 5 === 4 ? 3 : faker.number.int({ min: 8, max: 40 });
    for (let n = 0; n < count; n++) quotes.push(sampleQuote(faker, list[n % list.length]!, today));
  });
  return quotes;
}

function sampleQuote(faker: Faker, builder: SeedBuilder, today: Date): SampleQuote {
  const sent = new Date(today);
  sent.setUTCDate(sent.getUTCDate() - faker.number.int({ min: 1, max: COST_WINDOW_MONTHS * 30 - 20 }));
  const service = faker.number.float({ min: 0, max: 1 });
  if (service < 0.12) {
    const kind = service < 0.07 ? 'maintenance' : 'repair';
    const total =
      Math.round(faker.number.int({ min: 250, max: kind === 'repair' ? 6_000 : 1_800 }) / 10) * 10;
    return base(builder, sent, kind, false, null, total, []);
  }
  const pondType = faker.helpers.weightedArrayElement(
    POND_KINDS.map((value, n) => ({ value, weight: POND_WEIGHTS[n]! })),
  );
  const length = faker.number.int({ min: 4, max: pondType === 'swimming' ? 40 : 24 });
  const width = faker.number.int({ min: 3, max: Math.max(3, Math.min(length, 20)) });
  const plan = estimatePondPlan({
    pondType,
    length,
    width,
    depth: faker.helpers.arrayElement([2, 2.5, 3, 4]),
    state: builder.state,
    sunExposure: 'partial-shade',
  });
  // Builders' prices spread around the planner's range, a few well outside it.
  const spread = faker.number.float({ min: -0.25, max: 1.35 });
  const total = Math.max(
    300,
    Math.round(
      (plan.costEstimate.minCost + spread * (plan.costEstimate.maxCost - plan.costEstimate.minCost)) / 10,
    ) * 10,
  );
  const sorting = costSortingOf({
    projectType: `Pond Planner: ${pondType}`,
    planPondType: pondType,
    planAreaSqFt: length * width,
  })!;
  const items = faker.datatype.boolean({ probability: 0.6 }) ? itemsOf(plan, total) : [];
  return base(builder, sent, sorting.kind, sorting.building, sorting.areaSqFt, total, items, sorting.band);
}

/** The planner's breakdown as a builder's items, scaled to the quote's total. */
function itemsOf(plan: ReturnType<typeof estimatePondPlan>, total: number): SampleQuote['items'] {
  const { baseCost, equipment, labor } = plan.costEstimate.breakdown;
  const mid = (range: { min: number; max: number }) => (range.min + range.max) / 2;
  const parts: [string, number][] = [
    ['excavation', mid(baseCost) * 0.55 + mid(labor) * 0.5],
    ['rock', mid(baseCost) * 0.45],
    ['liner', mid(equipment.liner)],
    ['pump', mid(equipment.pump)],
    ['filtration', mid(equipment.filter)],
    ['other', mid(labor) * 0.5],
  ];
  const sum = parts.reduce((all, [, amount]) => all + amount, 0);
  const items = parts.map(([key, amount]) => ({ key, amount: Math.floor((amount / sum) * total) }));
  items[0]!.amount += total - items.reduce((all, item) => all + item.amount, 0);
  return items;
}

function base(
  builder: SeedBuilder,
  sent: Date,
  kind: string | null,
  building: boolean,
  area: number | null,
  total: number,
  items: SampleQuote['items'],
  band: string | null = null,
): SampleQuote {
  return {
    contractor_id: builder.id,
    state: builder.state,
    city: builder.city,
    kind,
    building,
    area_sq_ft: area,
    band,
    total,
    items,
    sent_at: sent.toISOString(),
  };
}

/** Loads the sample quotes and counts every figure from them at once. */
export async function loadSampleQuotes(client: pg.Client, quotes: readonly SampleQuote[]): Promise<void> {
  await client.query(
    `insert into private.cost_quotes (contractor_id, state, city, city_slug, kind, building, area_sq_ft, band, total,
                                      items, sent_at, sample, counted)
     select x.contractor_id, x.state, x.city, private.city_slug(x.city), x.kind, x.building, x.area_sq_ft, x.band,
            x.total, x.items, x.sent_at, true, true
       from jsonb_to_recordset($1::jsonb) x(contractor_id uuid, state text, city text, kind text, building boolean,
                                           area_sq_ft integer, band text, total integer, items jsonb,
                                           sent_at timestamptz)`,
    [JSON.stringify(quotes)],
  );
  await client.query('select private.recount_cost_figures()');
}

/** The seeded builders the samples come from. */
export async function seedBuilders(client: pg.Client): Promise<SeedBuilder[]> {
  const { rows } = await client.query<SeedBuilder>(
    'select id, city, state from public.contractors order by state, city, name, id',
  );
  return rows;
}
