import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { citySlug, nameSlug } from '@pond/core';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { withClient } from '../src/local.ts';
import { generateDatabaseTypes } from '../src/typegen/generate-types.ts';
import { sql } from './sql.ts';

describe('database types', () => {
  it('are up to date with the migrations (run `pnpm --filter @pond/supabase gen:types` after changing them)', async () => {
    const generated = await withClient(inject('stack').dbUrl, generateDatabaseTypes);
    const committed = await readFile(path.resolve(import.meta.dirname, '../src/database.types.ts'), 'utf8');
    expect(committed).toBe(generated);
  });
});

describe('rules written in both SQL and @pond/core agree', () => {
  const names = [
    'Blue Lagoon Ponds & Koi',
    'Étang Créatif, LLC',
    '  ACME  water--gardens ',
    'O’Brien Ponds',
    '***',
  ];
  it.each(names)('the contractor slug of %j', async (name) => {
    const [row] = await sql<{ slug: string }>('select private.name_slug($1) as slug', [name]);
    expect(row!.slug).toBe(nameSlug(name));
  });

  it.each(['Los Angeles', '  Salt Lake   City ', "Coeur d'Alene", 'St. Louis', 'Naval Air Station/ Jrb'])(
    'the city slug of %j',
    async (city) => {
      const [row] = await sql<{ slug: string }>('select private.city_slug($1) as slug', [city]);
      expect(row!.slug).toBe(citySlug(city));
    },
  );
});

/** The plan PostgreSQL picks for a query run as an anonymous visitor through PostgREST would. */
async function planOf(query: string): Promise<string> {
  const client = new pg.Client({ connectionString: inject('stack').dbUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(`set local role anon`);
    // The test data (3,000 rows) is small enough that a sequential scan is as good as any index;
    // the benchmark's 100,000 rows show the planner choosing them. Here we prove each index serves its query.
    await client.query('set local enable_seqscan = off');
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain ${query}`);
    await client.query('rollback');
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.end();
  }
}

describe('indexes the directory queries use (EXPLAIN)', () => {
  it.each([
    [
      'city contains (trigram)',
      `select * from public.contractors where city ilike '%austin%'`,
      'contractors_city_trgm',
    ],
    [
      'name contains (trigram)',
      `select * from public.contractors where name ilike '%heron%'`,
      'contractors_name_trgm',
    ],
    [
      'state page, best rated (verified reviews first)',
      `select * from public.contractors where state = 'TX'
        order by best_rated_score desc nulls last, rating desc nulls last, reviews desc nulls last, name limit 9`,
      'contractors_state_best_rated',
    ],
    [
      'best rated nationwide',
      `select * from public.contractors where coalesce(verified_rating, rating) >= 4
        order by best_rated_score desc nulls last, rating desc nulls last, reviews desc nulls last, name limit 10`,
      'contractors_best_rated',
    ],
    [
      'cities of a state',
      `select city_key, count(*) from public.contractors where state = 'TX' group by city_key`,
      'contractors_state_city',
    ],
    [
      'within 25 miles of a ZIP',
      `select * from public.contractors c where extensions.earth_box(extensions.ll_to_earth(30.27, -97.74), 40233) operator(extensions.@>) c.position`,
      'contractors_position',
    ],
  ])('%s uses %s', async (_label, query, index) => {
    expect(await planOf(query)).toContain(index);
  });
});
