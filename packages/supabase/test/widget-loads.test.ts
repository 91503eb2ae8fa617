import { afterAll, describe, expect, it } from 'vitest';
import type { PondClient } from '../src/index.ts';
import { clientAs } from './clients.ts';
import { fromOrigin } from './partner-clients.ts';
import { sql } from './sql.ts';

// Widget loads (issue 24): one beacon per element load, counted per day under the Origin the browser
// attached, capped per origin and day, with nothing about anyone kept.

const stamp = Date.now();
const origin = `https://loads-${stamp}.example`;

const beacon = (client: PondClient, partner: string, widget = 'pond-quote-form', version = '1.5.0') =>
  client.rpc('count_widget_load', { p_partner: partner, p_widget: widget, p_version: version });

const countedFor = async (at: string) =>
  sql<{ partner: string; widget: string; kit_version: string; loads: number }>(
    'select partner, widget, kit_version, loads from public.widget_loads where origin = $1 order by partner, widget',
    [at],
  );

afterAll(async () => {
  await sql('delete from public.widget_loads where origin like $1', [`https://loads-${stamp}%`]);
  await sql('update private.widget_load_limits set per_origin_per_day = 50000');
});

describe('widget loads', () => {
  it('add one per beacon under the request’s own origin, and keep nothing else', async () => {
    const page = fromOrigin(origin);
    for (let i = 0; i < 3; i++) expect((await beacon(page, 'alpha-loads')).error).toBeNull();
    await beacon(page, 'alpha-loads', 'pond-planner');
    expect(await countedFor(origin)).toEqual([
      { partner: 'alpha-loads', widget: 'pond-planner', kit_version: '1.5.0', loads: 1 },
      { partner: 'alpha-loads', widget: 'pond-quote-form', kit_version: '1.5.0', loads: 3 },
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

  it('count nothing without an origin, for an unknown widget, a bad partner id or version', async () => {
    const before = await sql('select coalesce(sum(loads), 0)::int as n from public.widget_loads');
    await beacon(fromOrigin(null), 'alpha-loads');
    await beacon(fromOrigin(origin), 'alpha-loads', 'pond-slot-machine');
    await beacon(fromOrigin(origin), 'Alpha Loads!');
    await beacon(fromOrigin(origin), 'alpha-loads', 'pond-quote-form', 'development');
    expect(await sql('select coalesce(sum(loads), 0)::int as n from public.widget_loads')).toEqual(before);
  });

  it('stop counting an origin at its daily cap', async () => {
    await sql('update private.widget_load_limits set per_origin_per_day = 2');
    const capped = `https://loads-${stamp}-capped.example`;
    for (let i = 0; i < 5; i++) await beacon(fromOrigin(capped), 'alpha-loads');
    expect((await countedFor(capped))[0]?.loads).toBe(2);
  });

  it('are read by staff only, never by anon or a homeowner', async () => {
    expect((await (await clientAs('anon')).from('widget_loads').select('*')).error?.code).toBe('42501');
    expect((await (await clientAs('authenticated')).from('widget_loads').select('*')).data).toEqual([]);
    const staff = (await (await clientAs('staff')).from('widget_loads').select('*').eq('origin', origin))
      .data;
    expect(staff?.length).toBe(2);
  });
});
