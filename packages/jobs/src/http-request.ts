import http from 'node:http';
import https from 'node:https';
import { publicOnlyLookup } from './public-address.ts';

/**
 * One HTTP request of the job queue to a partner's server (its token file, its webhook): no
 * redirects followed, a time limit, at most `maxBytes` of the answer read, and, unless the site runs
 * on this machine, only public addresses — checked when the connection is made.
 */
export function partnerRequest(
  url: string,
  options: {
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    timeoutMs: number;
    maxBytes: number;
    allowPrivate: boolean;
  },
): Promise<{ status: number; text: string; contentType: string }> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        signal: AbortSignal.timeout(options.timeoutMs),
        ...(options.allowPrivate ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
          if (text.length >= options.maxBytes) response.destroy();
        });
        response.on('close', () =>
          resolve({
            status: response.statusCode ?? 0,
            text: text.slice(0, options.maxBytes),
            contentType: String(response.headers['content-type'] ?? ''),
          }),
        );
        response.on('error', () =>
          resolve({
            status: response.statusCode ?? 0,
            text: text.slice(0, options.maxBytes),
            contentType: String(response.headers['content-type'] ?? ''),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}
