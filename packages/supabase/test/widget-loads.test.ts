import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PondClient } from '../src/index.ts';
import { clientAs } from './clients.ts';
import { fromOrigin } from './partner-clients.ts';
import { sql } from './sql.ts';

// Widget loads: one beacon per element load, counted per day under the Origin the browser
// attached, capped per origin and day, with nothing about anyone kept. Only for partners that
// exist; loads from anywhere but the partner's proven sites on one line, "elsewhere", with a cap per
// partner and day, so invented origins cannot inflate the figures or crowd out the partner's sites.

const stamp = Date.now();
const origin = `https://loads-${stamp}.example`;
const partner = `loads-${stamp}`;

beforeAll(async () => {
  await sql(
    `insert into public.partners (id, business_name, contact_name, email) values ($1, 'Loads', 'Lo', $2)`,
    [partner, `${partner}@loads.example`],
  );
  for (const site of [origin, `https://loads-${stamp}-capped.example`])
    await sql(
      `insert into public.partner_sites (partner_id, origin, status, proven_at) values ($1, $2, 'proven', now())`,
      [partner, site],
    );
});

const beacon = (client: PondClient, partner: string, widget = 'pond-quote-form', version = '1.5.0') =>
  client.rpc('count_widget_load', { p_partner: partner, p_widget: widget, p_version: version });

const countedFor = async (at: string) =>
  sql<{ partner: string; widget: string; kit_version: string; loads: number }>(
    'select partner, widget, kit_version, loads from public.widget_loads where origin = $1 order by partner, widget',
    [at],
  );

afterAll(async () => {
  await sql('delete from public.widget_loads where partner = $1', [partner]);
  await sql('delete from public.partners where id = $1', [partner]);
  await sql(
    'update private.widget_load_limits set per_origin_per_day = 50000, elsewhere_per_partner_per_day = 5000',
  );
});

/** Beacons as a script sends them: straight to the API, each with an Origin it made up. */
async function forgedBeacons(count: number, concurrency = 50): Promise<void> {
  const stack = inject('stack');
  let next = 0;
  const sendOne = async (): Promise<void> => {
    const n = next++;
    if (n >= count) return;
    const response = await fetch(`${stack.url}/rest/v1/rpc/count_widget_load`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${stack.anonKey}`,
        'content-type': 'application/json',
        origin: `https://forged-${n}-${stamp}.example`,
      },
      body: JSON.stringify({ p_partner: partner, p_widget: 'pond-quote-form', p_version: '1.6.0' }),
    });
    await response.arrayBuffer();
    return sendOne();
  };
  await Promise.all(Array.from({ length: concurrency }, sendOne));
}

describe('widget loads', () => {
  it('add one per beacon under the request’s own origin, and keep nothing else', async () => {
    const page = fromOrigin(origin);
    for (let i = 0; i < 3; i++) expect((await beacon(page, partner)).error).toBeNull();
    await beacon(page, partner, 'pond-planner');
    expect(await countedFor(origin)).toEqual([
      { partner, widget: 'pond-planner', kit_version: '1.5.0', loads: 1 },
      { partner, widget: 'pond-quote-form', kit_version: '1.5.0', loads: 3 },
    ]);
    const columns = await sql<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'widget_loads' order by column_name`,
    );
    expect(columns.map((c) => c.column_name)).toEqual([
      'day',
      'kit_version',
      'loads',
      'origin',
      'partner',
      'widget',
    ]);
  });

  it('count nothing without an origin, for an unknown widget, a bad partner id or version, or a partner that does not exist', async () => {
    const before = await sql('select coalesce(sum(loads), 0)::int as n from public.widget_loads');
    await beacon(fromOrigin(origin), `no-such-partner-${stamp}`);
    await beacon(fromOrigin(null), partner);
    await beacon(fromOrigin(origin), partner, 'pond-slot-machine');
    await beacon(fromOrigin(origin), 'Alpha Loads!');
    await beacon(fromOrigin(origin), partner, 'pond-quote-form', 'development');
    expect(await sql('select coalesce(sum(loads), 0)::int as n from public.widget_loads')).toEqual(before);
  });

  it('stop counting an origin at its daily cap', async () => {
    await sql('update private.widget_load_limits set per_origin_per_day = 2');
    const capped = `https://loads-${stamp}-capped.example`;
    for (let i = 0; i < 5; i++) await beacon(fromOrigin(capped), partner);
    expect((await countedFor(capped))[0]?.loads).toBe(2);
    await sql('update private.widget_load_limits set per_origin_per_day = 50000');
  });

  it('move a partner’s loads by at most its cap for everywhere else, however many origins a script invents', async () => {
    await sql('update private.widget_load_limits set elsewhere_per_partner_per_day = 300');
    const total = () =>
      sql<{ n: number }>(
        'select coalesce(sum(loads), 0)::int as n from public.widget_loads where partner = $1',
        [partner],
      ).then((rows) => rows[0]!.n);
    const before = await total();
    // Ten times the cap, each from an origin of its own.
    await forgedBeacons(3_000);
    expect((await total()) - before).toBe(300);
    // One line, not one per invented origin.
    expect(
      await sql('select origin, loads from public.widget_loads where partner = $1 and origin not like $2', [
        partner,
        `https://loads-${stamp}%`,
      ]),
    ).toEqual([{ origin: 'elsewhere', loads: 300 }]);
    // The partner's own site still counts: the forgeries took nothing from it.
    const mine = (await countedFor(origin)).find((row) => row.widget === 'pond-quote-form')!.loads;
    await beacon(fromOrigin(origin), partner);
    expect((await countedFor(origin)).find((row) => row.widget === 'pond-quote-form')!.loads).toBe(mine + 1);
  }, 120_000);

  it('are read by staff only, never by anon or a homeowner', async () => {
    expect((await (await clientAs('anon')).from('widget_loads').select('*')).error?.code).toBe('42501');
    expect((await (await clientAs('authenticated')).from('widget_loads').select('*')).data).toEqual([]);
    const staff = (await (await clientAs('staff')).from('widget_loads').select('*').eq('origin', origin))
      .data;
    expect(staff?.length).toBe(2);
  });
});
