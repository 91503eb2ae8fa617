// `pnpm bench:beacons`: widget-load beacons and quote requests from partners' pages at the same time,
// through the path browsers use (the stack's gateway, the anon key, an Origin header per
// page), on loopback only, in a fresh benchmark database. Prints beacons/s and requests/s with their
// latency percentiles, then checks the counts add up exactly: the loads counted equal the beacons
// answered, per origin; the requests written equal the requests answered, and each one is verified
// exactly when its origin is a proven site of the partner it names. Exits 1 if not.
import { randomUUID } from 'node:crypto';
import { startLocalStack, withClient } from '../src/local.ts';
import { formStarts } from './form-starts.ts';
import { postLoad, percentile, type LoadRun } from './post-load.ts';

const BEACONS = Number(process.env.BENCH_BEACONS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_PARTNER_LEADS ?? 2000);
const WIDGETS = ['pond-quote-form', 'pond-directory', 'pond-planner', 'pond-calculator'];
/** Ten partner pages: the first five on proven sites of bench-partner-a, the rest on nobody's. */
const ORIGINS = Array.from({ length: 10 }, (_, i) => `https://site-${i}.bench.example`);
const problems: string[] = [];

const line = (label: string, { result, latencies }: LoadRun) => ({
  run: label,
  sent: result.requests.total,
  ok: result['2xx'],
  failed: result.non2xx + result.errors,
  'per s': Math.round(result.requests.average),
  'p50 ms': percentile(latencies, 50),
  'p95 ms': percentile(latencies, 95),
  'p99 ms': percentile(latencies, 99),
});

console.log('Starting a fresh benchmark stack (loopback only)...');
const stack = await startLocalStack({ profile: 'bench', contractors: 100, log: () => {} });
try {
  const run = randomUUID().slice(0, 8);
  await withClient(stack.dbUrl, async (client) => {
    await client.query(
      'update private.lead_limits set per_email_per_hour = 1000000, per_address_per_hour = 1000000',
    );
    await client.query(`insert into public.partners (id, business_name, contact_name, email) values
      ('bench-partner-a', 'Bench A', 'Bench', 'a@bench.example'), ('bench-partner-b', 'Bench B', 'Bench', 'b@bench.example')
      on conflict do nothing`);
    for (const origin of ORIGINS.slice(0, 5))
      await client.query(
        `insert into public.partner_sites (partner_id, origin, status, proven_at) values ('bench-partner-a', $1, 'proven', now())
         on conflict do nothing`,
        [origin],
      );
  });
  const partnerOf = (n: number) => (n % 3 === 0 ? 'bench-partner-b' : 'bench-partner-a');
  const starts = await formStarts(stack, REQUESTS);
  const [beacons, requests] = await Promise.all([
    postLoad(stack, '/rest/v1/rpc/count_widget_load', BEACONS, (n) => ({
      body: JSON.stringify({
        p_partner: partnerOf(n),
        p_widget: WIDGETS[n % WIDGETS.length],
        p_version: '1.5.0',
      }),
      origin: ORIGINS[n % ORIGINS.length]!,
    })),
    postLoad(stack, '/rest/v1/lead_submissions', REQUESTS, (n) => ({
      body: JSON.stringify({
        name: 'Bench Homeowner',
        email: `bench-${run}-${n}@example.com`,
        phone: '(512) 555-0100',
        project_type: 'Koi Pond Construction',
        source: 'widget:pond-quote-form',
        partner: partnerOf(n),
        page_origin: ORIGINS[n % ORIGINS.length],
        form_token: starts[n],
      }),
      origin: ORIGINS[n % ORIGINS.length]!,
    })),
  ]);
  console.log('');
  console.table([
    line(`${BEACONS} load beacons`, beacons),
    line(`${REQUESTS} quote requests, beside them`, requests),
  ]);

  const counted = await withClient(stack.dbUrl, async (client) => {
    const loads = await client.query<{ loads: number }>(
      'select coalesce(sum(loads), 0)::int as loads from public.widget_loads',
    );
    const perOrigin = await client.query<{ origin: string; loads: number }>(
      'select origin, sum(loads)::int as loads from public.widget_loads group by origin order by origin',
    );
    const leads = await client.query<{ rows: number; verified: number; expected: number }>(
      `select count(*)::int as rows,
              count(*) filter (where private.is_proven_origin(partner, request_origin))::int as verified,
              count(*) filter (where partner = 'bench-partner-a'
                                 and request_origin in (select origin from public.partner_sites where status = 'proven'))::int as expected
         from public.lead_submissions where email like $1`,
      [`bench-${run}-%`],
    );
    return { loads: loads.rows[0]!.loads, perOrigin: perOrigin.rows, leads: leads.rows[0]! };
  });
  console.log(
    `\nLoads counted: ${counted.loads} for ${beacons.result['2xx']} beacons answered; ` +
      `requests written: ${counted.leads.rows} for ${requests.result['2xx']} answered, ` +
      `${counted.leads.verified} attributed (expected ${counted.leads.expected}).`,
  );
  if (counted.loads !== beacons.result['2xx'])
    problems.push(`${beacons.result['2xx']} beacons answered but ${counted.loads} loads counted`);
  // Each proven site of bench-partner-a keeps its own count; everything else is one "elsewhere" line.
  const expected = new Map<string, number>();
  for (let n = 0; n < BEACONS; n++) {
    const origin = ORIGINS[n % ORIGINS.length]!;
    const key = partnerOf(n) === 'bench-partner-a' && ORIGINS.indexOf(origin) < 5 ? origin : 'elsewhere';
    expected.set(key, (expected.get(key) ?? 0) + 1);
  }
  const wrong = counted.perOrigin.filter((row) => row.loads !== expected.get(row.origin));
  if (beacons.result['2xx'] === BEACONS && (wrong.length > 0 || counted.perOrigin.length !== expected.size))
    problems.push(`per-origin counts are not as sent: ${JSON.stringify(counted.perOrigin)}`);
  if (counted.leads.rows !== requests.result['2xx'])
    problems.push(`${requests.result['2xx']} requests answered but ${counted.leads.rows} written`);
  if (counted.leads.verified !== counted.leads.expected)
    problems.push(`${counted.leads.verified} requests verified, ${counted.leads.expected} expected`);
} finally {
  await stack.stop();
}
if (problems.length) {
  console.error(`\nBroken:\n  ${problems.join('\n  ')}`);
  process.exitCode = 1;
} else console.log('\nEvery answered beacon is one load, every answered request one row, credited exactly.');
