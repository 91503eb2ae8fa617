import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { partnerRequest } from './http-request.ts';
import { refusePrivateOrigin } from './public-address.ts';

describe('the addresses the job queue may fetch for a partner', () => {
  it('refuses this machine and private networks, by address and by what a name resolves to', async () => {
    for (const origin of [
      'http://127.0.0.1:8080',
      'http://10.1.2.3',
      'http://172.20.0.1',
      'http://192.168.1.1',
      'http://169.254.169.254',
      'http://100.64.0.1',
      'http://[::1]:3000',
      'http://[fd00::1]',
      'http://[::ffff:10.0.0.1]',
      'http://[64:ff9b::a00:1]',
      'http://[2002:a00:1::]',
      'http://192.0.0.8',
      'http://localhost:3000',
      'http://shop.localhost',
    ])
      expect(await refusePrivateOrigin(origin), origin).toBe(`${origin} is not a public address`);
  });

  it('refuses a public-looking name that resolves to a private address, among public ones', async () => {
    const zone: Record<string, string[]> = {
      'rebind.example': ['93.184.215.14', '10.0.0.5'],
      'shop.example': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
    };
    const resolve = async (name: string) => zone[name] ?? [];
    expect(await refusePrivateOrigin('https://rebind.example', resolve)).toBe(
      'https://rebind.example is not a public address',
    );
    expect(await refusePrivateOrigin('https://shop.example', resolve)).toBeNull();
  });

  it('lets public addresses through, and says when a name does not resolve', async () => {
    for (const origin of ['https://93.184.215.14', 'https://[2606:2800:21f:cb07:6820:80da:af6b:8b2c]'])
      expect(await refusePrivateOrigin(origin), origin).toBeNull();
    expect(await refusePrivateOrigin('https://no-such-host.invalid')).toMatch(
      /^Could not find no-such-host\.invalid: /,
    );
  });

  it('refuses at connect time too: a name that resolves privately when the request is made is never reached', async () => {
    const server = http.createServer((_req, res) => res.end('token'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      // The check a rebinding name would pass is skipped here: only the connection's own lookup stands.
      await expect(
        partnerRequest(`http://localhost:${port}/`, { timeoutMs: 2000, maxBytes: 100, allowPrivate: false }),
      ).rejects.toThrow('localhost is not a public address');
      expect(
        await partnerRequest(`http://localhost:${port}/`, {
          timeoutMs: 2000,
          maxBytes: 100,
          allowPrivate: true,
        }),
      ).toMatchObject({ status: 200, text: 'token' });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
