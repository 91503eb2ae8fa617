// One page's first visit on a phone, measured as `pnpm bench:first-load` measures it (and `pnpm
// bench:photos` for the gallery): POND_FIRST_LOAD_RUNS visits (7 by default) in Debian's Chromium, each
// in a fresh profile at 412×823 with DevTools' 4x CPU throttling and each followed by one of the same
// HTML with its scripts removed; the medians, and the median of the paired ratios.
import { gzipSync } from 'node:zlib';
import type { Browser, HTTPRequest } from 'puppeteer-core';
import { ORIGIN, type BenchPage } from './bench-pages.ts';
import { withoutScripts } from './lighthouse-control.ts';

export const RUNS = Number(process.env.POND_FIRST_LOAD_RUNS ?? 7);
const SETTLE_MS = 3000;
export const BUDGET = { contentJsKb: 10, contentMainThreadRatio: 1.2 };

interface Load {
  'main ms': number;
  'script ms': number;
  'style ms': number;
  'layout ms': number;
  'FCP ms': number;
  'long tasks': number;
  'blocking ms': number;
  /** The scripts the page fetched (not inline ones), by address. */
  scripts: string[];
}

/**
 * The page's HTML as served, or with its scripts taken out. Both variants are answered from here
 * (so both pay the same for it); every other request goes to the server as usual.
 */
async function answerDocument(request: HTTPRequest, strip: boolean) {
  if (request.resourceType() !== 'document') return request.continue();
  const response = await fetch(request.url(), { redirect: 'manual' });
  const body = await response.text();
  return request.respond({
    status: response.status,
    contentType: response.headers.get('content-type') ?? 'text/html',
    body: strip ? withoutScripts(body) : body,
  });
}

/** One first visit: a new browser context, so nothing is cached or stored. */
async function load(browser: Browser, url: string, strip: boolean): Promise<Load> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
    await page.setRequestInterception(true);
    page.on('request', (request) => void answerDocument(request, strip));
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
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
      'main ms': ms('TaskDuration'),
      'script ms': ms('ScriptDuration'),
      'style ms': ms('RecalcStyleDuration'),
      'layout ms': ms('LayoutDuration'),
      'FCP ms': Math.round(fcp),
      'long tasks': after.length,
      'blocking ms': Math.round(after.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0)),
      scripts,
    };
  } finally {
    await context.close();
  }
}

const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The gzipped size of each script file (-9, as budget:js counts), fetched once. */
const gzipped = new Map<string, Promise<number>>();
function gzipKb(url: string): Promise<number> {
  let size = gzipped.get(url);
  if (!size) {
    size = fetch(url, { headers: { 'accept-encoding': 'identity' } })
      .then((response) => response.arrayBuffer())
      .then((body) => gzipSync(Buffer.from(body), { level: 9 }).byteLength / 1024);
    gzipped.set(url, size);
  }
  return size;
}

export async function measurePage(browser: Browser, page: BenchPage) {
  const url = `${ORIGIN}${page.address}`;
  const withScripts: Load[] = [];
  const without: Load[] = [];
  // Interleaved, so a change in the machine's speed during the run touches both alike.
  for (let run = 0; run < RUNS; run++) {
    withScripts.push(await load(browser, url, false));
    without.push(await load(browser, url, true));
  }
  const median = (loads: Load[], key: Exclude<keyof Load, 'scripts'>) => middle(loads.map((l) => l[key]));
  const jsKb = middle(
    await Promise.all(
      withScripts.map(async (l) => (await Promise.all(l.scripts.map(gzipKb))).reduce((a, b) => a + b, 0)),
    ),
  );
  // Each visit is paired with the scriptless one made right after it, on the machine as it was then:
  // the median of those ratios moves far less than a ratio of two medians on a busy machine.
  const ratio = middle(withScripts.map((load, run) => load['main ms'] / without[run]!['main ms']));
  return {
    page: page.label,
    kind: page.kind,
    'JS kB gz': Number(jsKb.toFixed(1)),
    'main ms': median(withScripts, 'main ms'),
    'no-JS main ms': median(without, 'main ms'),
    ratio: Number(ratio.toFixed(2)),
    'script ms': median(withScripts, 'script ms'),
    'style ms': median(withScripts, 'style ms'),
    'layout ms': median(withScripts, 'layout ms'),
    'FCP ms': median(withScripts, 'FCP ms'),
    'long tasks': median(withScripts, 'long tasks'),
    'blocking ms': median(withScripts, 'blocking ms'),
  };
}
