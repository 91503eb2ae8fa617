import { describe, expect, it } from 'vitest';
import { carriesBadge } from './trust.ts';

describe('our badges in a listing’s own words', () => {
  it('finds the check marks and stars our checks and reviews earn', () => {
    for (const text of ['Acme ✓ Ponds', 'Acme ✔ Ponds', 'Acme ☑', 'Acme ✅', 'Acme ★ 5.0', 'Acme Ponds ⭐']) {
      expect(carriesBadge(text), text).toBe(true);
    }
  });

  it('finds the words, in any case and spelling of the space or hyphen', () => {
    for (const text of [
      'Verified Ponds',
      'VERIFIED ponds',
      'We are vetted',
      'Top Rated Koi',
      'top-rated koi',
      'Toprated',
      'Best rated ponds in Texas',
      'Highest-rated in Austin',
      'Five star water gardens',
      '5-star ponds',
      '5 stars',
    ]) {
      expect(carriesBadge(text), text).toBe(true);
    }
  });

  it('reads the text as shown: full-width letters folded, invisible characters gone', () => {
    expect(carriesBadge('Acme ｖｅｒｉｆｉｅｄ Ponds')).toBe(true);
    expect(carriesBadge('Acme Veri\u200Bfied Ponds')).toBe(true);
    expect(carriesBadge('Top\u00ADRated Koi')).toBe(true);
    expect(carriesBadge('Veri\u2060fied')).toBe(true);
    expect(carriesBadge('Veri\uFEFFfied')).toBe(true);
  });

  it('leaves the words alone inside other words, and ordinary names', () => {
    for (const text of [
      'Acme Ponds',
      'Unverified claims',
      'Verifiedponds',
      'Starlight Ponds',
      'Five Oaks Ponds',
      'Rated highly by neighbours',
      'Stop rated',
      'verified_ponds',
      'Unvetted',
      '',
    ]) {
      expect(carriesBadge(text), text).toBe(false);
    }
  });
});
