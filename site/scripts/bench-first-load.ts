// `pnpm bench:first-load`: what a first visit costs a phone, page by page, against the README's budgets. Each
// page of bench-pages.ts is loaded POND_FIRST_LOAD_RUNS times (7 by default) in Debian's Chromium, in
// a fresh profile, at 412×823 with DevTools' 4x CPU throttling, each visit followed by one of the
// same HTML with its scripts removed. Prints the medians of the main thread's work (Chromium's
// TaskDuration) for both and the median of the paired ratios, the JavaScript fetched before any
// interaction (gzipped, as the files are, whatever the server sent), FCP, and long tasks after FCP
// with their blocking time.
// Fails (exit 1) when a content page fetches more than 10 kB of JavaScript or works more than 1.2×
// its scripts-removed self.
import puppeteer from 'puppeteer-core';
import { build, CHROME, pages, serve } from './bench-pages.ts';
import { BUDGET, RUNS, measurePage } from './first-load.ts';

async function main() {
  await build();
  const server = await serve();
  const browser = await puppeteer.launch({
    executablePath: CHROME,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const failures: string[] = [];
  try {
    const rows = [];
    for (const page of await pages()) {
      const row = await measurePage(browser, page);
      console.log(`${page.label} (${page.address}): ${JSON.stringify(row)}`);
      rows.push(row);
      if (page.kind !== 'content') continue;
      if (row['JS kB gz'] > BUDGET.contentJsKb)
        failures.push(`${page.label}: ${row['JS kB gz']} kB of JavaScript > ${BUDGET.contentJsKb} kB`);
      if (row.ratio > BUDGET.contentMainThreadRatio)
        failures.push(
          `${page.label}: main thread ${row.ratio}× the page without scripts (medians ${row['main ms']} and ${row['no-JS main ms']} ms) > ${BUDGET.contentMainThreadRatio}×`,
        );
    }
    console.log(
      `\nMedians of ${RUNS} first visits per page and variant, 412×823, 4x CPU throttling, ${new Date().toISOString()}`,
    );
    console.table(rows);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
  if (failures.length) {
    console.error(`Over budget:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else
    console.log(
      `Every content page is within budget (JavaScript ≤ ${BUDGET.contentJsKb} kB gzipped, main thread ≤ ${BUDGET.contentMainThreadRatio}× without scripts).`,
    );
}

await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
