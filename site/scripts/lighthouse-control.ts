// The control of `pnpm bench:lighthouse`: a page as the host serves it (the state page), with every
// script taken out, served brotli-compressed from its own port. With no JavaScript there is nothing of ours to
// block the main thread, so whatever Total Blocking Time the control shows is the machine's (a busy
// or throttled host stretches Chromium's own parsing, style and layout). A control over budget
// means this run cannot tell a slow page from a slow machine.
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';

/** The page without its scripts and module preloads: the same HTML and CSS, no JavaScript. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '');
}

/** Serves `page` at `address` without its scripts (and the favicon it links) on `port`. */
export async function serveControl(
  page: string,
  clientDir: string,
  address: string,
  port: number,
): Promise<http.Server> {
  const body = zlib.brotliCompressSync(withoutScripts(page));
  const favicon = await readFile(path.join(clientDir, 'favicon.svg'));
  const server = http.createServer((req, res) => {
    if (req.url === address) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br' });
      res.end(body);
    } else if (req.url === '/favicon.svg') {
      res.writeHead(200, { 'content-type': 'image/svg+xml' });
      res.end(favicon);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${port} (the Lighthouse control page) is in use: free it or set POND_BENCH_PORT to another port.`
            : error.message,
        ),
      ),
    );
    server.listen(port, resolve);
  });
  return server;
}
