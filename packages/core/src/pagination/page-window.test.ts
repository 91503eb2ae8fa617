import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, pageCount, pageWindow } from './index.ts';

/** The control as text: numbers, '…' for an ellipsis, [n] for the current page. */
function render(current: number, total: number): string {
  const { items, previous, next } = pageWindow(current, total);
  const pages = items.map((item) =>
    item.type === 'ellipsis' ? '…' : item.current ? `[${item.page}]` : String(item.page),
  );
  return [previous ? '‹' : '', ...pages, next ? '›' : ''].filter(Boolean).join(' ');
}

describe('pagination (spec §2.7: first, last, current ±1, ellipses at ±2)', () => {
  it.each([
    [1, 1, '[1]'],
    [1, 2, '[1] 2 ›'],
    [1, 10, '[1] 2 … 10 ›'],
    [3, 10, '‹ 1 2 [3] 4 … 10 ›'],
    [4, 10, '‹ 1 … 3 [4] 5 … 10 ›'],
    [5, 10, '‹ 1 … 4 [5] 6 … 10 ›'],
    [10, 10, '‹ 1 … 9 [10]'],
    [8, 10, '‹ 1 … 7 [8] 9 10 ›'],
    [99, 10, '‹ 1 … 9 [10]'],
    [0, 3, '[1] 2 3 ›'],
  ])('page %s of %s: %s', (current, total, expected) => {
    expect(render(current, total)).toBe(expected);
  });

  it('pages 9 contractors at a time (spec §9)', () => {
    expect(PAGE_SIZE).toBe(9);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(9)).toBe(1);
    expect(pageCount(10)).toBe(2);
    expect(pageCount(3000)).toBe(334);
  });
});
