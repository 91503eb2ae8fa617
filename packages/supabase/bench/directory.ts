// `pnpm bench:directory`: the directory's reads at 100,000 and 1,000,000 contractors, the spec's way
// against ours; fails when any of ours has a p95 over 25 ms at the largest size.
// (a) spec §7: select * limit 5000 with the filter, then page (9) in the client;
// (b) ours: one page and its total from the database (search_contractors, state_cities).
// Bytes are response bodies as sent (uncompressed); latency is the whole call through supabase-js.
// BENCH_CONTRACTORS (sizes), BENCH_RUNS (100); BENCH_REUSE_SEED=1 keeps the last run's database when it
// holds as many contractors (seeding a million takes some 18 minutes).
import { createRequire } from 'node:module';
import { neighbouringStates, PAGE_SIZE } from '@pond/core';
import { createNodePondClient } from '../src/node.ts';
import { listStateCities, searchContractors, type PondClient } from '../src/index.ts';
import { startLocalStack } from '../src/local.ts';

const SIZES = (process.env.BENCH_CONTRACTORS ?? '100000,1000000').split(',').map(Number);
const BUDGET_P95_MS = 25;
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const WARMUP = 10;

const zipcodes = createRequire(import.meta.url)('zipcodes') as {
  distance(a: string, b: string): number | null;
};
const zipDistance = (a: string, b: string) => zipcodes.distance(a, b) ?? Infinity;

let bytes = 0;
const countingFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const body = await response.arrayBuffer();
  bytes += body.byteLength;
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
};

interface Scenario {
  name: string;
  spec: (client: PondClient) => Promise<unknown>;
  ours: (client: PondClient) => Promise<unknown>;
}

const scenarios: Scenario[] = [
  {
    name: 'city search (Houston, TX)',
    spec: async (client) => {
      const { data, error } = await client
        .from('contractors')
        .select('*')
        .ilike('city', '%Houston%')
        .or('state.ilike.%TX%,state.ilike.%Texas%')
        .limit(5000);
      if (error) throw error;
      return data.slice(0, PAGE_SIZE);
    },
    ours: (client) => searchContractors(client, { filters: { city: 'Houston', state: 'TX' } }),
  },
  {
    name: 'state page (Texas cities + counts)',
    spec: async (client) => {
      const { data, error } = await client
        .from('contractors')
        .select('city, state')
        .or('state.ilike.%Texas%,state.ilike.%TX%');
      if (error) throw error;
      const counts = new Map<string, number>();
      for (const row of data) counts.set(row.city, (counts.get(row.city) ?? 0) + 1);
      return [...counts].sort();
    },
    ours: (client) => listStateCities(client, 'TX'),
  },
  {
    // The spec has no radius search: its client would have to fetch the candidates (the ZIP's state
    // and its neighbours, limit 5000) and measure distances itself from its own ZIP table.
    name: 'within 25 mi of ZIP 10001',
    spec: async (client) => {
      const states = ['NY', ...neighbouringStates('NY')];
      const { data, error } = await client.from('contractors').select('*').in('state', states).limit(5000);
      if (error) throw error;
      const near = data
        .map((row) => ({ row, miles: row.postal_code ? zipDistance('10001', row.postal_code) : Infinity }))
        .filter(({ miles }) => miles <= 25)
        .sort((a, b) => a.miles - b.miles);
      return near.slice(0, PAGE_SIZE);
    },
    ours: (client) => searchContractors(client, { filters: { near: { zip: '10001', miles: 25 } } }),
  },
  {
    name: 'rating filter (4+ stars)',
    spec: async (client) => {
      const { data, error } = await client.from('contractors').select('*').gte('rating', 4).limit(5000);
      if (error) throw error;
      return data.slice(0, PAGE_SIZE);
    },
    ours: (client) => searchContractors(client, { filters: { minRating: 4 } }),
  },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function measure(run: () => Promise<unknown>) {
  for (let i = 0; i < WARMUP; i++) await run();
  const times: number[] = [];
  bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), bytes: bytes / RUNS };
}

const failures: string[] = [];
for (const size of SIZES) await benchAt(size);
if (failures.length) {
  console.error(
    `Over budget (p95 ≤ ${BUDGET_P95_MS} ms at ${Math.max(...SIZES).toLocaleString('en-US')}):\n  ${failures.join('\n  ')}`,
  );
  process.exitCode = 1;
}

async function benchAt(contractors: number) {
  console.log(
    `\nSeeding ${contractors.toLocaleString('en-US')} contractors into a fresh benchmark database...`,
  );
  const seeded = performance.now();
  const stack = await startLocalStack({
    profile: 'bench',
    contractors,
    reuseSeed: process.env.BENCH_REUSE_SEED === '1',
    log: () => {},
  });
  console.log(
    `Ready in ${((performance.now() - seeded) / 1000).toFixed(1)} s. ${RUNS} runs each after ${WARMUP} warm-up runs.\n`,
  );
  try {
    const client = createNodePondClient({ url: stack.url, key: stack.anonKey, fetch: countingFetch });
    const rows: string[][] = [];
    for (const scenario of scenarios) {
      const spec = await measure(() => scenario.spec(client));
      const ours = await measure(() => scenario.ours(client));
      if (contractors === Math.max(...SIZES) && ours.p95 > BUDGET_P95_MS)
        failures.push(`${scenario.name}: p95 ${ours.p95.toFixed(1)} ms`);
      rows.push([
        scenario.name,
        spec.p50.toFixed(1),
        spec.p95.toFixed(1),
        Math.round(spec.bytes).toLocaleString('en-US'),
        ours.p50.toFixed(1),
        ours.p95.toFixed(1),
        Math.round(ours.bytes).toLocaleString('en-US'),
        `${(spec.bytes / ours.bytes).toFixed(0)}x`,
      ]);
    }
    const header = [
      'scenario',
      'spec p50 ms',
      'spec p95 ms',
      'spec bytes',
      'ours p50 ms',
      'ours p95 ms',
      'ours bytes',
      'fewer bytes',
    ];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
    const line = (cells: string[]) =>
      `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
    console.log(line(header));
    console.log(
      `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
    );
    rows.forEach((row) => console.log(line(row)));
  } finally {
    await stack.stop();
  }
}
