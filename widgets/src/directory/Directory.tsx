import { LOCATION_DEBOUNCE_MS, type DirectorySearch } from '@pond/core';
import { theme } from '@pond/ui';
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
  @container pond-directory (min-width: 56rem) {
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
  @container pond-directory (min-width: 56rem) {
    display: none;
  }
`;
const Side = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'grid' : 'none')};
  gap: ${theme.space.md};
  align-content: start;
  @container pond-directory (min-width: 56rem) {
    display: grid;
  }
`;
const Main = styled.div`
  container: pond-results / inline-size;
  min-width: 0;
`;

export interface DirectoryProps {
  /** The filters and page shown: the URL's on our site, the widget's own on a partner's page. */
  search: DirectorySearch;
  /** A settled change of filters (page 1) or of page. */
  onSearchChange: (next: DirectorySearch) => void;
  results: DirectoryResults | Promise<DirectoryResults>;
  /**
   * A settled location, before it becomes a filter: return true when it was handled another way
   * (the site's city pages go to the chosen city's page, spec §5 'City navigation').
   */
  onLocationSettled?: (q: string) => boolean;
}

/**
 * The directory (spec §2.7, §4): the filter panel and the results. It holds only what is being
 * typed; the filters are the caller's, so the site keeps them in the URL and a widget in itself.
 */
export function Directory({ search, onSearchChange, results, onLocationSettled }: DirectoryProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState(search.q);
  // 'Searching...' shows while the typed text waits for its 300 ms (spec §4).
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The debounce fires after later renders: it applies the text to the filters of then, not of the keystroke.
  const latest = useRef(search);
  useEffect(() => {
    latest.current = search;
  }, [search]);
  // Filters changed from outside (back and forward, a new page address): show what they say.
  const [shownQ, setShownQ] = useState(search.q);
  if (search.q !== shownQ) {
    setShownQ(search.q);
    setTyped(search.q);
  }
  const apply = (text: string) => {
    clearTimeout(timer.current);
    setWaiting(false);
    const q = text.trim();
    if (q === latest.current.q.trim() || onLocationSettled?.(q)) return;
    onSearchChange({ ...latest.current, q, page: 1 });
  };
  return (
    <Layout part="directory">
      <Columns>
        <Toggle type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          Filters
        </Toggle>
        <Side $open={open}>
          <FilterPanel
            id={panelId}
            typed={typed}
            onType={(text) => {
              setTyped(text);
              setWaiting(true);
              clearTimeout(timer.current);
              timer.current = setTimeout(() => apply(text), LOCATION_DEBOUNCE_MS);
            }}
            onPick={(text) => {
              setTyped(text);
              apply(text);
            }}
            searching={waiting}
            search={search}
            onChange={(change) => onSearchChange({ ...search, ...change, page: 1 })}
          />
        </Side>
        <Main>
          <Results results={results} search={search} onPage={(page) => onSearchChange({ ...search, page })} />
        </Main>
      </Columns>
    </Layout>
  );
}
