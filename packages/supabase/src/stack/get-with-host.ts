import http from 'node:http';

/**
 * A GET to a local server with a Host header of our choosing (fetch will not set one), as a page whose
 * name was rebound to 127.0.0.1 would send it. For the local-only servers' tests.
 */
export function getWithHost(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}
