// `pnpm bench:leads`: quote requests under load, through the path browsers use (POST /rest/v1/
// lead_submissions with the anon key, through the stack's gateway), on loopback only, in a fresh
// benchmark database. Prints throughput, latency percentiles and the rows written, which must equal
// the successful answers: nothing lost, nothing doubled. Then two faults: PostgREST, then
// PostgreSQL, stopped in the middle of a run and started again. Exits 1 if a promise is broken.
import { randomUUID } from 'node:crypto';
import { PondDataError, submitLead } from '../src/index.ts';
import { startLocalStack, withClient, type LocalStack } from '../src/local.ts';
import { createNodePondClient } from '../src/node-client.ts';
import { formStarts } from './form-starts.ts';
import { CONCURRENCY, postLoad, percentile, type LoadRun } from './post-load.ts';

const REQUESTS = Number(process.env.BENCH_LEADS ?? 5000);
const FAULT_REQUESTS = Number(process.env.BENCH_FAULT_LEADS ?? 20_000);
const problems: string[] = [];

const lead = (run: string, n: number, formToken?: string) =>
  JSON.stringify({
    form_token: formToken,
    name: 'Bench Homeowner',
    email: `bench-${run}-${n}@example.com`,
    phone: '(512) 555-0100',
    project_type: 'Koi Pond Construction',
    message: 'A 10 x 8 ft koi pond with a waterfall.',
    location: 'Austin, TX',
    city: 'Austin',
    state: 'TX',
    source: `bench:${run}`,
  });

/** A run of requests, each a different homeowner, as in life (and as the duplicate checks would see it). */
async function load(stack: LocalStack, run: string, amount: number): Promise<LoadRun> {
  const starts = await formStarts(stack, amount);
  return postLoad(stack, '/rest/v1/lead_submissions', amount, (n) => ({ body: lead(run, n + 1, starts[n]) }));
}

/** Rows the run wrote, and how many different requests they are (each request has its own email). */
async function rowsOf(stack: LocalStack, run: string) {
  return withClient(stack.dbUrl, async (client) => {
    const { rows } = await client.query<{ rows: number; requests: number }>(
      'select count(*)::int as rows, count(distinct email)::int as requests from public.lead_submissions where source = $1',
      [`bench:${run}`],
    );
    return rows[0]!;
  });
}

function report(
  label: string,
  { result, latencies }: LoadRun,
  written: { rows: number; requests: number },
  fault = false,
) {
  const ok = result['2xx'];
  const line = {
    run: label,
    requests: result.requests.total,
    'ok (201)': ok,
    failed: result.non2xx + result.errors,
    'req/s': Math.round(result.requests.average),
    'p50 ms': percentile(latencies, 50),
    'p95 ms': percentile(latencies, 95),
    'p99 ms': percentile(latencies, 99),
    'rows written': written.rows,
    lost: Math.max(0, ok - written.rows),
    doubled: written.rows - written.requests,
    // Saved, but the answer died with the server: the sender saw an error for a request that was kept.
    'saved, answer lost': written.rows - ok,
  };
  if (line.lost > 0) problems.push(`${label}: ${line.lost} successful answers have no row`);
  if (line.doubled > 0) problems.push(`${label}: ${line.doubled} requests were written twice`);
  if (!fault && written.rows !== ok)
    problems.push(`${label}: ${ok} successful answers but ${written.rows} rows`);
  return line;
}

/** Sends one request as the site's form does and says what the homeowner would be told. */
async function probe(stack: LocalStack): Promise<string> {
  const client = createNodePondClient({ url: stack.url, key: stack.anonKey });
  try {
    await submitLead(client, {
      name: 'Probe',
      email: `probe-${randomUUID()}@example.com`,
      phone: '(512) 555-0100',
      projectType: 'Koi Pond Construction',
      source: 'bench:probe',
    });
    return 'saved';
  } catch (error) {
    return error instanceof PondDataError
      ? `refused: "${error.message}"`
      : `error: ${(error as Error).message}`;
  }
}

async function fault(stack: LocalStack, service: 'postgrest' | 'postgres') {
  const run = `${service}-${randomUUID().slice(0, 8)}`;
  // A fixed number of requests (not a duration), so every answer is waited for and counted.
  const running = load(stack, run, FAULT_REQUESTS);
  await new Promise((resolve) => setTimeout(resolve, 2500));
  const restart = await stack.interrupt(service);
  const during = await probe(stack);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const downFor = performance.now();
  await restart();
  // After the restart, how long until a request is saved again.
  let after = await probe(stack);
  while (after !== 'saved' && performance.now() - downFor < 30_000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    after = await probe(stack);
  }
  const recovered = ((performance.now() - downFor) / 1000).toFixed(1);
  const result = await running;
  console.log(
    `\n${service} stopped 2.5 s into a run of ${FAULT_REQUESTS} requests, started again 2 s later:`,
  );
  console.log(`  a request during the outage: ${during}`);
  console.log(`  after the restart: ${after} (${recovered} s after starting it again)`);
  if (during === 'saved') problems.push(`${service}: a request was saved while it was stopped`);
  if (after !== 'saved') problems.push(`${service}: requests still fail 30 s after the restart`);
  return report(`${service} outage`, result, await rowsOf(stack, run), true);
}

console.log('Starting a fresh benchmark stack (loopback only)...');
const stack = await startLocalStack({ profile: 'bench', contractors: 1000, log: () => {} });
try {
  // The per-address limit (every request here comes from 127.0.0.1) is lifted for the run only.
  const limits = await withClient(stack.dbUrl, async (client) => {
    const { rows } = await client.query('select * from private.lead_limits');
    await client.query(
      'update private.lead_limits set per_email_per_hour = 1000000, per_address_per_hour = 1000000',
    );
    return rows[0] as { per_email_per_hour: number; per_address_per_hour: number };
  });
  try {
    const rows = [];
    const steady = `steady-${randomUUID().slice(0, 8)}`;
    const result = await load(stack, steady, REQUESTS);
    rows.push(report(`${REQUESTS} requests, ${CONCURRENCY} at a time`, result, await rowsOf(stack, steady)));
    rows.push(await fault(stack, 'postgrest'));
    rows.push(await fault(stack, 'postgres'));
    console.log('');
    console.table(rows);
  } finally {
    await withClient(stack.dbUrl, (client) =>
      client.query('update private.lead_limits set per_email_per_hour = $1, per_address_per_hour = $2', [
        limits.per_email_per_hour,
        limits.per_address_per_hour,
      ]),
    );
  }
} finally {
  await stack.stop();
}
if (problems.length) {
  console.error(`\nBroken:\n  ${problems.join('\n  ')}`);
  process.exitCode = 1;
} else
  console.log('\nEvery successful answer is exactly one row; both outages failed cleanly and recovered.');
