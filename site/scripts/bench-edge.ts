// `pnpm bench:edge`: the data pages the host's Worker renders from the database, on the
// host's local runtime (workerd) against the local stack at 100,000 and 1,000,000 contractors, side by
// side in one run with the same page served as a static file by the same host. Prints, per size: time
// to first byte p50/p95 of a profile, a city, a state and a directory search — as a file, cached, and
// uncached (purged before each request); freshness (a committed edit → its text on the page) p50/p95;
// and pages per second under 50 concurrent clients. Targets: cached within 1.5× of the
// file (p50), uncached p95 ≤ 100 ms at 1,000,000, freshness p95 ≤ 5 s. Exits 1 when one is missed.
// BENCH_CONTRACTORS (sizes), BENCH_RUNS (requests per measure, 200) and BENCH_EDITS (200) change it;
// BENCH_REUSE_SEED=1 keeps the last run's database when it holds as many contractors (its edits too).
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  DIRECTORY_TAG,
  cityTag,
  cityUrl,
  contractorTag,
  contractorUrl,
  directorySearchParams,
  DEFAULT_DIRECTORY_SEARCH,
  stateTag,
  stateUrl,
} from '@pond/core';
import { startJobWorker } from '@pond/jobs';
import { startLocalStack } from '@pond/supabase/local';
import {
  copyAsFiles,
  measure,
  ms,
  nothing,
  ORIGIN,
  percentile,
  PORT,
  purgeTags,
  removeFiles,
} from './bench-http.ts';
import { build } from './bench-pages.ts';
import { startHost } from './host.ts';

