import {
  COST_TEXTS,
  PATHS,
  costUrl,
  STATE_PAGE_SKELETON_COUNT,
  cityUrl,
  stateByCode,
  statePageEmptyMessage,
  statePageHeading,
  stateTag,
  stateUrl,
} from '@pond/core';
import { listStateCities } from '@pond/supabase/read';
import { Container, Section, Skeleton, theme } from '@pond/ui';
import { data, useNavigation } from 'react-router';
import styled from 'styled-components';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QuoteSection } from '../../components/QuoteSection.tsx';
import { fromDatabase, notFound, pageData } from '../../lib/page-data.server.ts';
import { taggedWith } from '../../lib/page-cache.ts';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';
import type { Route } from './+types/state';
import { SiteLink } from '../../components/SiteLink.tsx';

export { headers } from '../../lib/page-cache.ts';

/** On request, from the database: a new city is listed as soon as it has a builder. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const state = stateByCode(params.stateCode);
  if (!state) notFound();
  const cities = await fromDatabase(() => listStateCities(context.get(pageData).reader, state.code));
  return data({ state, cities }, taggedWith([stateTag(state.code)]));
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: brandedTitle(`Pond Builders in ${loaderData.state.name}`),
        description: `Find pond builders and water-feature contractors in ${loaderData.state.name}: ${loaderData.cities.length} cities with local pros. Free quotes.`,
        path: stateUrl(loaderData.state.code),
      })
    : [];

const Cities = styled.ul`
  columns: 14rem;
  column-gap: ${theme.space.lg};
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: ${theme.space.xs} 0;
    break-inside: avoid;
  }
`;
const Skeletons = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${theme.space.sm};
`;

/** State page (spec §2.6): cities with contractor counts, sorted; the quote form with its trust points. */
export default function StatePage({ loaderData }: Route.ComponentProps) {
  const { state, cities } = loaderData;
  const navigation = useNavigation();
  const loading =
    navigation.state === 'loading' &&
    navigation.location.pathname !== stateUrl(state.code) &&
    /^\/states\/[a-z]{2}$/.test(navigation.location.pathname);
  return (
    <>
      <PageHeader
        crumbs={[
          { label: 'Home', href: PATHS.home },
          { label: 'States', href: PATHS.states },
          { label: state.name },
        ]}
        title={statePageHeading(state.name)}
      />
      <Section aria-label={`Cities in ${state.name}`} aria-busy={loading}>
        <Container>
          {loading ? (
            <Skeletons>
              {Array.from({ length: STATE_PAGE_SKELETON_COUNT }, (_, index) => (
                <Skeleton key={index} $height="2.25rem" />
              ))}
            </Skeletons>
          ) : cities.length === 0 ? (
            <p>{statePageEmptyMessage(state.name)}</p>
          ) : (
            <Cities>
              {cities.map((city) => (
                <li key={city.slug}>
                  <SiteLink to={cityUrl(city.city, state.code)}>
                    {city.city} ({city.count})
                  </SiteLink>
                </li>
              ))}
            </Cities>
          )}
          <p>
            <SiteLink to={costUrl(null, { stateCode: state.code })}>{COST_TEXTS.link(state.name)}</SiteLink>:
            what builders here quoted, from real quotes.
          </p>
        </Container>
      </Section>
      <QuoteSection heading={`Get Free Quotes From ${state.name} Pond Builders`} state={state.code} />
    </>
  );
}
