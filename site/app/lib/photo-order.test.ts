import { describe, expect, it } from 'vitest';
import { movedPhoto } from './photo-order.ts';

describe('a photo moved a place in the builder’s order', () => {
  it('swaps it with its neighbour, up or down', () => {
    expect(movedPhoto(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(movedPhoto(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
  });

  it('moves nothing past either end, nor a photo not in the order', () => {
    expect(movedPhoto(['a', 'b'], 'a', -1)).toBeNull();
    expect(movedPhoto(['a', 'b'], 'b', 1)).toBeNull();
    expect(movedPhoto(['a', 'b'], 'z', 1)).toBeNull();
  });
});
