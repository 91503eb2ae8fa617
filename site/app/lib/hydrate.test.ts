import type { UIMatch } from 'react-router';
import { describe, expect, it } from 'vitest';
import { hydrated, pageHydrates } from './hydrate.ts';

const match = (handle?: unknown) =>
  ({ id: 'x', pathname: '/', params: {}, data: undefined, loaderData: undefined, handle }) as UIMatch;

describe('which pages hydrate', () => {
  it('a content page does not; a route that asks for it does', () => {
    expect(pageHydrates([match(), match(), match()])).toBe(false);
    expect(pageHydrates([match(), match(), match(hydrated)])).toBe(true);
  });
});
