// `pnpm --filter @pond/site serve` (and `npm start`): serves the pre-rendered site like a static host
// would — files, real 301s for the route table's redirects, 404 with the not-found page — and
// forwards /rest/v1 (the database) and /auth/v1 (staff sign-in) when the database is the local stack.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { redirectFor } from '@pond/core';
import { createPondReader } from '@pond/supabase/read';
import { createProxyServer } from 'http-proxy-3';
import sirv from 'sirv';
import { prepare, SITE_DIR } from './database.ts';
import { fallbackFor, type Fallback } from './page-status.ts';

const port = Number(process.env.PORT ?? 3000);
const clientDir = path.join(SITE_DIR, 'build/client');
if (!existsSync(path.join(clientDir, 'index.html'))) {
  console.error('There is no built site in site/build/client: run `pnpm --filter @pond/site build` first.');
  process.exit(1);
}

const page = (file: string) => readFile(path.join(clientDir, file));

const appShell = await page('__spa-fallback.html');
/** What an address without a file of its own gets (see page-status.ts). */
const FALLBACKS: Record<Fallback, { status: number; body: Buffer }> = {
  app: { status: 200, body: appShell },
  'app-404': { status: 404, body: appShell },
  'blog-not-found': { status: 404, body: await page('404/blog/index.html') },
  'not-found': { status: 404, body: await page('404/index.html') },
};

/**
 * The partner kit is loaded by other sites: module scripts and SRI need CORS. Versioned files never
 * change (cached for a year); the evergreen channel (/widgets/v1/) is revalidated after 5 minutes.
 */
function widgetKitHeaders(res: http.ServerResponse, pathname: string) {
  if (!pathname.startsWith('/widgets/')) return;
  res.setHeader('access-control-allow-origin', '*');
  res.setHeader('cross-origin-resource-policy', 'cross-origin');
  res.setHeader(
    'cache-control',
    /^\/widgets\/v\d+\//.test(pathname) ? 'public, max-age=300' : 'public, max-age=31536000, immutable',
  );
}

const { db } = await prepare();
const reader = createPondReader({ url: db.url, key: db.anonKey });
const files = sirv(clientDir, {
  etag: true,
  gzip: false,
  extensions: ['html'],
  dev: false,
  setHeaders: widgetKitHeaders,
});
const proxy =
  db.source === 'hosted' ? null : createProxyServer({ target: db.url, changeOrigin: true, xfwd: true });
proxy?.on('error', (_error, _req, res) => {
  const response = res as http.ServerResponse;
  if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ message: 'The database is not answering' }));
});

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (proxy && (url.pathname.startsWith('/rest/v1') || url.pathname.startsWith('/auth/v1'))) {
    // This server is the edge: the address a visitor claims is not trusted. The database's rate limit
    // counts the address that xfwd records from the connection itself.
    delete req.headers['x-forwarded-for'];
    return proxy.web(req, res);
  }
  const target = redirectFor(url.pathname);
  if (target && target !== url.pathname) {
    res.writeHead(301, { location: target });
    return res.end();
  }
  files(req, res, () => {
    fallbackFor(url.pathname, reader)
      .catch((error: unknown) => {
        // The database is down: let the app load and say so itself rather than claim a 404.
        console.error(`Could not check ${url.pathname}:`, error);
        return 'app' as const;
      })
      .then((kind) => {
        const fallback = FALLBACKS[kind];
        res.writeHead(fallback.status, { 'content-type': 'text/html; charset=utf-8' });
        res.end(fallback.body);
      });
  });
});

server.once('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `Port ${port} is in use: stop what is using it or set PORT to another port.`
      : error.message,
  );
  void db.stop().then(() => process.exit(1));
});
server.listen(port, () =>
  console.log(`Pond Builders Direct is at http://localhost:${port} (Ctrl-C to stop).`),
);

const shutdown = () => server.close(() => void db.stop().then(() => process.exit(0)));
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
