import {
  CHECK_LABELS,
  CREDENTIAL_KINDS,
  DIRECTORY_SORTS,
  PATHS,
  RATING_FILTER,
  directorySearchParams,
  ratingFilterLabel,
  type DirectorySearch,
} from '@pond/core';
import { Button, media, theme } from '@pond/ui';
import { DirectoryResultsList, WidgetHostProvider, type DirectoryResults } from '@pond/widgets';
import styled from 'styled-components';
import { useSiteWidgetHost } from '../lib/widget-host.ts';

const Filters = styled.form`
  display: grid;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.md};
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
  ${media.tablet} {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: ${theme.space.md};
    margin-bottom: ${theme.space.lg};
  }
`;

// The place and the button on one row: on a phone the results start on the first screen.
const Where = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: ${theme.space.sm};
  ${media.tablet} {
    display: contents;
  }
`;

// The rest folds away on a phone (open when one is set); on a wider screen it is simply there.
const More = styled.details`
  summary {
    cursor: pointer;
    color: ${theme.color.action};
    font-weight: 600;
    min-height: 1.5rem;
  }
  ${media.tablet} {
    display: contents;
    summary {
      display: none;
    }
    &::details-content {
      display: contents;
      content-visibility: visible;
    }
  }
`;

const MoreFields = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${theme.space.sm} ${theme.space.md};
  padding-top: ${theme.space.sm};
  ${media.tablet} {
    display: contents;
  }
`;

// The kit's results take 1, 2 or 3 columns by the room they have, as in the widget.
const ResultsRoom = styled.div`
  container: pond-results / inline-size;
  min-width: 0;
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
      <Where>
        <label>
          Location
          <input name="q" type="search" defaultValue={search.q} placeholder="City, state or ZIP" />
        </label>
        <Button type="submit">Search</Button>
      </Where>
      <More open={search.rating > 0 || Boolean(search.sort) || Boolean(search.verified || search.credential)}>
        <summary>More filters</summary>
        <MoreFields>
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
            <input type="checkbox" name="verified" value="1" defaultChecked={Boolean(search.verified)} />{' '}
            Verified only
          </label>
          <label>
            Trade credential
            <select name="credential" defaultValue={search.credential ?? ''}>
              <option value="">Any credential</option>
              {CREDENTIAL_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {CHECK_LABELS[kind]}
                </option>
              ))}
            </select>
          </label>
        </MoreFields>
      </More>
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
        <ResultsRoom>
          <DirectoryResultsList
            search={search}
            results={results}
            pageSize={results.status === 'done' ? results.page.pageSize : 9}
            onPage={() => {}}
            pageHref={pageHref}
          />
        </ResultsRoom>
      </WidgetHostProvider>
    </div>
  );
}
