import puppeteer from 'puppeteer-core';
import { CHROME, ORIGIN, serve } from './bench-pages.ts';
const server = await serve();
const browser = await puppeteer.launch({
  executablePath: CHROME,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const variants: Record<string, (h: string) => string> = {
  served: (h) => h,
  noSpec: (h) => h.replace(/<script type="speculationrules">[\s\S]*?<\/script>/, ''),
  noSite: (h) => h.replace(/<script>\(function\(\)\{[\s\S]*?<\/script>/, ''),
  none: (h) => h.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ''),
};
const path = process.argv[2] ?? '/about';
const results: Record<string, number[]> = {};
for (let run = 0; run < 11; run++)
  for (const [name, change] of Object.entries(variants)) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
    await page.setRequestInterception(true);
    page.on('request', async (r) => {
      if (r.resourceType() !== 'document') return r.continue();
      const res = await fetch(r.url());
      r.respond({ status: res.status, contentType: 'text/html', body: change(await res.text()) });
    });
    const cdp = await page.createCDPSession();
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${ORIGIN}${path}`, { waitUntil: 'load' });
    await new Promise((r) => setTimeout(r, 3000));
    const { metrics } = await cdp.send('Performance.getMetrics');
    for (const key of ['TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration'])
      (results[`${name} ${key}`] ??= []).push(
        Math.round((metrics.find((m) => m.name === key)?.value ?? 0) * 1000),
      );
    await context.close();
  }
for (const [name, values] of Object.entries(results))
  console.log(name, values.sort((a, b) => a - b)[5], values.join(' '));
await browser.close();
server.kill('SIGTERM');
