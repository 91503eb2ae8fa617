import {
  DIRECTORY_SORTS,
  PATHS,
  RATING_FILTER,
  directorySearchParams,
  ratingFilterLabel,
  type DirectorySearch,
} from '@pond/core';
import { Button, theme } from '@pond/ui';
import { DirectoryResultsList, WidgetHostProvider, type DirectoryResults } from '@pond/widgets';
import styled from 'styled-components';
import { useSiteWidgetHost } from '../lib/widget-host.ts';

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.lg};
  label {
    display: grid;
    gap: ${theme.space.xs};
    font-weight: 600;
  }
  input,
  select {
    font: inherit;
    min-height: 2.75rem;
    padding: 0 ${theme.space.sm};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.sm};
    background: ${theme.color.surface};
  }
`;

const RATINGS = Array.from(
  { length: (RATING_FILTER.max - RATING_FILTER.min) / RATING_FILTER.step + 1 },
  (_, index) => RATING_FILTER.min + index * RATING_FILTER.step,
);

/**
 * The directory's filters as a plain GET form to the directory page, which answers any place, rating
 * and order from its address: on city pages (the site script filters in place instead, with the kit's
 * directory) and, without JavaScript, on the directory page itself.
 */
export function DirectoryFilterForm({
  search,
  label = 'Filter pond builders',
}: {
  search: DirectorySearch;
  label?: string;
}) {
  return (
    <Filters method="get" action={PATHS.directory} role="search" aria-label={label} data-city-filter="">
      <label>
        Location
        <input name="q" type="search" defaultValue={search.q} placeholder="City, state or ZIP" />
      </label>
      <label>
        Minimum rating
        <select name="rating" defaultValue={String(search.rating)}>
          {RATINGS.map((rating) => (
            <option key={rating} value={rating}>
              {ratingFilterLabel(rating)}
            </option>
          ))}
        </select>
      </label>
      <label>
        Sort by
        <select name="sort" defaultValue={search.sort ?? 'rating'}>
          {DIRECTORY_SORTS.filter((sort) => sort.value !== 'distance').map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        <input type="checkbox" name="verified" value="1" defaultChecked={Boolean(search.verified)} /> Verified
        only
      </label>
      <Button type="submit">Search</Button>
    </Filters>
  );
}

/**
 * A city page's builders (spec §2.8) as finished HTML: the first page of cards, its other pages as
 * links, and the filters as a plain GET form to the directory, which answers any place, rating and
 * order (the directory page reads them from its address). With JavaScript the site script filters in
 * place instead, with the kit's directory (site-script/city-filter.ts).
 */
export function CityDirectory({ search, results }: { search: DirectorySearch; results: DirectoryResults }) {
  const host = useSiteWidgetHost();
  const pageHref = (page: number) => `${PATHS.directory}?${directorySearchParams({ ...search, page })}`;
  return (
    <div data-city-directory="">
      <DirectoryFilterForm search={search} />
      <WidgetHostProvider host={host}>
        <DirectoryResultsList
          search={search}
          results={results}
          pageSize={results.status === 'done' ? results.page.pageSize : 9}
          onPage={() => {}}
          pageHref={pageHref}
        />
      </WidgetHostProvider>
    </div>
  );
}
