import { DIRECTORY_TAG, PATHS, directoryHeading, parseLocationInput } from '@pond/core';
import { Container, Section } from '@pond/ui';
import { data } from 'react-router';
import { DirectoryFilterForm } from '../../components/CityDirectory.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { DirectoryIsland } from '../../components/DirectoryIsland.tsx';
import { directoryResults, searchFromUrl } from '../../lib/directory-data.ts';
import { taggedWith } from '../../lib/page-cache.ts';
import { fromDatabase, pageData } from '../../lib/page-data.server.ts';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';
import type { Route } from './+types/directory';

export { headers } from '../../lib/page-cache.ts';

/**
 * The directory search (spec §2.7) on request: the address's filters (q, rating, radius,
 * sort, page) searched in the database and rendered as HTML results, so the first answer is complete
 * without JavaScript. A content page: the kit's `<pond-directory>` takes over on first input and keeps
 * its search in the address (the site script names it in the heading and title).
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
        tight
      />
      <Section $closeUnder>
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
            <DirectoryIsland search={search} results={results} />
          </div>
        </Container>
      </Section>
    </>
  );
}
