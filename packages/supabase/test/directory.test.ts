import { neighbouringStates, stateByCode } from '@pond/core';
import { inject } from 'vitest';
import { describe, expect, it } from 'vitest';
import {
  createPondReader,
  getCitySummary,
  getContractorById,
  listAllContractors,
  placeExists,
  listContractorCities,
  listSitemapCities,
  listStateCities,
  searchContractors,
  PondDataError,
} from '../src/index.ts';
import { clientAs } from './clients.ts';
import { sql } from './sql.ts';

const count = async (where: string, values: unknown[] = []) =>
  Number(
    (await sql<{ n: string }>(`select count(*) as n from public.contractors where ${where}`, values))[0]!.n,
  );

describe('searchContractors (spec §2.7, §7)', () => {
  it('counts matches only up to 1,000 and says the total is more than that', async () => {
    const client = await clientAs('anon');
    expect(await count('rating >= 3')).toBeGreaterThan(1000);
    const page = await searchContractors(client, { filters: { minRating: 3 } });
    expect(page).toMatchObject({ total: 1000, moreThanTotal: true, pageCount: Math.ceil(1000 / 9) });
    expect(page.contractors).toHaveLength(9);
    // Under the cap the count is exact and not marked.
    const texas = await searchContractors(client, { filters: { state: 'TX', minRating: 4 } });
    expect(texas.total).toBe(await count(`state = 'TX' and rating >= 4`));
    expect(texas.moreThanTotal).toBeUndefined();
  });

  it('returns one page of 9 and the exact total for a city and state', async () => {
    const client = await clientAs('anon');
    const page = await searchContractors(client, { filters: { city: 'Houston', state: 'TX' } });
    expect(page.total).toBe(await count(`city ilike '%houston%' and state = 'TX'`));
    expect(page.total).toBeGreaterThan(9);
    expect(page.contractors).toHaveLength(9);
    expect(page.pageCount).toBe(Math.ceil(page.total / 9));
    expect(page.contractors.every((c) => c.city.toLowerCase().includes('houston') && c.state === 'TX')).toBe(
      true,
    );
    expect(page.fallback).toBeNull();
  });

  it('orders by rating, best first, and pages without overlap', async () => {
    const client = await clientAs('anon');
    const first = await searchContractors(client, { filters: { state: 'CA' }, page: 1 });
    const second = await searchContractors(client, { filters: { state: 'CA' }, page: 2 });
    const ratings = first.contractors.map((c) => c.rating ?? -1);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(second.contractors.map((c) => c.id).some((id) => first.contractors.some((c) => c.id === id))).toBe(
      false,
    );
    expect(second.page).toBe(2);
  });

  it('matches a state by code or name on the stored code', async () => {
    const client = await clientAs('anon');
    const byName = await searchContractors(client, { filters: { state: 'Texas' } });
    const byCode = await searchContractors(client, { filters: { state: 'tx' } });
    expect(byName.total).toBe(await count(`state = 'TX'`));
    expect(byCode.total).toBe(byName.total);
  });

  it('filters by minimum rating and by postal code', async () => {
    const client = await clientAs('anon');
    const rated = await searchContractors(client, { filters: { state: 'FL', minRating: 4 } });
    expect(rated.total).toBe(await count(`state = 'FL' and rating >= 4`));
    expect(rated.contractors.every((c) => (c.rating ?? 0) >= 4)).toBe(true);
    const [{ postal_code: zip }] = (await sql<{ postal_code: string }>(
      `select postal_code from public.contractors where postal_code is not null limit 1`,
    )) as [{ postal_code: string }];
    const byZip = await searchContractors(client, { filters: { postalCode: zip } });
    expect(byZip.total).toBe(await count(`postal_code = $1`, [zip]));
  });

  it('pages a ZIP search in exactly the order of sorting every match (nearest, then best rated)', async () => {
    const client = await clientAs('anon');
    const near = { zip: '10001', miles: 50 };
    const pages = [];
    for (let page = 1; page <= 3; page++)
      pages.push(
        ...(await searchContractors(client, { filters: { near }, page })).contractors.map((c) => c.id),
      );
    const expected = await sql<{ id: string }>(
      `with center as (select extensions.ll_to_earth(latitude, longitude) as point from public.zip_codes where zip = '10001')
       select c.id::text from public.contractors c, center
        where extensions.earth_box(center.point, 50 * 1609.344) operator(extensions.@>) c.position
          and extensions.sec_to_gc(extensions.cube_distance(c.position, center.point)) <= 50 * 1609.344
        order by extensions.cube_distance(c.position, center.point), c.rating desc nulls last,
                 c.reviews desc nulls last, c.name, c.id
        limit 27`,
    );
    expect(expected.length).toBe(27);
    expect(pages).toEqual(expected.map((row) => row.id));
  });

  it('finds contractors within N miles of a ZIP, nearest first', async () => {
    const client = await clientAs('anon');
    const near = await searchContractors(client, { filters: { near: { zip: '10001', miles: 30 } } });
    expect(near.total).toBeGreaterThan(0);
    const distances = near.contractors.map((c) => c.distance_miles ?? Infinity);
    expect(distances.every((d) => d <= 30)).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const unknown = await searchContractors(client, { filters: { near: { zip: '00000', miles: 30 } } });
    expect(unknown.total).toBe(0);
  });

  it('treats % and _ in a city as text, not patterns', async () => {
    const client = await clientAs('anon');
    expect((await searchContractors(client, { filters: { city: '%' } })).total).toBe(0);
    expect((await searchContractors(client, { filters: { city: '_' } })).total).toBe(0);
  });

  it('returns nothing and no fallback without fallbackToNearest', async () => {
    const client = await clientAs('anon');
    const page = await searchContractors(client, { filters: { city: 'Atlantis', state: 'TX' } });
    expect(page).toMatchObject({ total: 0, contractors: [], fallback: null });
  });

  it('falls back to the same state first (spec §7 step 1)', async () => {
    const client = await clientAs('anon');
    const page = await searchContractors(client, {
      filters: { city: 'Atlantis', state: 'TX', fallbackToNearest: true },
    });
    expect(page.fallback).toBe('state');
    expect(page.total).toBe(await count(`state = 'TX'`));
  });

  it('then to neighbouring states (step 2)', async () => {
    // A state whose best rating is below a neighbour's: filtering at the neighbour's best finds none at home.
    const best = new Map(
      (
        await sql<{ state: string; best: string }>(
          `select state, max(rating) as best from public.contractors group by state`,
        )
      ).map((row) => [row.state, Number(row.best)]),
    );
    const [state, minRating] =
      [...best].flatMap(([code, top]) =>
        neighbouringStates(code)
          .map((n) => best.get(n) ?? 0)
          .filter((neighbourTop) => neighbourTop > top)
          .map((neighbourTop) => [code, neighbourTop] as const),
      )[0] ?? [];
    expect(state).toBeDefined();
    const client = await clientAs('anon');
    const page = await searchContractors(client, { filters: { state, minRating, fallbackToNearest: true } });
    expect(page.fallback).toBe('neighbours');
    expect(page.contractors.every((c) => neighbouringStates(state!).includes(c.state as never))).toBe(true);
    expect(page.contractors.every((c) => (c.rating ?? 0) >= minRating!)).toBe(true);
  });

  it('then to the 10 best rated nationwide (step 3)', async () => {
    const client = await clientAs('anon');
    const page = await searchContractors(client, {
      filters: { state: 'ZZ', minRating: 4.5, fallbackToNearest: true },
    });
    expect(page.fallback).toBe('national');
    expect(page.contractors).toHaveLength(10);
    expect(page.contractors.every((c) => (c.rating ?? 0) >= 4.5)).toBe(true);
    const [top] = await sql<{ rating: string }>(`select max(rating) as rating from public.contractors`);
    expect(page.contractors[0]?.rating).toBe(Number(top!.rating));
  });

  it('fails with the spec text when the database is unreachable', async () => {
    const { createNodePondClient } = await import('../src/node.ts');
    const dead = createNodePondClient({ url: 'http://127.0.0.1:9', key: 'x'.repeat(40) });
    const error = await searchContractors(dead, { filters: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PondDataError);
    expect((error as Error).message).toBe('Failed to fetch contractors');
  });
});

describe('profiles, state pages and sitemaps (spec §7)', () => {
  it('reads a contractor by id, and null for an unknown or malformed id', async () => {
    const client = await clientAs('anon');
    const [row] = await sql<{ id: string; name: string }>(
      `select id::text, name from public.contractors limit 1`,
    );
    expect((await getContractorById(client, row!.id))?.name).toBe(row!.name);
    expect(await getContractorById(client, '00000000-0000-4000-8000-00000000dead')).toBeNull();
    expect(await getContractorById(client, 'abc')).toBeNull();
  });

  it('lists the cities of a state with counts, sorted by name', async () => {
    const client = await clientAs('anon');
    const cities = await listStateCities(client, 'tx');
    expect(cities.map((c) => c.city)).toEqual([...cities.map((c) => c.city)].sort());
    expect(cities.reduce((sum, c) => sum + c.count, 0)).toBe(await count(`state = 'TX'`));
    expect(cities.find((c) => c.city === 'San Antonio')?.slug).toBe('san-antonio');
    expect(await listStateCities(client, 'Narnia')).toEqual([]);
  });

  it("keeps each city's count as builders are added, moved and removed", async () => {
    const client = await clientAs('anon');
    const countIn = async (city: string) =>
      (await listStateCities(client, 'VT')).find((c) => c.city === city)?.count;
    const added = await sql<{ id: string }>(
      `insert into public.contractors (name, city, state) values
         ('Count One Ponds', 'Countville', 'VT'), ('Count Two Ponds', 'Countville', 'VT')
       returning id`,
    );
    try {
      expect(await countIn('Countville')).toBe(2);
      await sql(`update public.contractors set city = 'Tallyton' where id = $1`, [added[0]!.id]);
      expect([await countIn('Countville'), await countIn('Tallyton')]).toEqual([1, 1]);
      // An update that moves nobody changes nothing.
      await sql(`update public.contractors set phone = '555-0100' where id = any($1)`, [
        added.map((r) => r.id),
      ]);
      expect([await countIn('Countville'), await countIn('Tallyton')]).toEqual([1, 1]);
    } finally {
      await sql(`delete from public.contractors where id = any($1)`, [added.map((r) => r.id)]);
    }
    expect([await countIn('Countville'), await countIn('Tallyton')]).toEqual([undefined, undefined]);
    // Every state's list agrees with counting the builders themselves.
    const drift = await sql(
      `select state, city_key from (select state, city_key, count(*)::integer as n from public.contractors
         group by 1, 2) actual full join private.city_counts kept using (state, city_key)
       where actual.n is distinct from kept.contractors`,
    );
    expect(drift).toEqual([]);
  });

  it("keeps each city's centre as builders are added, moved and removed: a city page's nearby cities read it", async () => {
    const client = await clientAs('anon');
    // Two towns of Vermont far from any other city of the seed, 2 km apart; a third builder moves.
    const added = await sql<{ id: string }>(
      `insert into public.contractors (name, city, state, latitude, longitude) values
         ('Centre One Ponds', 'Centreville', 'VT', 44.9, -71.5), ('Centre Two Ponds', 'Centreville', 'VT', 44.92, -71.5),
         ('Centre Three Ponds', 'Middleton', 'VT', 44.91, -71.52)
       returning id`,
    );
    const drift = () =>
      sql(
        `select state, city_key from (
           select state, city_key, sum(latitude) as lat, sum(longitude) as lng, count(*)::integer as n
           from public.contractors where latitude is not null and longitude is not null group by 1, 2) actual
         full join (select * from private.city_counts where located > 0) kept using (state, city_key)
         where actual.n is distinct from kept.located
            or abs(actual.lat - kept.latitude_sum) > 1e-6 or abs(actual.lng - kept.longitude_sum) > 1e-6`,
      );
    try {
      expect(await drift()).toEqual([]);
      expect((await getCitySummary(client, 'Centreville', 'VT')).nearby[0]).toMatchObject({
        city: 'Middleton',
      });
      // Moving a builder within its city moves the centre; moving it to another city moves it there.
      await sql(`update public.contractors set latitude = 44.95 where id = $1`, [added[0]!.id]);
      expect(await drift()).toEqual([]);
      await sql(`update public.contractors set city = 'Middleton' where id = $1`, [added[1]!.id]);
      expect(await drift()).toEqual([]);
      await sql(`update public.contractors set latitude = null, longitude = null where id = $1`, [
        added[2]!.id,
      ]);
      expect(await drift()).toEqual([]);
    } finally {
      await sql(`delete from public.contractors where id = any($1)`, [added.map((r) => r.id)]);
    }
    expect(await drift()).toEqual([]);
  });

  it('lists sitemap cities and the distinct cities of contractors, which agree', async () => {
    const client = await clientAs('anon');
    const cities = await listSitemapCities(client);
    const pairs = await listContractorCities(client);
    const key = (c: { state: string; slug: string }) => `${c.state}/${c.slug}`;
    expect(new Set(cities.map(key))).toEqual(new Set(pairs.map(key)));
    expect(cities.map((c) => c.city)).toEqual(
      [...cities.map((c) => c.city)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    expect(new Set(cities.map((c) => c.state)).size).toBe(51);
    expect(cities.every((c) => stateByCode(c.state))).toBe(true);
  });
});

describe('the directory beyond the spec', () => {
  const stamp = Date.now();
  const reader = () => {
    const stack = inject('stack');
    return createPondReader({ url: stack.url, key: stack.anonKey });
  };

  it('sorts by most reviewed, and a ZIP by best rated when asked', async () => {
    const byReviews = await searchContractors(reader(), { filters: { state: 'CA', sort: 'reviews' } });
    const reviews = byReviews.contractors.map((c) => c.reviews ?? -1);
    expect(reviews).toEqual([...reviews].sort((a, b) => b - a));
    const [top] = await sql<{ reviews: number }>(
      `select max(reviews) as reviews from public.contractors where state = 'CA'`,
    );
    expect(reviews[0]).toBe(top!.reviews);

    const near = { zip: '10001', miles: 50 };
    const nearest = await searchContractors(reader(), { filters: { near } });
    const rated = await searchContractors(reader(), { filters: { near, sort: 'rating' } });
    expect(rated.total).toBe(nearest.total);
    const ratings = rated.contractors.map((c) => c.rating ?? -1);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(rated.contractors.map((c) => c.id)).not.toEqual(nearest.contractors.map((c) => c.id));
    // 'Nearest' without a ZIP has no centre: best rated.
    const noCentre = await searchContractors(reader(), { filters: { state: 'CA', sort: 'distance' } });
    expect(noCentre.contractors.map((c) => c.id)).toEqual(
      (await searchContractors(reader(), { filters: { state: 'CA' } })).contractors.map((c) => c.id),
    );
    await expect(reader().rpc('search_contractors', { p_sort: 'cheapest' }).throwOnError()).rejects.toThrow(
      /p_sort/,
    );
  });

  it('keeps the total on a page past the last, and falls back to nothing there', async () => {
    const page = await searchContractors(reader(), {
      filters: { city: 'Austin', state: 'TX', fallbackToNearest: true },
      page: 99,
    });
    expect(page).toMatchObject({ contractors: [], fallback: null, page: 99 });
    expect(page.total).toBe(await count(`city ilike '%austin%' and state = 'TX'`));
  });

  it('matches a city whatever its hyphens and spaces (the words of a slug)', async () => {
    const [builder] = await sql<{ id: string }>(
      `insert into public.contractors (name, city, state, postal_code, rating, reviews)
       values ('Hyphen Test Ponds', 'Winston-Salem', 'NC', '27101', 4.5, 3) returning id`,
    );
    try {
      // 'winston-salem' is the page's slug; its words are the city the page asks for.
      const found = await searchContractors(reader(), { filters: { city: 'Winston Salem', state: 'NC' } });
      expect(found.contractors.map((c) => c.id)).toContain(builder!.id);
      expect((await getCitySummary(reader(), 'Winston Salem', 'NC')).builderCount).toBe(found.total);
      expect(await placeExists(reader(), 'winston salem', 'NC')).toBe(true);
    } finally {
      await sql('delete from public.contractors where id = $1', [builder!.id]);
    }
  });

  it('counts a big city by its cities’ counts: every spelling of its name, exact to 1,000, past it more, and exactly again with a filter; its pages merge those serving it', async () => {
    const city = `Countville ${stamp}`;
    // 998 based in the city, one in a city whose name contains it, one whose city is written in
    // capitals with a trailing space: 1,000 based there. The last three and a builder serving the city
    // from elsewhere are rated 5, the rest 3.
    const ids = await sql<{ id: string }>(
      `insert into public.contractors (name, city, state, rating, reviews, service_cities)
       select 'Count Test Ponds ' || g, case g when 999 then 'North ' || $1 when 1000 then upper($1) || ' ' else $1 end,
              'TX', case when g >= 998 then 5 else 3 end, g % 40, '{}'
         from generate_series(1, 1000) g
       union all
       select 'Count Test Serving Ponds', 'Otherton ' || $2, 'TX', 5, 500, array[$1]
       returning id`,
      [city, stamp],
    );
    const search = (filters: object, page = 1, pageSize = 9) =>
      searchContractors(reader(), { filters: { city, state: 'TX', ...filters }, page, pageSize });
    try {
      // The serving builder makes 1,001: the count is the cap's.
      expect(await search({})).toMatchObject({ total: 1000, moreThanTotal: true });
      await sql(`delete from public.contractors where name = 'Count Test Serving Ponds' and city = $1`, [
        `Otherton ${stamp}`,
      ]);
      const based = await search({}, 1, 100);
      expect(based.total).toBe(1000);
      expect(based.moreThanTotal).toBeUndefined();
      await sql(
        `insert into public.contractors (name, city, state, rating, reviews, service_cities)
         values ('Count Test Serving Ponds', 'Otherton ' || $2, 'TX', 5, 500, array[$1])`,
        [city, stamp],
      );
      const rated = await search({ minRating: 5 }, 1, 100);
      expect(rated.total).toBe(4);
      expect(rated.contractors.map((c) => c.city).sort()).toEqual(
        [`${city.toUpperCase()} `, city, `North ${city}`, `Otherton ${stamp}`].sort(),
      );
      expect(rated.contractors.find((c) => c.city === `Otherton ${stamp}`)?.serves).toBe(city);
      // Pages of any size are slices of one order, the serving builder in its place among the based.
      const first = (await search({}, 1, 100)).contractors.map((c) => c.id);
      expect(first[0]).toBe(rated.contractors[0]!.id);
      expect((await search({}, 2, 50)).contractors.map((c) => c.id)).toEqual(first.slice(50, 100));
      expect((await search({}, 3, 9)).contractors.map((c) => c.id)).toEqual(first.slice(18, 27));
    } finally {
      await sql('delete from public.contractors where id = any($1::uuid[])', [ids.map((row) => row.id)]);
      await sql(`delete from public.contractors where city = $1`, [`Otherton ${stamp}`]);
    }
  });

  it('pages by the size asked for, and says which', async () => {
    const page = await searchContractors(reader(), { filters: { state: 'TX' }, page: 2, pageSize: 6 });
    expect(page.contractors).toHaveLength(6);
    expect(page.pageSize).toBe(6);
    expect(page.pageCount).toBe(Math.ceil(page.total / 6));
  });

  it('knows real places: a ZIP code city or a builder’s city, in its state', async () => {
    const [town] = await sql<{ city: string; state: string }>(
      `select z.city, z.state from public.zip_codes z
        where not exists (select 1 from public.contractors c where c.state = z.state and c.city_key = lower(z.city))
        limit 1`,
    );
    expect(await placeExists(reader(), town!.city.toUpperCase(), town!.state)).toBe(true);
    expect(await placeExists(reader(), 'Austin', 'TX')).toBe(true);
    expect(await placeExists(reader(), 'Austin', 'VT')).toBe(false);
    expect(await placeExists(reader(), 'No Such Town Anywhere', 'TX')).toBe(false);
  });

  it('summarises a city: its builders, their rating and nearby cities with builders, same state first', async () => {
    const summary = await getCitySummary(reader(), 'Austin', 'TX');
    const [row] = await sql<{ n: string; rating: string }>(
      `select count(*) as n, round(avg(rating), 1) as rating from public.contractors where state = 'TX' and city_key = 'austin'`,
    );
    expect(summary.builderCount).toBe(Number(row!.n));
    expect(summary.averageRating).toBe(Number(row!.rating));
    expect(summary.nearby.length).toBeGreaterThan(0);
    expect(summary.nearby.length).toBeLessThanOrEqual(4);
    expect(summary.nearby.every((place) => place.state === 'TX' && place.city !== 'Austin')).toBe(true);
    const nowhere = await getCitySummary(reader(), 'No Such Town Anywhere', 'TX');
    expect(nowhere).toMatchObject({ builderCount: 0, averageRating: null });
  });

  it('reads every contractor for the build, past the 1,000-row page', async () => {
    const all = await listAllContractors(reader());
    expect(all.length).toBe(await count('true'));
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
  });
});
