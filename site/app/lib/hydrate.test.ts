import type { UIMatch } from 'react-router';
import { describe, expect, it } from 'vitest';
import { hydrated, pageHydrates, SPECULATION_RULES } from './hydrate.ts';

const match = (handle?: unknown) =>
  ({ id: 'x', pathname: '/', params: {}, data: undefined, loaderData: undefined, handle }) as UIMatch;

describe('which pages hydrate (issue 21)', () => {
  it('a content page does not; a route that asks for it, or the app shell, does', () => {
    expect(pageHydrates([match(), match(), match()], false)).toBe(false);
    expect(pageHydrates([match(), match(), match(hydrated)], false)).toBe(true);
    expect(pageHydrates([match()], true)).toBe(true);
  });

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
