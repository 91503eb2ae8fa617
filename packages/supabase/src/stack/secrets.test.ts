import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { mintKeys } from './secrets.ts';

describe('mintKeys', () => {
  it('mints the same keys from the same secret, whenever it runs', async () => {
    const first = await mintKeys('a'.repeat(64));
    await new Promise((resolve) => setTimeout(resolve, 1100)); // a JWT's times are in whole seconds
    expect(await mintKeys('a'.repeat(64))).toEqual(first);
  });

  it('mints other keys from another secret', async () => {
    const [a, b] = await Promise.all([mintKeys('a'.repeat(64)), mintKeys('b'.repeat(64))]);
    expect(a.anonKey).not.toBe(b.anonKey);
  });

  it('gives the anon key the anon role and a lifetime reaching years ahead', async () => {
    const claims = decodeJwt((await mintKeys('a'.repeat(64))).anonKey);
    expect(claims.role).toBe('anon');
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000 + 365 * 24 * 3600);
  });
});
