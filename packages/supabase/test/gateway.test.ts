import { LOOPBACK_ONLY_TEXT } from '@pond/core';
import { describe, expect, inject, it } from 'vitest';
import { getWithHost } from '../src/stack/get-with-host.ts';

// The local gateway (dev only): it serves the database and sign-in only to requests that
// name it by a loopback name. A page on another origin whose name was rebound to 127.0.0.1 sends its
// own name as Host and gets nothing.

describe('the local gateway', () => {
  it('refuses a request that names another host, and serves one that names it', async () => {
    const stack = inject('stack');
    const path = `${stack.url}/rest/v1/contractors?select=name&limit=1`;
    const rebound = await getWithHost(path, 'attacker.example:54321');
    expect(rebound.status).toBe(421);
    expect(JSON.parse(rebound.body)).toEqual({ message: LOOPBACK_ONLY_TEXT });
    const signIn = await getWithHost(`${stack.url}/auth/v1/settings`, 'attacker.example');
    expect(signIn.status).toBe(421);
    for (const host of [new URL(stack.url).host, 'localhost']) {
      const local = await getWithHost(path, host);
      expect(local.status).toBe(200);
      expect(JSON.parse(local.body)).toHaveLength(1);
    }
  });
});
