import { LOOPBACK_ONLY_TEXT } from '@pond/core';
import { describe, expect, inject, it } from 'vitest';
import { rm, writeFile } from 'node:fs/promises';
import { DATABASE_UNREACHABLE } from '../src/stack/gateway.ts';
import { getWithHost } from '../src/stack/get-with-host.ts';
import { stackProfile } from '../src/stack/profiles.ts';
import { outageFile } from '../src/stack/start-stack.ts';

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

describe('a database outage the journeys control', () => {
  it('answers as PostgREST does without its database while the outage file exists, and serves again once it is gone', async () => {
    const stack = inject('stack');
    const file = outageFile(stackProfile('test'));
    const path = `${stack.url}/rest/v1/contractors?select=name&limit=1`;
    await writeFile(file, '');
    try {
      const down = await getWithHost(path, new URL(stack.url).host);
      expect(down.status).toBe(503);
      expect(JSON.parse(down.body)).toEqual(DATABASE_UNREACHABLE);
    } finally {
      await rm(file, { force: true });
    }
    const back = await getWithHost(path, new URL(stack.url).host);
    expect(back.status).toBe(200);
  });
});
