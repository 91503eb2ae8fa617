import type { UIMatch } from 'react-router';
import { describe, expect, it } from 'vitest';
import { hydrated, pageHydrates } from './hydrate.ts';

const match = (handle?: unknown) =>
  ({ id: 'x', pathname: '/', params: {}, data: undefined, loaderData: undefined, handle }) as UIMatch;

describe('which pages hydrate (issue 21)', () => {
  it('a content page does not; a route that asks for it, or the app shell, does', () => {
    expect(pageHydrates([match(), match(), match()], false)).toBe(false);
    expect(pageHydrates([match(), match(), match(hydrated)], false)).toBe(true);
    expect(pageHydrates([match()], true)).toBe(true);
  });
});
