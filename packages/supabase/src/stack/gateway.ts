import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isLoopbackHost, LOOPBACK_ONLY_TEXT } from '@pond/core';
import { createProxyServer } from 'http-proxy-3';
import { createAuthApi } from './auth/auth-api.ts';

export interface RunningGateway {
  url: string;
  stop(): Promise<void>;
}

/** PostgREST's answer (PGRST000) while its database does not answer. */
export const DATABASE_UNREACHABLE = {
  code: 'PGRST000',
  details: 'connection to server at "127.0.0.1" failed: FATAL: the database is down for this journey',
  hint: null,
  message: 'Database connection error. Retrying the connection.',
};

/**
 * Serves PostgREST under /rest/v1 and the auth API under /auth/v1 as Supabase does, so supabase-js
 * talks to the local stack exactly as it talks to a hosted project. Anything else is 404.
 */
export async function startGateway(options: {
  port: number;
  restPort: number;
  dbUrl: string;
  jwtSecret: string;
  /**
   * While this file exists the API answers as PostgREST does when it cannot reach PostgreSQL. The
   * journeys of a database outage make it and remove it, so the outage ends the moment they say, not
   * when PostgREST's reconnection (backing off up to 32 s) next looks.
   */
  outageFile?: string;
}): Promise<RunningGateway> {
  let publicUrl = '';
  const auth = createAuthApi({
    dbUrl: options.dbUrl,
    jwtSecret: options.jwtSecret,
    publicUrl: () => publicUrl,
  });
  const proxy = createProxyServer({ target: `http://127.0.0.1:${options.restPort}`, xfwd: true });
  proxy.on('error', (error, _req, res) => {
    const response = res as http.ServerResponse;
    if (!response.headersSent) {
      response.writeHead(502, { 'content-type': 'application/json' });
    }
    response.end(JSON.stringify({ message: `The local database API is not answering: ${error.message}` }));
  });

  const server = http.createServer((req, res) => {
    // Local only: a page of another origin rebound to 127.0.0.1 (DNS rebinding) names itself as Host.
    if (!isLoopbackHost(req.headers.host)) {
      res.writeHead(421, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: LOOPBACK_ONLY_TEXT }));
      return;
    }
    const url = req.url ?? '/';
    if (url === '/rest/v1' || url.startsWith('/rest/v1/') || url.startsWith('/rest/v1?')) {
      if (options.outageFile && existsSync(options.outageFile)) {
        res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '1' });
        res.end(JSON.stringify(DATABASE_UNREACHABLE));
        return;
      }
      req.url = url.slice('/rest/v1'.length) || '/';
      proxy.web(req, res);
      return;
    }
    if (url === '/auth/v1' || url.startsWith('/auth/v1/') || url.startsWith('/auth/v1?')) {
      void auth.handle(req, res, url.slice('/auth/v1'.length) || '/');
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        message: 'The local stack serves the database API under /rest/v1 and sign-in under /auth/v1',
      }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  publicUrl = `http://127.0.0.1:${port}`;
  return {
    url: publicUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        proxy.close();
        void auth.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
