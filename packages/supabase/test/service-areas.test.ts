import type { ListingChanges } from '@pond/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listCityBuilders,
  listStateCities,
  searchContractors,
  updateMyListing,
  type PondClient,
} from '../src/index.ts';
import { builderOf } from './builder-clients.ts';
import { clientAs } from './clients.ts';
import { sql } from './sql.ts';

// Builders are found where they work: a radius from their own place or the cities of their state they
// named bring them onto other places' searches, pages and counts, labelled (that the pages follow within
// seconds is the journey's, with the job queue running: tests/e2e/service-areas.spec.ts).

const stamp = Date.now();
let listing = '';
let builder: PondClient;
let anon: PondClient;

async function area(changes: { service_radius_miles?: number | null; service_cities?: string[] }) {
  const [row] = await sql<ListingChanges>(
    `select name, description, phone, website, street, postal_code, services, service_cities,
            service_radius_miles, hours, founded_year from public.contractors where id = $1`,
    [listing],
  );
  await updateMyListing(builder, { ...row!, ...changes });
}

/** Austin's search at 5 stars: the count the page shows, and the builders it lists. */
async function austinSearch() {
  const page = await searchContractors(anon, {
    filters: { city: 'Austin', state: 'TX', minRating: 5 },
    pageSize: 100,
  });
  return { total: page.total, listed: page.contractors.length };
}

/** Where the builder shows in Austin's search: its label, or undefined when it is not there. */
async function inAustin(extra: { near?: { zip: string; miles: number } } = {}) {
  const filters = extra.near
    ? { near: extra.near, minRating: 5 }
    : { city: 'Austin', state: 'TX', minRating: 5 };
  const page = await searchContractors(anon, { filters, pageSize: 100 });
  return page.contractors.find((c) => c.id === listing);
}

const austinCount = async () =>
  (await listStateCities(anon, 'TX')).find((c) => c.city === 'Austin')?.count ?? 0;

beforeAll(async () => {
  anon = await clientAs('anon');
  const [row] = await sql<{ id: string }>(
    `insert into public.contractors (name, city, state, postal_code, rating, reviews)
     values ($1, 'Round Rock', 'TX', '78664', 5.0, 7) returning id`,
    [`Round Rock Water Gardens ${stamp}`],
  );
  listing = row!.id;
  builder = await builderOf(listing, `round-rock-${stamp}@example.com`);
});

afterAll(async () => {
  await sql('delete from public.contractors where id = $1', [listing]);
});

describe('a builder found where they work', () => {
  it('a 40-mile radius brings them onto Austin’s search, list and count, labelled; 5 miles takes them off', async () => {
    const before = await austinCount();
    const search = await austinSearch();
    expect(await inAustin()).toBeUndefined();

    await area({ service_radius_miles: 40 });
    expect(await inAustin()).toMatchObject({ city: 'Round Rock', serves: 'Austin' });
    // The count the page shows counts those serving the city as well as those based there, once each.
    expect(await austinSearch()).toEqual({ total: search.total + 1, listed: search.listed + 1 });
    expect((await listCityBuilders(anon, 'Austin', 'TX')).map((b) => b.id)).toContain(listing);
    expect(await austinCount()).toBe(before + 1);

    await area({ service_radius_miles: 5 });
    expect(await inAustin()).toBeUndefined();
    expect(await austinSearch()).toEqual(search);
    expect((await listCityBuilders(anon, 'Austin', 'TX')).map((b) => b.id)).not.toContain(listing);
    expect(await austinCount()).toBe(before);
  });

  it('a ZIP search beyond the miles asked for includes a builder whose own radius reaches it', async () => {
    const total = async (miles: number) =>
      (await searchContractors(anon, { filters: { near: { zip: '78701', miles } } })).total;
    await area({ service_radius_miles: null });
    // 78701 is downtown Austin, some 17 miles from Round Rock.
    expect(await inAustin({ near: { zip: '78701', miles: 10 } })).toBeUndefined();
    const [within10, within25] = [await total(10), await total(25)];
    await area({ service_radius_miles: 30 });
    const found = await inAustin({ near: { zip: '78701', miles: 10 } });
    expect(found).toMatchObject({ serves: 'Austin' });
    expect(found!.distance_miles).toBeGreaterThan(10);
    // Counted with those within the miles; and once where they are within them too.
    expect(await total(10)).toBe(within10 + 1);
    expect(await total(25)).toBe(within25);
    // Within the miles asked for, a builder is simply near: no label.
    expect(await inAustin({ near: { zip: '78701', miles: 25 } })).toMatchObject({ serves: null });
  });

  it('naming a city of their state brings them onto it, whatever its spelling; the builder’s own city never says "serves"', async () => {
    await area({ service_radius_miles: null, service_cities: ['austin ', 'Round Rock'] });
    expect(await inAustin()).toMatchObject({ serves: 'Austin' });
    const roundRock = await searchContractors(anon, {
      filters: { city: 'Round Rock', state: 'TX', minRating: 5 },
      pageSize: 100,
    });
    expect(roundRock.contractors.find((c) => c.id === listing)).toMatchObject({ serves: null });
    // Based there and naming it too, the builder is counted once.
    expect(roundRock.total).toBe(roundRock.contractors.length);
    await area({ service_cities: [] });
    expect(await inAustin()).toBeUndefined();
  });

  it('a recount from all builders’ areas, as a bulk load makes, agrees with the counts kept change by change', async () => {
    await area({ service_radius_miles: 40, service_cities: ['Pflugerville', 'Nowhere Creek'] });
    const counts = () =>
      sql<{ state: string; city_key: string; builders: number }>(
        'select state, city_key, builders from private.place_serving order by state, city_key',
      );
    const kept = await counts();
    expect(kept).toContainEqual({ state: 'TX', city_key: 'nowhere creek', builders: 1 });
    await sql('select private.recount_serving()');
    expect(await counts()).toEqual(kept);
    await area({ service_radius_miles: null, service_cities: [] });
  });

  it('ranks builders based in the place before those serving it where the sort ties', async () => {
    const [twin] = await sql<{ id: string }>(
      `insert into public.contractors (name, city, state, postal_code, rating, reviews)
       values ($1, 'Austin', 'TX', '78701', 5.0, 7) returning id`,
      [`Round Rock Water Gardens ${stamp} twin`],
    );
    try {
      await area({ service_radius_miles: 40 });
      const page = await searchContractors(anon, {
        filters: { city: 'Austin', state: 'TX', minRating: 5 },
        pageSize: 100,
      });
      const ids = page.contractors.map((c) => c.id);
      // Same rating and reviews; the twin's name sorts after, yet it is based in Austin.
      expect(ids.indexOf(twin!.id)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(twin!.id)).toBeLessThan(ids.indexOf(listing));
    } finally {
      await sql('delete from public.contractors where id = $1', [twin!.id]);
    }
  });
});
