import { DEFAULT_DIRECTORY_SEARCH, PATHS, directoryHeading, parseLocationInput } from '@pond/core';
import { Container, Section } from '@pond/ui';
import { PageHeader } from '../components/PageHeader.tsx';
import { SiteDirectory } from '../components/SiteDirectory.tsx';
import { browserReader } from '../lib/database.client.ts';
import {
  buildDirectoryResults,
  directoryResults,
  searchFromUrl,
  startsPrerendered,
} from '../lib/directory-data.ts';
import { serverReader } from '../lib/data.server.ts';
import { brandedTitle, pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/directory';
import { hydrated } from '../lib/hydrate.ts';

/** An application throughout: this page hydrates (lib/hydrate.ts). */
export const handle = hydrated;

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const place = parseLocationInput(loaderData?.search.q ?? '');
  return pageMeta({
    title: brandedTitle(directoryHeading(place.city, place.state)),
    description: 'Search pond builders and water-feature contractors by city, state or ZIP code.',
    path: PATHS.directory,
  });
};

/** Build time: the directory with no filters, best rated first, as finished HTML. */
export async function loader() {
  const search = DEFAULT_DIRECTORY_SEARCH;
  return { search, results: await buildDirectoryResults(serverReader(), search) };
}

/** In the browser: the address's filters (q, rating, radius, sort, page), searched once per set. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const search = searchFromUrl(request.url);
  if (startsPrerendered(request, search)) return serverLoader();
  return { search, results: await directoryResults(browserReader(), search) };
}
// An address with filters is searched as the page starts, over the pre-rendered unfiltered list.
clientLoader.hydrate = true as const;

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
          <SiteDirectory search={search} results={results} />
        </Container>
      </Section>
    </>
  );
}
