// `pnpm partner:demo`: a partner's page on a second origin (http://localhost:3001) that embeds the
// kit from the site (`npm start`, http://localhost:3000) with the documented snippet, hostile CSS and
// a strict nonce CSP. POND_PARTNER_PORT and POND_SITE_URL pick others.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CAMPAIGN_PATTERN, PARTNER_ID_PATTERN, PARTNER_TOKEN_PATH, UUID_PATTERN } from '@pond/core';
import { createRequire } from 'node:module';
import { VENDOR_FILES } from './dialog-pages.ts';
import { DEMO_PAGES, contentSecurityPolicy, renderDemoPage, type LoaderTag } from './page.ts';

const require = createRequire(import.meta.url);

const port = Number(process.env.POND_PARTNER_PORT ?? 3001);
const siteUrl = (process.env.POND_SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
/**
 * The demo partner proves its origin as a partner's site would: it serves this file at
 * /.well-known/pond-partner.txt as text/plain. Paste the token the dashboard shows into it: that token
 * alone: a file with anything else in it proves nothing.
 */
const tokenFile =
  process.env.POND_PARTNER_TOKEN_FILE ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.local/partner-demo/pond-partner.txt');

/** The pinned loader and its SRI hash, from the kit's manifest on the site. */
async function pinnedLoader(): Promise<LoaderTag> {
  const response = await fetch(`${siteUrl}/widgets/v1/manifest.json`);
  if (!response.ok) throw new Error(`${siteUrl}/widgets/v1/manifest.json answered ${response.status}`);
  const manifest = (await response.json()) as { loader: { immutable: string; integrity: string } };
  return { src: `${siteUrl}${manifest.loader.immutable}`, integrity: manifest.loader.integrity };
}

const server = http.createServer(async (req, res) => {
  const { pathname, searchParams } = new URL(req.url ?? '/', 'http://localhost');
  if (pathname === '/favicon.ico') {
    res.writeHead(204);
    return res.end();
  }
  if (pathname === PARTNER_TOKEN_PATH) {
    const tokens = await readFile(tokenFile, 'utf8').catch(() => null);
    res.writeHead(tokens === null ? 404 : 200, { 'content-type': 'text/plain; charset=utf-8' });
    return res.end(tokens ?? `No token file yet: write the dashboard's token into ${tokenFile}`);
  }
  const vendor = VENDOR_FILES[pathname];
  if (vendor) {
    // From the package's folder: its `exports` need not list its browser builds.
    const folder = path.dirname(require.resolve(`${vendor.packageName}/package.json`));
    const script = await readFile(path.join(folder, vendor.file)).catch(() => null);
    res.writeHead(script ? 200 : 404, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-store',
    });
    return res.end(script ?? `No ${vendor.file} in ${vendor.packageName}: run pnpm install.`);
  }
  const page = DEMO_PAGES[pathname];
  if (!page) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    return res.end(`No demo page at ${pathname}. Pages: ${Object.keys(DEMO_PAGES).join(', ')}`);
  }
  let loaderTag: LoaderTag = { src: `${siteUrl}/widgets/v1/loader.js` };
  if (page.pinned) {
    try {
      loaderTag = await pinnedLoader();
    } catch (error) {
      res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      return res.end(`Could not read the kit's manifest: ${(error as Error).message}. Is the site running?`);
    }
  }
  // A fresh nonce for every response, as a real CSP needs.
  const nonce = randomBytes(16).toString('base64');
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': contentSecurityPolicy(nonce, siteUrl),
    'cache-control': 'no-store',
  });
  // ?partner=your-id: the demo's widgets carry your partner id instead of the demo's own.
  // ?campaign=spring-sale: they also carry that campaign and read this page's utm_* parameters.
  const partner = searchParams.get('partner');
  const campaign = searchParams.get('campaign');
  const attributes = [
    `partner="${partner && PARTNER_ID_PATTERN.test(partner) ? partner : 'riverside-garden'}"`,
    ...(campaign && CAMPAIGN_PATTERN.test(campaign) ? [`campaign="${campaign}" utm`] : []),
  ].join(' ');
  // ?contractor=their-id: the builder a builder's own page (/badge) shows.
  const contractor = searchParams.get('contractor') ?? '';
  const body = page.body
    .replaceAll('partner="riverside-garden"', attributes)
    .replaceAll('{CONTRACTOR}', UUID_PATTERN.test(contractor) ? contractor : '');
  res.end(renderDemoPage({ ...page, body }, nonce, loaderTag));
});

server.once('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `Port ${port} is in use: stop what is using it or set POND_PARTNER_PORT to another port.`
      : error.message,
  );
  process.exit(1);
});

server.listen(port, () => {
  console.log(`Partner demo at http://localhost:${port} (embeds the kit from ${siteUrl}; Ctrl-C to stop).`);
  void fetch(`${siteUrl}/widgets/v1/loader.js`, { method: 'HEAD' })
    .then((response) => {
      if (!response.ok) throw new Error(`status ${response.status}`);
    })
    .catch(() =>
      console.warn(
        `The site does not answer at ${siteUrl}/widgets/v1/loader.js yet: start it with \`npm start\` (or set POND_SITE_URL), or the demo's widgets cannot load.`,
      ),
    );
});

const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
