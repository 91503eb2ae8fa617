import { decodeJwt } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { mintKeys } from './secrets.ts';

describe('mintKeys', () => {
  it('mints the same keys from the same secret, whenever it runs', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const first = await mintKeys('a'.repeat(64));
      // Later, in another second (a JWT's times are in whole seconds).
      vi.setSystemTime(Date.now() + 5_000);
      expect(await mintKeys('a'.repeat(64))).toEqual(first);
    } finally {
      vi.useRealTimers();
    }
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
