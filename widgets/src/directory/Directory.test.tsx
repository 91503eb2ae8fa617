// @vitest-environment happy-dom
import { DEFAULT_DIRECTORY_SEARCH, DIRECTORY_MESSAGES, type DirectorySearch } from '@pond/core';
import type { DirectoryContractor, DirectoryPage } from '@pond/supabase/read';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../test/render.tsx';
import { Directory } from './Directory.tsx';
import type { DirectoryResults } from './results-state.ts';
import { austinBuilder } from '../test/austin-builder.ts';

afterEach(cleanup);

const builder = (n: number): DirectoryContractor => ({
  ...austinBuilder({ id: `id-${n}`, name: `Builder ${n}`, rating: 4.5, reviews: 10 }),
  distance_miles: null,
  serves: null,
});
const page = (number: number, total: number, fallback: DirectoryPage['fallback'] = null): DirectoryPage => ({
  contractors: Array.from({ length: Math.min(3, total - (number - 1) * 3) }, (_, i) =>
    builder((number - 1) * 3 + i + 1),
  ),
  total,
  page: number,
  pageCount: Math.ceil(total / 3),
  pageSize: 3,
  fallback,
});

/**
 * The directory as its callers use it: they keep the filters (the site in the URL, the element in
 * itself) and pass the results for them, here from `results(search)`.
 */
function renderDirectory(
  results: (search: DirectorySearch) => DirectoryResults | Promise<DirectoryResults>,
  first: Partial<DirectorySearch> = {},
) {
  const searches: DirectorySearch[] = [];
  function Caller() {
    const [search, setSearch] = useState<DirectorySearch>({ ...DEFAULT_DIRECTORY_SEARCH, ...first });
    const [shown, setShown] = useState(() => results(search));
    return (
      <Directory
        search={search}
        pageSize={3}
        results={shown}
        onSearchChange={(next) => {
          searches.push(next);
          setSearch(next);
          setShown(results(next));
        }}
      />
    );
  }
  renderWidget(<Caller />);
  return { searches };
}

describe('the directory (spec §2.7, §4)', () => {
  it('shows skeletons under "Finding pond contractors..." until the builders arrive', async () => {
    let arrive = (_results: DirectoryResults) => undefined as void;
    const pending = new Promise<DirectoryResults>((resolve) => void (arrive = resolve));
    // Rendered in an awaited act: React retries what suspended only in one (React 19's act).
    await act(async () => void renderDirectory(() => pending));
    expect(await screen.findByText(DIRECTORY_MESSAGES.loadingHeading)).toBeVisible();
    await act(async () => {
      arrive({ status: 'done', page: page(1, 7) });
      await pending;
    });
    expect(await screen.findByText('Showing 1–3 of 7 pond builders')).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Builder 1',
      'Builder 2',
      'Builder 3',
    ]);
    expect(screen.queryByText(DIRECTORY_MESSAGES.loadingHeading)).toBeNull();
  });

  it('says so when nothing matches, and when the builders cannot be loaded', () => {
    renderDirectory(() => ({ status: 'done', page: page(1, 0) }));
    expect(screen.getByRole('status').textContent).toContain(DIRECTORY_MESSAGES.emptyTitle);
    expect(screen.getByText(DIRECTORY_MESSAGES.emptyDescription)).toBeVisible();
    cleanup();
    renderDirectory(() => ({ status: 'error' }));
    expect(screen.getByRole('alert').textContent).toBe(
      DIRECTORY_MESSAGES.errorTitle + DIRECTORY_MESSAGES.errorDescription,
    );
  });

  it('names the fallback when the search itself found no one (spec §7)', () => {
    renderDirectory(() => ({ status: 'done', page: page(1, 4, 'state') }), { q: 'Smallville, TX' });
    expect(screen.getByRole('status').textContent).toBe(
      'No pond builders found in Smallville, Texas, so here are pond builders elsewhere in Texas.',
    );
  });

  it('searches once the typing rests, saying "Searching..." until then', async () => {
    const { searches } = renderDirectory(() => ({ status: 'done', page: page(1, 7) }));
    // A narrow widget shows the filters behind their button.
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('button', { name: 'Filters' }).getAttribute('aria-expanded')).toBe('true');
    await userEvent.type(screen.getByRole('combobox', { name: 'Location' }), 'Austin, TX ');
    expect(screen.getByText(DIRECTORY_MESSAGES.searching)).toBeVisible();
    expect(searches).toEqual([]);
    await waitFor(() => expect(searches).toHaveLength(1));
    expect(searches[0]).toMatchObject({ q: 'Austin, TX', page: 1 });
    expect(screen.queryByText(DIRECTORY_MESSAGES.searching)).toBeNull();
    // The typed text stays as typed, trailing space and all.
    expect((screen.getByRole('combobox', { name: 'Location' }) as HTMLInputElement).value).toBe(
      'Austin, TX ',
    );
  });

  it('turns the page, keeping the keyboard in the results', async () => {
    const { searches } = renderDirectory((search) => ({ status: 'done', page: page(search.page, 7) }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(searches.at(-1)).toMatchObject({ page: 2 });
    expect(await screen.findByText('Showing 4–6 of 7 pond builders')).toBeVisible();
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Pond builders found' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 7–7 of 7 pond builders')).toBeVisible();
  });

  it('offers the distance and nearest-first order only for a ZIP code, and a new order starts at page 1', async () => {
    const results = vi.fn((search: DirectorySearch) => ({
      status: 'done' as const,
      page: page(search.page, 7),
    }));
    const { searches } = renderDirectory(results, { q: '78701', page: 2 });
    expect(screen.getByLabelText('Distance from ZIP code')).toBeInTheDocument();
    expect(
      [...(screen.getByLabelText('Sort by') as HTMLSelectElement).options].map((option) => option.value),
    ).toContain('distance');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'rating');
    expect(searches).toEqual([expect.objectContaining({ q: '78701', sort: 'rating', page: 1 })]);
    cleanup();
    renderDirectory(results, { q: 'Austin, TX' });
    expect(screen.queryByLabelText('Distance from ZIP code')).toBeNull();
    expect(
      [...(screen.getByLabelText('Sort by') as HTMLSelectElement).options].map((option) => option.value),
    ).not.toContain('distance');
  });
});
