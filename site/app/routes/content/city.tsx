import {
  DIRECTORY_MESSAGES,
  DIRECTORY_TAG,
  PATHS,
  TOAST_DURATION_MS,
  cityLocationCopy,
  cityPageDescription,
  cityPageHeading,
  cityBuildersJsonLd,
  cityPageTitle,
  cityTag,
  cityUrl,
  contractorUrl,
  COST_TEXTS,
  costUrl,
  stateTag,
  stateUrl,
} from '@pond/core';
import { getCitySummary, listCityBuilders, placeExists } from '@pond/supabase/read';
import { Container, Section, theme, type ToastOptions } from '@pond/ui';
import { data } from 'react-router';
import styled from 'styled-components';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QuoteSection } from '../../components/QuoteSection.tsx';
import { CityDirectory } from '../../components/CityDirectory.tsx';
import { cityPlace, type CityPlace } from '../../lib/city-place.ts';
import { JsonLd } from '../../lib/JsonLd.tsx';
import { directoryResults, searchFromUrl } from '../../lib/directory-data.ts';
import { taggedWith } from '../../lib/page-cache.ts';
import { fromDatabase, notFound, pageData } from '../../lib/page-data.server.ts';
import { pageMeta } from '../../lib/seo.ts';
import { STOCK_POND_IMAGE, absoluteUrl } from '../../lib/site.ts';
import type { Route } from './+types/city';
import { SiteLink } from '../../components/SiteLink.tsx';

const BuilderList = styled.ul`
  columns: 16rem;
  column-gap: ${theme.space.xl};
  padding: 0;
  list-style: none;
  li {
    padding: ${theme.space.xs} 0;
    break-inside: avoid;
  }
`;

const Narrow = styled(Container)`
  max-width: 48rem;
`;

/** Spec §8: a city without builders of its own says so for 5 seconds. */
const CITY_EMPTY_TOAST: ToastOptions = {
  title: DIRECTORY_MESSAGES.cityEmptyToast,
  variant: 'info',
  durationMs: TOAST_DURATION_MS.directory,
};

const placeQ = (place: CityPlace) => `${place.city}, ${place.stateCode}`;

/** A link to one builder's profile, for the city's full list. */
type CityBuilder = { id: string; name: string; href: string };

export { headers } from '../../lib/page-cache.ts';

/**
 * On request, from the database: a city is a page when it is a real place (a ZIP code or a
 * builder there); its cards, its full list of builders and its summary are as the database has them now.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const place = cityPlace(params);
  if (!place) notFound();
  const { reader } = context.get(pageData);
  const search = searchFromUrl('http://site/', placeQ(place));
  const [summary, results, builders] = await fromDatabase(() =>
    Promise.all([
      getCitySummary(reader, place.city, place.stateCode),
      directoryResults(reader, search),
      listCityBuilders(reader, place.city, place.stateCode),
    ]),
  );
  // A city with builders is a place; one without is a page only if it has a ZIP code.
  const real =
    builders.length > 0 || (await fromDatabase(() => placeExists(reader, place.city, place.stateCode)));
  if (!real) notFound();
  const everyBuilder: CityBuilder[] = builders.map((builder) => ({
    id: builder.id,
    name: builder.name,
    href: contractorUrl(builder),
  }));
  // Nearby cities come from the state; a city without builders shows the nearest, from anywhere.
  const tags = [cityTag(place.city, place.stateCode), stateTag(place.stateCode)];
  if (results.page.fallback) tags.push(DIRECTORY_TAG);
  return data({ place, search, summary, results, everyBuilder }, taggedWith(tags));
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { place, summary } = loaderData;
  return pageMeta({
    title: cityPageTitle(place.city, place.stateCode),
    description: cityPageDescription(place.city, place.stateCode, summary),
    path: cityUrl(place.city, place.stateCode),
  });
};

/** City page (spec §2.8): the directory pre-filtered to the city, its location copy, and a quote. */
export default function CityPage({ loaderData }: Route.ComponentProps) {
  const { place, search, summary, results, everyBuilder } = loaderData;
  // Spec §8: a city without builders of its own says so for 5 seconds (the list may show nearby ones).
  const noneHere = results.status === 'done' && (results.page.total === 0 || results.page.fallback !== null);
  const copy = cityLocationCopy({ city: place.city, stateCode: place.stateCode, ...summary });
  return (
    <>
      <JsonLd
        data={cityBuildersJsonLd(
          place,
          everyBuilder.map((builder) => ({ name: builder.name, url: absoluteUrl(builder.href) })),
        )}
      />
      <PageHeader
        crumbs={[
          { label: 'Home', href: PATHS.home },
          { label: 'States', href: PATHS.states },
          { label: place.stateName, href: stateUrl(place.stateCode) },
          { label: place.city, href: cityUrl(place.city, place.stateCode) },
        ]}
        title={cityPageHeading(place.city, place.stateCode)}
        tight
        intro={`Compare trusted pond builders and water-feature contractors serving ${place.city}, ${place.stateName}, and ask them for free quotes.`}
      />
      <Section $closeUnder aria-label={`Pond builders in ${place.city}`}>
        <Container>
          {/* The site script shows it on arrival (site-script/page-actions.ts). */}
          {noneHere ? <div hidden data-page-toast={JSON.stringify(CITY_EMPTY_TOAST)} /> : null}
          <CityDirectory search={search} results={results} />
        </Container>
      </Section>
      {/* Builders the first page of cards does not show: every name, one link each, for people and crawlers. */}
      {results.status === 'done' &&
      everyBuilder.some((builder) => !results.page.contractors.some((card) => card.id === builder.id)) ? (
        <Section aria-labelledby="every-builder">
          <Container>
            <h2 id="every-builder">
              All {everyBuilder.length} pond builders in {place.city}
            </h2>
            <BuilderList>
              {everyBuilder.map((builder) => (
                <li key={builder.href}>
                  <SiteLink to={builder.href}>{builder.name}</SiteLink>
                </li>
              ))}
            </BuilderList>
          </Container>
        </Section>
      ) : null}
      <Section $muted aria-labelledby="about-city">
        <Narrow>
          <h2 id="about-city">Building a pond in {place.city}</h2>
          {copy.map((paragraph, index) => (
            <p key={index}>
              {paragraph.map((segment, part) =>
                typeof segment === 'string' ? (
                  segment
                ) : (
                  <SiteLink key={part} to={segment.href}>
                    {segment.text}
                  </SiteLink>
                ),
              )}
            </p>
          ))}
          <p>
            <SiteLink to={costUrl(null, { stateCode: place.stateCode, city: place.city })}>
              {COST_TEXTS.link(`${place.city}, ${place.stateCode}`)}
            </SiteLink>
            : what builders here quoted, from real quotes.
          </p>
        </Narrow>
      </Section>
      <QuoteSection
        heading={`Get Free Quotes in ${place.city}`}
        image={{
          src: STOCK_POND_IMAGE,
          alt: `A finished garden pond, like those built in ${place.city}`,
        }}
        city={place.city}
        state={place.stateCode}
      />
    </>
  );
}
