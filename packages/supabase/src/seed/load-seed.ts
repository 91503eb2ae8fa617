import type pg from 'pg';
import type { SeedContractor } from './generate-contractors.ts';
import type { ZipCode } from './zip-codes.ts';

const BATCH = 5000;

/** Loads ZIP codes in a few large statements (unnest of arrays); existing ones are kept. */
export async function loadZipCodes(client: pg.Client, zips: readonly ZipCode[]): Promise<void> {
  for (let start = 0; start < zips.length; start += BATCH * 4) {
    const batch = zips.slice(start, start + BATCH * 4);
    await client.query(
      `insert into public.zip_codes (zip, city, state, latitude, longitude)
       select * from unnest($1::text[], $2::text[], $3::text[], $4::float8[], $5::float8[])
       on conflict (zip) do nothing`,
      [
        batch.map((z) => z.zip),
        batch.map((z) => z.city),
        batch.map((z) => z.state),
        batch.map((z) => z.latitude),
        batch.map((z) => z.longitude),
      ],
    );
  }
}

/** Loads contractors in one transaction, then derives the cities table from them. */
export async function loadContractors(
  client: pg.Client,
  contractors: readonly SeedContractor[],
  onProgress: (done: number) => void = () => {},
): Promise<void> {
  await client.query('begin');
  try {
    // The places each builder serves are counted once, after the load, rather than per batch.
    await client.query('alter table public.contractors disable trigger contractors_count_serving_insert');
    for (let start = 0; start < contractors.length; start += BATCH) {
      const batch = contractors.slice(start, start + BATCH);
      const column = <K extends keyof SeedContractor>(key: K) => batch.map((c) => c[key]);
      await client.query(
        `insert into public.contractors
           (name, city, state, postal_code, street, phone, website, image_url, rating, reviews, latitude, longitude,
            service_radius_miles, service_cities)
         select name, city, state, postal_code, street, phone, website, image_url, rating, reviews, latitude, longitude,
                radius, coalesce(string_to_array(cities, '|'), '{}')
         from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                     $8::text[], $9::numeric[], $10::int[], $11::float8[], $12::float8[], $13::int[], $14::text[])
           as c(name, city, state, postal_code, street, phone, website, image_url, rating, reviews, latitude, longitude,
                radius, cities)`,
        [
          column('name'),
          column('city'),
          column('state'),
          column('postal_code'),
          column('street'),
          column('phone'),
          column('website'),
          column('image_url'),
          column('rating'),
          column('reviews'),
          column('latitude'),
          column('longitude'),
          column('service_radius_miles'),
          // Cities as one string each: a list of lists does not pass as an array parameter.
          batch.map((c) => c.service_cities.join('|')),
        ],
      );
      // Emails live beside the listing (contractor_emails); a builder is found by its identity.
      await client.query(
        `insert into public.contractor_emails (contractor_id, email)
         select c.id, e.email from unnest($1::text[], $2::text[], $3::text[], $4::text[]) e(name, city, state, email)
         join public.contractors c
           on c.name_key = lower(btrim(e.name)) and c.city_key = lower(btrim(e.city)) and c.state = e.state
         where e.email is not null`,
        [column('name'), column('city'), column('state'), column('email')],
      );
      onProgress(Math.min(start + BATCH, contractors.length));
    }
    await client.query('alter table public.contractors enable trigger contractors_count_serving_insert');
    await client.query('select private.recount_serving()');
    await client.query('select public.refresh_cities()');
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  // Fresh statistics, and a visibility map so counts can be answered from the indexes alone.
  await client.query('vacuum analyze public.contractors');
}
