import { COST_TEXTS, contractorUrl, costUrl, ratingBadgeText } from '@pond/core';
import type { DirectoryContractor } from '@pond/supabase/read';
import { Container, Section, theme } from '@pond/ui';

import styled from 'styled-components';
import { SiteLink } from './SiteLink.tsx';

const Others = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${theme.space.sm};
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
`;

/** Other pond builders in the profile's city, the way to all of them, and what ponds cost there. */
export function OtherBuilders({
  others,
  city,
  stateCode,
  cityHref,
}: {
  others: DirectoryContractor[];
  city: string;
  stateCode: string;
  cityHref: string;
}) {
  return (
    <>
      {others.length > 0 ? (
        <Section aria-labelledby="other-builders">
          <Container>
            <h2 id="other-builders">Other pond builders in {city}</h2>
            <Others>
              {others.map((other) => (
                <li key={other.id}>
                  <SiteLink to={contractorUrl(other)}>{other.name}</SiteLink>
                  {ratingBadgeText(other) ? ` · ${ratingBadgeText(other)}` : ''}
                </li>
              ))}
            </Others>
            <p>
              <SiteLink to={cityHref}>See every pond builder in {city}</SiteLink>
            </p>
          </Container>
        </Section>
      ) : null}
      <Section aria-label={COST_TEXTS.link(city)}>
        <Container>
          <p>
            <SiteLink to={costUrl(null, { stateCode, city })}>
              {COST_TEXTS.link(`${city}, ${stateCode}`)}
            </SiteLink>
            : what builders near {city} quoted, from real quotes.
          </p>
        </Container>
      </Section>
    </>
  );
}
