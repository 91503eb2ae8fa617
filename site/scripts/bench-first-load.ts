// `pnpm bench:first-load`: what a first visit costs the browser's main thread, page by page. Loads
// each page of the Lighthouse set POND_FIRST_LOAD_RUNS times (10 by default) in Debian's Chromium,
// each in a fresh profile, at a phone's size with DevTools' 4x CPU throttling, and prints the median
// of Chromium's own counters (script, style, layout), of first contentful paint, and of the long tasks
// after it and their blocking time. Lighthouse's TBT is simulated from one trace and moves by
// hundreds of milliseconds between runs on a small machine; these medians show what a change did.
import puppeteer, { type Browser } from 'puppeteer-core';
import { build, CHROME, ORIGIN, pages, serve } from './bench-pages.ts';

const RUNS = Number(process.env.POND_FIRST_LOAD_RUNS ?? 10);
const SETTLE_MS = 3000;

interface Load {
  'FCP ms': number;
  'script ms': number;
  'style ms': number;
  'layout ms': number;
  'long tasks': number;
  'blocking ms': number;
}

/** One first visit: a new browser context, so nothing is cached or stored. */
async function load(browser: Browser, url: string): Promise<Load> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
    const cdp = await page.createCDPSession();
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluateOnNewDocument(() => {
      const tasks: [number, number][] = [];
      Object.defineProperty(window, '__longTasks', { value: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const { fcp, tasks } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      tasks: (window as unknown as { __longTasks: [number, number][] }).__longTasks,
    }));
    const after = tasks.filter(([start]) => start >= fcp);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const ms = (name: string) => Math.round((metrics.find((m) => m.name === name)?.value ?? 0) * 1000);
    return {
      'FCP ms': Math.round(fcp),
      'script ms': ms('ScriptDuration'),
      'style ms': ms('RecalcStyleDuration'),
      'layout ms': ms('LayoutDuration'),
      'long tasks': after.length,
      'blocking ms': Math.round(after.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0)),
    };
  } finally {
    await context.close();
  }
}

function median(loads: Load[]): Load {
  const middle = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const keys = Object.keys(loads[0]!) as (keyof Load)[];
  return Object.fromEntries(keys.map((key) => [key, middle(loads.map((l) => l[key]))])) as unknown as Load;
}

async function main() {
  await build();
  const server = await serve();
  const browser = await puppeteer.launch({
    executablePath: CHROME,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const rows: Record<string, string | number>[] = [];
    for (const [label, address] of await pages()) {
      const loads: Load[] = [];
      for (let run = 0; run < RUNS; run++) loads.push(await load(browser, `${ORIGIN}${address}`));
      const row = { page: label, ...median(loads) };
      console.log(`${label} (${address}): ${JSON.stringify(row)}`);
      rows.push(row);
    }
    console.log(`\nMedians of ${RUNS} first visits per page, 4x CPU throttling, ${new Date().toISOString()}`);
    console.table(rows);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}

await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
