import { describe, expect, it } from 'vitest';
import { migrationFile, nextVersion } from './diff.ts';

describe('a generated migration', () => {
  it('comes after the last one, and never before now', () => {
    const now = new Date('2026-12-05T10:11:12Z');
    expect(nextVersion('20261203000400', now)).toBe('20261205101112');
    expect(nextVersion('20261210000100', now)).toBe('20261210000200');
    expect(nextVersion(undefined, now)).toBe('20261205101112');
  });

  it('is named for what it changes and sets its own timeouts, as squawk asks', () => {
    const text = migrationFile('reviews_with_photos', 'alter table public.reviews add column photo text;');
    expect(text.split('\n').slice(0, 3)).toEqual([
      '-- reviews with photos: generated from the schema files (pnpm --filter @pond/supabase schema:diff reviews_with_photos), then reviewed.',
      "set local lock_timeout = '5s';",
      "set local statement_timeout = '60s';",
    ]);
    expect(text).toContain('alter table public.reviews add column photo text;');
  });
});
