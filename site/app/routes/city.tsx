import {
  DIRECTORY_MESSAGES,
  PATHS,
  TOAST_DURATION_MS,
  cityLocationCopy,
  cityPageDescription,
  cityPageHeading,
  cityPageTitle,
  cityUrl,
  contractorUrl,
  stateUrl,
} from '@pond/core';
import { getCitySummary, placeExists, type CitySummary } from '@pond/supabase/read';
import { Container, Section, theme, useToast, type ToastOptions } from '@pond/ui';
import { useEffect } from 'react';
import { Link, data } from 'react-router';
import styled from 'styled-components';
import { PageHeader } from '../components/PageHeader.tsx';
import { QuoteSection } from '../components/QuoteSection.tsx';
import { CityDirectory } from '../components/CityDirectory.tsx';
import { cityPlace, type CityPlace } from '../lib/city-place.ts';
import { browserReader } from '../lib/database.client.ts';
import { buildDirectoryResults, directoryResults, searchFromUrl } from '../lib/directory-data.ts';
import { buildContractorsByCity, serverReader } from '../lib/data.server.ts';
import { pageMeta } from '../lib/seo.ts';
import { STOCK_POND_IMAGE } from '../lib/site.ts';
import type { Route } from './+types/city';

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

const NO_SUMMARY: CitySummary = { builderCount: 0, averageRating: null, nearby: [] };

/** Build time: every city with builders, as finished HTML (issue 6 of 9); a failed read fails the build. */
export async function loader({ params }: Route.LoaderArgs) {
  const place = cityPlace(params);
  if (!place) throw data('Not found', { status: 404 });
  const reader = serverReader();
  const search = searchFromUrl('http://build/', placeQ(place));
  const [summary, results, byCity] = await Promise.all([
    getCitySummary(reader, place.city, place.stateCode),
    buildDirectoryResults(reader, search),
    buildContractorsByCity(),
  ]);
  const everyBuilder: CityBuilder[] = (byCity.get(cityUrl(place.city, place.stateCode)) ?? []).map(
    (contractor) => ({ id: contractor.id, name: contractor.name, href: contractorUrl(contractor) }),
  );
  return { place, search, summary, results, everyBuilder };
}

/** A link to one builder's profile, for the city's full list. */
type CityBuilder = { id: string; name: string; href: string };

/**
 * What the browser knows of a city, asked once per visit: its summary, and whether it is a real
 * place (only asked when it has no builders). A failure leaves the copy plain, never the page.
 */
const summaries = new Map<string, Promise<{ summary: CitySummary; real: boolean }>>();
function browserCity(place: CityPlace) {
  const key = `${place.city}|${place.stateCode}`;
  let city = summaries.get(key);
  if (!city) {
    const reader = browserReader();
    city = getCitySummary(reader, place.city, place.stateCode)
      .then(async (summary) => ({
        summary,
        real: summary.builderCount > 0 || (await placeExists(reader, place.city, place.stateCode)),
      }))
      .catch((error: unknown) => {
        console.error(error);
        summaries.delete(key);
        return { summary: NO_SUMMARY, real: true };
      });
    summaries.set(key, city);
  }
  return city;
}

/** In the browser: other filters, other cities, and cities added since the build. */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const place = cityPlace(params);
  if (!place) throw data('Not found', { status: 404 });
  const search = searchFromUrl(request.url, placeQ(place));
  // Only the app shell (a city newer than the build) and client navigations from an application
  // page run this: pre-rendered city pages do not hydrate.
  const [{ summary, real }, results] = await Promise.all([
    browserCity(place),
    directoryResults(browserReader(), search),
  ]);
  // A city with no builders is a page only if it is a real place (the server's 404 rule, page-status.ts).
  if (!real) throw data('Not found', { status: 404 });
  return { place, search, summary, results, everyBuilder: [] as CityBuilder[] };
}
clientLoader.hydrate = true as const;

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
  const toast = useToast();
  // On the app shell (a city newer than the build) the page hydrates after the site script ran: React says it.
  useEffect(() => {
    if (noneHere) toast(CITY_EMPTY_TOAST);
  }, [noneHere, toast, place.city, place.stateCode]);
  const copy = cityLocationCopy({ city: place.city, stateCode: place.stateCode, ...summary });
  return (
    <>
      <PageHeader
        crumbs={[
          { label: 'Home', href: PATHS.home },
          { label: 'States', href: PATHS.states },
          { label: place.stateName, href: stateUrl(place.stateCode) },
          { label: place.city, href: cityUrl(place.city, place.stateCode) },
        ]}
        title={cityPageHeading(place.city, place.stateCode)}
        intro={`Compare trusted pond builders and water-feature contractors serving ${place.city}, ${place.stateName}, and ask them for free quotes.`}
      />
      <Section aria-label={`Pond builders in ${place.city}`}>
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
                  <Link to={builder.href}>{builder.name}</Link>
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
                  <Link key={part} to={segment.href}>
                    {segment.text}
                  </Link>
                ),
              )}
            </p>
          ))}
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
