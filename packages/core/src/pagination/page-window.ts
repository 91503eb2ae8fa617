/** Contractors per directory page (spec §2.7, §9). */
export const PAGE_SIZE = 9;
/** The most builders a partner's directory may show per page (its page-size attribute, 1 to this). */
export const PAGE_SIZE_MAX = 24;

export type PageItem = { type: 'page'; page: number; current: boolean } | { type: 'ellipsis'; key: string };

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/**
 * The pagination control (spec §2.7): the first and last page and the current page ±1 are shown;
 * a page two away from the current one becomes an ellipsis; the rest are left out. Previous and
 * next appear where there is a page to go to.
 */
export function pageWindow(
  current: number,
  total: number,
): { items: PageItem[]; previous?: number; next?: number } {
  const last = Math.max(1, Math.floor(total));
  const page = Math.min(Math.max(1, Math.floor(current)), last);
  const items: PageItem[] = [];
  for (let candidate = 1; candidate <= last; candidate++) {
    const distance = Math.abs(candidate - page);
    if (candidate === 1 || candidate === last || distance <= 1) {
      items.push({ type: 'page', page: candidate, current: candidate === page });
    } else if (distance === 2) {
      items.push({ type: 'ellipsis', key: candidate < page ? 'before' : 'after' });
    }
  }
  return {
    items,
    ...(page > 1 ? { previous: page - 1 } : {}),
    ...(page < last ? { next: page + 1 } : {}),
  };
}
