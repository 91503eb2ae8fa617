// `pnpm --filter @pond/site serve` (and `npm start`): serves the pre-rendered site like a static host
// would — files, real 301s for the route table's redirects, 404 with the not-found page — and
// forwards /rest/v1 (the database) and /auth/v1 (staff sign-in) when the database is the local stack.
import { existsSync, watchFile } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { redirectFor } from '@pond/core';
import { createPondReader } from '@pond/supabase/read';
import compression from 'compression';
import { createProxyServer } from 'http-proxy-3';
import sirv from 'sirv';
import { prepare, SITE_DIR } from './database.ts';
import { startSiteMail } from './mail.ts';
import { POLICY_MANIFEST } from './harden-pages.ts';
import {
  cacheControl,
  headerPolicy,
  HEADER_ONLY_POLICY,
  SECURITY_HEADERS,
  WIDGET_KIT_HEADERS,
} from './security.ts';
import { fallbackFor, type Fallback } from './page-status.ts';

const port = Number(process.env.PORT ?? 3000);
const clientDir = path.join(SITE_DIR, 'build/client');
if (!existsSync(path.join(clientDir, 'index.html'))) {
  console.error('There is no built site in site/build/client: run `pnpm --filter @pond/site build` first.');
  process.exit(1);
}

const page = (file: string) => readFile(path.join(clientDir, file));
const policyManifest = path.join(SITE_DIR, POLICY_MANIFEST);

/** An answer made here rather than by sirv (a fallback page), precompressed once per build. */
interface Prepared {
  status: number;
  file: string;
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
}
async function prepared(status: number, file: string): Promise<Prepared> {
  const body = await page(file);
  return { status, file: `/${file}`, body, br: brotliCompressSync(body), gzip: gzipSync(body) };
}

/** What this server takes from a build, besides its files: each page's policy and the fallback pages. */
interface Build {
  /** Each page's Content-Security-Policy, made at build (harden-pages.ts) from its own inline scripts. */
  policies: Record<string, string>;
  /** What an address without a file of its own gets (see page-status.ts). */
  fallbacks: Record<Fallback, Prepared>;
}
async function readBuild(): Promise<Build> {
  const policies = JSON.parse(await readFile(policyManifest, 'utf8')) as Record<string, string>;
  const appShell = await prepared(200, '__spa-fallback.html');
  return {
    policies,
    fallbacks: {
      app: appShell,
      'app-404': { ...appShell, status: 404 },
      'blog-not-found': await prepared(404, '404/blog/index.html'),
      'not-found': await prepared(404, '404/index.html'),
    },
  };
}

let build = await readBuild().catch((error: Error) => {
  console.error(`The build is incomplete (${error.message}): run \`pnpm --filter @pond/site build\` again.`);
  process.exit(1);
});
// A build finishes by writing its policies (precompressing comes after, and sirv finds the twins as
// they appear). A rebuild under a running server is then served with its own policies and fallbacks:
// the old policies would block the new pages' inline scripts.
watchFile(policyManifest, { interval: 1000 }, (now, before) => {
  if (now.mtimeMs === 0 || now.mtimeMs === before.mtimeMs) return;
  readBuild().then(
    (next) => {
      build = next;
      console.log('The site was rebuilt: serving the new build.');
    },
    (error: Error) => console.error(`The new build could not be read yet (${error.message}).`),
  );
});

const policyFor = (pathname: string) =>
  build.policies[pathname] ??
  build.policies[`${pathname.replace(/\/$/, '')}/index.html`] ??
  build.policies[`${pathname}.html`];

/** Headers for every answer: the security headers, the page's policy, the cache rules, the kit's CORS. */
function setHeaders(res: http.ServerResponse, pathname: string, file = pathname) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  const policy = policyFor(file);
  res.setHeader('content-security-policy', policy ? headerPolicy(policy) : HEADER_ONLY_POLICY);
  res.setHeader('cache-control', cacheControl(pathname));
  if (pathname.startsWith('/widgets/'))
    for (const [name, value] of Object.entries(WIDGET_KIT_HEADERS)) res.setHeader(name, value);
}

function sendFallback(req: http.IncomingMessage, res: http.ServerResponse, answer: Prepared) {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const [encoding, body] = /\bbr\b/.test(accepts)
    ? (['br', answer.br] as const)
    : /\bgzip\b/.test(accepts)
      ? (['gzip', answer.gzip] as const)
      : ([undefined, answer.body] as const);
  setHeaders(res, new URL(req.url ?? '/', 'http://localhost').pathname, answer.file);
  res.setHeader('vary', 'Accept-Encoding');
  if (encoding) res.setHeader('content-encoding', encoding);
  res.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

const { db } = await prepare();
// Links in mails point here unless SITE_URL says where the site is public.
const stopMail = await startSiteMail(db, process.env.SITE_URL?.trim() || `http://localhost:${port}`).catch(
  async (error: Error) => {
    console.error(`[mail] ${error.message}`);
    await db.stop();
    process.exit(1);
  },
);
const reader = createPondReader({ url: db.url, key: db.anonKey });
// The .br and .gz twins the build wrote are served by Accept-Encoding (with Vary), never made per request.
// Each file is looked up when asked for (sirv's `dev`), not from a list made at start: after a rebuild
// the list's lengths were the old files', and browsers refused the answers.
const files = sirv(clientDir, {
  etag: true,
  brotli: true,
  gzip: true,
  extensions: ['html'],
  dev: true,
  setHeaders: (res, pathname) => setHeaders(res, pathname),
});
const proxy =
  db.source === 'hosted' ? null : createProxyServer({ target: db.url, changeOrigin: true, xfwd: true });
// The hosted API compresses its JSON; the local stack's PostgREST does not, so this edge does.
// (compression's types name Express's request and response; it uses only what Node's have.)
const compressed = compression();
const compress = (req: http.IncomingMessage, res: http.ServerResponse, then: () => void) =>
  compressed(req as Parameters<typeof compressed>[0], res as Parameters<typeof compressed>[1], then);
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
    return compress(req, res, () => proxy.web(req, res));
  }
  // The static host's headers file is for the host, not for visitors.
  if (url.pathname === '/_headers') return sendFallback(req, res, build.fallbacks['not-found']);
  const target = redirectFor(url.pathname);
  if (target && target !== url.pathname) {
    res.writeHead(301, { location: target });
    return res.end();
  }
  // A file that goes away between sirv's lookup and its read (a build emptying the folder) ends that
  // one answer, not the server: sirv's read stream has no error handler of its own.
  res.once('pipe', (source) =>
    source.once('error', (error) => {
      console.error(`Could not read ${url.pathname}: ${error.message}`);
      res.destroy();
    }),
  );
  files(req, res, () => {
    fallbackFor(url.pathname, reader)
      .catch((error: unknown) => {
        // The database is down: let the app load and say so itself rather than claim a 404.
        console.error(`Could not check ${url.pathname}:`, error);
        return 'app' as const;
      })
      .then((kind) => sendFallback(req, res, build.fallbacks[kind]));
  });
});

server.once('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `Port ${port} is in use: stop what is using it or set PORT to another port.`
      : error.message,
  );
  void stopMail()
    .then(() => db.stop())
    .then(() => process.exit(1));
});
server.listen(port, () =>
  console.log(`Pond Builders Direct is at http://localhost:${port} (Ctrl-C to stop).`),
);

const shutdown = () =>
  server.close(
    () =>
      void stopMail()
        .then(() => db.stop())
        .then(() => process.exit(0)),
  );
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