const SIZES = (process.env.BENCH_CONTRACTORS ?? '100000,1000000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const EDITS = Number(process.env.BENCH_EDITS ?? 200);
const TARGETS = { cachedRatio: 1.5, uncachedP95Ms: 100, freshnessP95Ms: 5_000 };

async function throughput(address: string): Promise<number> {
  const result = await autocannon({ url: `${ORIGIN}${address}`, connections: 50, duration: 10 });
  return result.requests.average;
}

interface Page {
  label: string;
  address: string;
  tags: string[];
}

async function benchAt(contractors: number): Promise<string[]> {
  const failures: string[] = [];
  console.log(`\n## ${contractors.toLocaleString('en-US')} contractors`);
  const seeded = Date.now();
  const stack = await startLocalStack({
    profile: 'bench',
    contractors,
    reuseSeed: process.env.BENCH_REUSE_SEED === '1',
    log: () => {},
  });
  console.log(`seeded in ${((Date.now() - seeded) / 1000).toFixed(0)} s`);
  const db = new pg.Pool({ connectionString: stack.dbUrl, max: 2 });
  const purge = { url: `${ORIGIN}/__pond/purge`, token: randomBytes(32).toString('base64url') };
  // The job queue that purges pages (no mail is sent here).
  const queue = await startJobWorker({
    databaseUrl: stack.dbUrl,
    smtpUrl: 'smtp://127.0.0.1:9',
    siteUrl: ORIGIN,
    purge,
    log: () => {},
  });
  const host = await startHost({
    port: PORT,
    apiUrl: stack.url,
    anonKey: stack.anonKey,
    localStackUrl: stack.url,
    purgeToken: purge.token,
  });
  try {
    // A builder of a city with others: its profile, its city, its state, and the city's search.
    const {
      rows: [builder],
    } = await db.query<{ id: string; name: string; city: string; state: string }>(
      `select c.id::text, c.name, c.city, c.state from public.contractors c
        where (c.state, c.city_key) = (select state, city_key from public.contractors group by 1, 2
                                        having count(*) between 5 and 50 limit 1)
        order by c.rating desc nulls last limit 1`,
    );
    const search = `/pond-builders-near-me?${directorySearchParams({ ...DEFAULT_DIRECTORY_SEARCH, q: `${builder!.city}, ${builder!.state}` })}`;
    const pages: Page[] = [
      {
        label: 'profile',
        address: contractorUrl(builder!),
        tags: [contractorTag(builder!.id)],
      },
      {
        label: 'city',
        address: cityUrl(builder!.city, builder!.state),
        tags: [cityTag(builder!.city, builder!.state)],
      },
      { label: 'state', address: stateUrl(builder!.state), tags: [stateTag(builder!.state)] },
      { label: 'directory search', address: search, tags: [DIRECTORY_TAG] },
    ];
    // The same pages as files of the build, served by the host without the Worker.
    const fileOf = await copyAsFiles(pages);

    console.log(
      '\n| page | file p50 / p95 ms | cached p50 / p95 ms | cached ÷ file (p50) | uncached p50 / p95 ms |',
    );
    console.log('| --- | --- | --- | --- | --- |');
    for (const page of pages) {
      await measure(10, nothing, fileOf(page));
      await measure(10, nothing, page.address);
      // Side by side: file, cached and uncached take turns, so a noisy moment hits all three.
      const file: number[] = [];
      const cached: number[] = [];
      const uncached: number[] = [];
      for (let round = 0; round < RUNS / 20; round++) {
        file.push(...(await measure(20, nothing, fileOf(page))));
        cached.push(...(await measure(20, nothing, page.address)));
        uncached.push(...(await measure(20, purgeTags(purge, page.tags), page.address)));
      }
      const ratio = percentile(cached, 50) / percentile(file, 50);
      console.log(
        `| ${page.label} | ${ms(percentile(file, 50))} / ${ms(percentile(file, 95))} | ${ms(percentile(cached, 50))} / ${ms(percentile(cached, 95))} | ${ratio.toFixed(2)}× | ${ms(percentile(uncached, 50))} / ${ms(percentile(uncached, 95))} |`,
      );
      if (ratio > TARGETS.cachedRatio) failures.push(`${page.label} cached ${ratio.toFixed(2)}× the file`);
      if (contractors >= 1_000_000 && percentile(uncached, 95) > TARGETS.uncachedP95Ms)
        failures.push(`${page.label} uncached p95 ${ms(percentile(uncached, 95))} ms`);
    }

    // Freshness: a committed phone number, then its digits on the profile (polled every 10 ms).
    const profile = pages[0]!.address;
    await fetch(`${ORIGIN}${profile}`);
    const freshness: number[] = [];
    for (let edit = 0; edit < EDITS; edit++) {
      const digits = `555${String(1_000_000 + edit).slice(-7)}`;
      await db.query('update public.contractors set phone = $2 where id = $1', [
        builder!.id,
        `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
      ]);
      const committed = performance.now();
      for (;;) {
        const html = await (await fetch(`${ORIGIN}${profile}`)).text();
        if (html.includes(`tel:${digits}`)) break;
        if (performance.now() - committed > 30_000) throw new Error(`Edit ${edit} never showed`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      freshness.push(performance.now() - committed);
    }
    console.log(
      `\nFreshness over ${EDITS} edits (commit → the new number on the profile): p50 ${ms(percentile(freshness, 50))} ms, p95 ${ms(percentile(freshness, 95))} ms`,
    );
    if (percentile(freshness, 95) > TARGETS.freshnessP95Ms)
      failures.push(`freshness p95 ${ms(percentile(freshness, 95))} ms`);

    await fetch(`${ORIGIN}${profile}`);
    const [file, cached] = [await throughput(fileOf(pages[0]!)), await throughput(profile)];
    console.log(
      `Pages per second, 50 concurrent clients for 10 s, the profile: as a file ${file.toFixed(0)}, cached ${cached.toFixed(0)} (${(cached / file).toFixed(2)}× the file)`,
    );
  } finally {
    await removeFiles();
    await host.stop();
    await queue.stop();
    await db.end();
    await stack.stop();
  }
  return failures;
}

await build();
const failures: string[] = [];
for (const size of SIZES) failures.push(...(await benchAt(size)));
if (failures.length) {
  console.error(`\nOver target: ${failures.join('; ')}`);
  process.exitCode = 1;
} else console.log('\nEvery target met.');
