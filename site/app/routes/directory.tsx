import {
  DIRECTORY_TAG,
  PATHS,
  directoryHeading,
  directorySearchParams,
  parseLocationInput,
  type DirectorySearch,
} from '@pond/core';
import { Container, Section } from '@pond/ui';
import { data } from 'react-router';
import { DirectoryFilterForm } from '../components/CityDirectory.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { SiteDirectory } from '../components/SiteDirectory.tsx';
import { directoryResults, searchFromUrl } from '../lib/directory-data.ts';
import { hydrated } from '../lib/hydrate.ts';
import { taggedWith } from '../lib/page-cache.ts';
import { fromDatabase, pageData } from '../lib/page-data.server.ts';
import { brandedTitle, pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/directory';

/** An application: the spec's filter panel (suggestions, rating slider, pages) hydrates (lib/hydrate.ts). */
export const handle = hydrated;

export { headers } from '../lib/page-cache.ts';

/**
 * The directory search (spec §2.7) on request (issue 33): the address's filters (q, rating, radius,
 * sort, page) searched in the database and rendered as HTML results, so the first answer is complete
 * without JavaScript; each change of filter after that asks the Worker for its loader data.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = searchFromUrl(request.url);
  const results = await fromDatabase(() => directoryResults(context.get(pageData).reader, search));
  return data({ search, results }, taggedWith([DIRECTORY_TAG]));
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const place = parseLocationInput(loaderData?.search.q ?? '');
  return pageMeta({
    title: brandedTitle(directoryHeading(place.city, place.state)),
    description: 'Search pond builders and water-feature contractors by city, state or ZIP code.',
    path: PATHS.directory,
  });
};

/** The directory (spec §2.7): heading from q, the filter panel and the results. */
export default function DirectoryPage({ loaderData }: Route.ComponentProps) {
  const { search, results } = loaderData;
  const place = parseLocationInput(search.q);
  return (
    <>
      <PageHeader
        crumbs={[{ label: 'Home', href: PATHS.home }, { label: 'Pond Builders Near Me' }]}
        title={directoryHeading(place.city, place.state)}
      />
      <Section>
        <Container>
          {/* Without JavaScript the filter panel cannot run: a plain GET form and page links can. */}
          <noscript>
            {/* The panel's fields do nothing without JavaScript: the form takes their place. */}
            <style>
              {'[data-directory] [role="search"], [data-directory] button[aria-expanded] { display: none; }'}
            </style>
            <DirectoryFilterForm search={search} label="Search pond builders" />
          </noscript>
          <div data-directory="">
            <SiteDirectory search={search} results={results} />
          </div>
          <noscript>
            <PageLinks search={search} pageCount={results.page.pageCount} />
          </noscript>
        </Container>
      </Section>
    </>
  );
}

/** Previous and Next as links to their addresses, for a visitor without JavaScript. */
function PageLinks({ search, pageCount }: { search: DirectorySearch; pageCount: number }) {
  const href = (page: number) => `${PATHS.directory}?${directorySearchParams({ ...search, page })}`;
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="More pages">
      {search.page > 1 ? <a href={href(search.page - 1)}>Previous page</a> : null}{' '}
      {search.page < pageCount ? <a href={href(search.page + 1)}>Next page</a> : null}
    </nav>
  );
}
