import { describe, expect, it } from 'vitest';
import { SPECULATION_RULES } from './speculation-rules.ts';

describe('speculation rules of content pages', () => {
  it('prefetches same-site pages, never staff pages, the withdraw link or the data API', () => {
    const rules = JSON.parse(SPECULATION_RULES) as {
      prefetch: { where: { and: unknown[] }; eagerness: string }[];
    };
    const text = JSON.stringify(rules.prefetch[0]!.where);
    for (const excluded of ['/admin/*', '/withdraw-request*', '/(rest|auth)/*', '/widgets/*'])
      expect(text).toContain(JSON.stringify({ not: { href_matches: excluded } }));
    expect(rules.prefetch[0]!.eagerness).toBe('moderate');
  });
});
