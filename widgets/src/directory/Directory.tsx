import { LOCATION_DEBOUNCE_MS, PAGE_SIZE, type DirectorySearch } from '@pond/core';
import { theme, usePart } from '@pond/ui';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { FilterPanel } from './FilterPanel.tsx';
import { Results } from './Results.tsx';
import type { DirectoryResults } from './results-state.ts';

// The panel beside the results when there is room, above them behind a Filters button when not
// (spec §2.7). Container queries: the room is the widget's, which on a partner's page is not the window's.
const Layout = styled.div`
  container: pond-directory / inline-size;
`;
const Columns = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  @container pond-directory (min-width: 48rem) {
    grid-template-columns: 16rem minmax(0, 1fr);
  }
`;
const Toggle = styled.button`
  grid-column: 1 / -1;
  font: inherit;
  font-weight: 600;
  justify-self: start;
  padding: 0.5rem 1rem;
  min-height: 2.75rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surface};
  color: ${theme.color.ink};
  cursor: pointer;
  @container pond-directory (min-width: 48rem) {
    display: none;
  }
`;
const Side = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'grid' : 'none')};
  gap: ${theme.space.md};
  align-content: start;
  @container pond-directory (min-width: 48rem) {
    display: grid;
  }
`;
const Main = styled.div`
  container: pond-results / inline-size;
  min-width: 0;
  &:focus {
    outline: none;
  }
`;

export interface DirectoryProps {
  /** The filters and page shown: the URL's on our site, the widget's own on a partner's page. */
  search: DirectorySearch;
  /** A settled change of filters (page 1) or of page. */
  onSearchChange: (next: DirectorySearch) => void;
  results: DirectoryResults | Promise<DirectoryResults>;
  /**
   * A settled location, before it becomes a filter: return true when it was handled another way
   * (on our own city pages the element goes to the chosen city's page, spec §5 'City navigation').
   */
  onLocationSettled?: (q: string) => boolean;
  /** Builders per page (the widget's page-size), for the loading skeletons. */
  pageSize?: number;
  /** Pages as links to their addresses: the page a server rendered, before any script runs. */
  pageHref?: (page: number) => string;
  /**
   * The filters shown but not yet usable: a server-rendered copy holds the widget's place while its
   * code loads (the page offers a plain form to a visitor without JavaScript).
   */
  filtersInert?: boolean;
}

/**
 * The directory (spec §2.7, §4): the filter panel and the results. It holds only what is being
 * typed; the filters are the caller's, so the site keeps them in the URL and a widget in itself.
 */
export function Directory({
  search,
  onSearchChange,
  results,
  onLocationSettled,
  pageSize = PAGE_SIZE,
  pageHref,
  filtersInert = false,
}: DirectoryProps) {
  const part = usePart();
  const panelId = useId();
  const main = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState(search.q);
  // The slider's value while it moves; it becomes the filter once it rests.
  const [rating, setRating] = useState<number | null>(null);
  // 'Searching...' shows while the typed text waits for its 300 ms (spec §4).
  const [waiting, setWaiting] = useState(false);
  const timers = useRef<Record<'location' | 'rating', ReturnType<typeof setTimeout> | undefined>>({
    location: undefined,
    rating: undefined,
  });
  useEffect(() => {
    const pending = timers.current;
    return () => Object.values(pending).forEach((timer) => clearTimeout(timer));
  }, []);
  // The debounce fires after later renders: it applies to the filters of then, not of the keystroke.
  const latest = useRef(search);
  useEffect(() => {
    latest.current = search;
  }, [search]);
  // Filters changed from outside (back and forward, a new address) show what they say; the echo of
  // this field's own text does not overwrite what was typed since ('New ' stays 'New ').
  const [shownQ, setShownQ] = useState(search.q);
  const [appliedQ, setAppliedQ] = useState(search.q);
  if (search.q !== shownQ) {
    setShownQ(search.q);
    if (search.q !== appliedQ) setTyped(search.q);
  }
  const later = (name: 'location' | 'rating', run: () => void) => {
    clearTimeout(timers.current[name]);
    timers.current[name] = setTimeout(run, LOCATION_DEBOUNCE_MS);
  };
  const applyLocation = (text: string) => {
    clearTimeout(timers.current.location);
    setWaiting(false);
    const q = text.trim();
    if (q === latest.current.q.trim()) return;
    setAppliedQ(q);
    if (onLocationSettled?.(q)) return;
    onSearchChange({ ...latest.current, q, page: 1 });
  };
  const shown = rating === null ? search : { ...search, rating };
  return (
    <Layout {...part('directory')}>
      <Columns>
        <Toggle
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          inert={filtersInert}
          onClick={() => setOpen(!open)}
        >
          Filters
        </Toggle>
        <Side $open={open} inert={filtersInert}>
          <FilterPanel
            id={panelId}
            typed={typed}
            onType={(text) => {
              setTyped(text);
              setWaiting(true);
              later('location', () => applyLocation(text));
            }}
            onPick={(text) => {
              setTyped(text);
              applyLocation(text);
            }}
            searching={waiting}
            search={shown}
            onChange={(change) => {
              if (change.rating !== undefined) {
                // A dragged slider passes every step: search once, where it stops.
                const next = change.rating;
                setRating(next);
                later('rating', () => {
                  setRating(null);
                  if (next !== latest.current.rating)
                    onSearchChange({ ...latest.current, rating: next, page: 1 });
                });
                return;
              }
              onSearchChange({ ...search, ...change, page: 1 });
            }}
          />
        </Side>
        <Main ref={main} tabIndex={-1} role="region" aria-label="Pond builders found">
          <Results
            results={results}
            search={search}
            pageSize={pageSize}
            pageHref={pageHref}
            onPage={(page) => {
              // The page buttons give way to skeletons: keep the keyboard in the results.
              main.current?.focus({ preventScroll: true });
              onSearchChange({ ...search, page });
            }}
          />
        </Main>
      </Columns>
    </Layout>
  );
}
