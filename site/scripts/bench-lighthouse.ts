// `pnpm bench:lighthouse`: Lighthouse 13 (its Node API) in Debian's Chromium against the production
// build served as `npm start` serves it, on the pages of bench-pages.ts: mobile emulation, default
// (simulated) throttling, three runs per page and the median run. Prints the four scores, LCP, TBT and CLS of each page and fails
// (exit 1) when a page is under budget. Then measures a control, the state page without JavaScript
// (lighthouse-control.ts), to tell a slow page from a slow machine. Builds the site first when there
// is no build.
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

import { build, CHROME, ORIGIN, pages, PORT, serve, STATE_PAGE, type BenchPage } from './bench-pages.ts';
import { SITE_DIR } from './database.ts';
import { serveControl } from './lighthouse-control.ts';

const RUNS = Number(process.env.POND_LIGHTHOUSE_RUNS ?? 3);
// The budgets: content pages (no framework JavaScript) score 100 with LCP ≤ 1.2 s; application pages ≥ 98.
const BUDGET = {
  content: { performance: 100, lcpMs: 1200 },
  app: { performance: 98, lcpMs: Number.POSITIVE_INFINITY },
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  cls: 0,
};
const budgetFor = (
  kind: BenchPage['kind'],
  category: 'performance' | 'accessibility' | 'best-practices' | 'seo',
) => (category === 'performance' ? BUDGET[kind].performance : BUDGET[category]);

const score = (result: Result, category: string) =>
  Math.round((result.categories[category]?.score ?? 0) * 100);
const metric = (result: Result, audit: string) => result.audits[audit]?.numericValue ?? Number.NaN;

/** Three Lighthouse runs of one address (a trace Chromium failed to record is retried) and their median. */
async function measure(port: number, label: string, url: string, notFound = false) {
  const runs: Result[] = [];
  for (let attempt = 0; runs.length < RUNS; attempt++) {
    // The four categories the budgets speak of (Lighthouse 13 adds others, which would only add time).
    const outcome = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // The not-found page is measured where visitors meet it, answered with 404; the audits that fail
      // because the answer is a 404 (as it must be) are left out: the status itself, the browser's
      // console line about it, and the back/forward cache, which keeps no 404.
      ignoreStatusCode: true,
      ...(notFound ? { skipAudits: ['http-status-code', 'errors-in-console', 'bf-cache'] } : {}),
    });
    const problem = !outcome?.lhr ? 'no result' : outcome.lhr.runtimeError?.message;
    if (!problem) runs.push(outcome!.lhr);
    // NO_NAVSTART and the like, a few times.
    else if (attempt >= RUNS + 2) throw new Error(`Lighthouse failed on ${url}: ${problem}`);
  }
  const median = computeMedianRun(runs);
  const row = {
    page: label,
    performance: score(median, 'performance'),
    accessibility: score(median, 'accessibility'),
    'best-practices': score(median, 'best-practices'),
    seo: score(median, 'seo'),
    'LCP ms': Math.round(metric(median, 'largest-contentful-paint')),
    'TBT ms': Math.round(metric(median, 'total-blocking-time')),
    CLS: Number(metric(median, 'cumulative-layout-shift').toFixed(3)),
    // Lighthouse's measure of this machine's speed: its simulated throttling assumes about 1000+,
    // and TBT grows as it falls, so scores from machines far apart in it do not compare.
    benchmarkIndex: Math.round(median.environment.benchmarkIndex),
  };
  console.log(`${label} (${url}): ${JSON.stringify(row)}`);
  return { median, row };
}

async function main() {
  await build();
  const server = await serve();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const rows: Record<string, string | number>[] = [];
  const failures: string[] = [];
  let control: Awaited<ReturnType<typeof measure>>['row'] | undefined;
  try {
    for (const { label, address, kind, notFound, noIndex } of await pages()) {
      const { median, row } = await measure(chrome.port, label, `${ORIGIN}${address}`, notFound);
      rows.push(row);
      for (const category of ['performance', 'accessibility', 'best-practices', 'seo'] as const) {
        // A private page asks not to be indexed, which the SEO category counts against it.
        if (category === 'seo' && noIndex) continue;
        if (row[category] < budgetFor(kind, category)) {
          const audits: Result['audits'][string][] = Object.values(median.audits);
          const failed = audits
            .filter(
              (audit) =>
                audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
            )
            .map((audit) => audit.id);
          failures.push(
            `${label}: ${category} ${row[category]} < ${budgetFor(kind, category)} (audits below 0.9: ${failed.join(', ')})`,
          );
        }
      }
      if (row.CLS > BUDGET.cls) failures.push(`${label}: CLS ${row.CLS} > ${BUDGET.cls}`);
      if (row['LCP ms'] > BUDGET[kind].lcpMs)
        failures.push(`${label}: LCP ${row['LCP ms']} ms > ${BUDGET[kind].lcpMs} ms`);
    }
    const statePage = await (await fetch(`${ORIGIN}${STATE_PAGE}`)).text();
    const controlServer = await serveControl(
      statePage,
      path.join(SITE_DIR, 'build/client'),
      STATE_PAGE,
      PORT + 1,
    );
    try {
      control = (await measure(chrome.port, 'control', `http://localhost:${PORT + 1}${STATE_PAGE}`)).row;
    } finally {
      controlServer.close();
    }
  } finally {
    await chrome.kill();
    server.kill('SIGTERM');
  }
  console.log(
    `\nLighthouse 13, mobile, simulated throttling, median of ${RUNS} runs, ${new Date().toISOString()}`,
  );
  console.table(rows);
  if (control) {
    console.log(
      `Control, the state page without its JavaScript: performance ${control.performance}, TBT ${control['TBT ms']} ms, LCP ${control['LCP ms']} ms.`,
    );
    if (control.performance < BUDGET.content.performance)
      console.error(
        `The control itself is under ${BUDGET.content.performance}: with no script of ours, the blocking time is this machine's (a busy or throttled host). These scores say more about the machine than about the pages; run again on a quieter one.`,
      );
  }
  if (failures.length) {
    console.error(
      `Over budget (performance: content ${BUDGET.content.performance}, app ≥ ${BUDGET.app.performance}; content LCP ≤ ${BUDGET.content.lcpMs} ms; the others 100; CLS ${BUDGET.cls}):\n  ${failures.join('\n  ')}`,
    );
    process.exitCode = 1;
  } else console.log('Every page is within budget.');
}

await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
