import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the job queue sent to a receiver: where, with which headers, and its body. */
export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface Receiver {
  /** http://127.0.0.1:<port>, with no path. */
  url: string;
  received: Received[];
  close(): Promise<void>;
}

/**
 * A web address on a free loopback port that stands for the far end of what the job queue calls (a
 * partner's webhook endpoint, the site's purge address): it keeps what it is sent, whole, and
 * `answer` replies, so a test can refuse or fail a call as the real endpoint might.
 */
export async function startReceiver(
  answer: (request: Received, response: http.ServerResponse) => void,
): Promise<Receiver> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const request = { path: req.url ?? '', headers: req.headers, body };
      received.push(request);
      answer(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
