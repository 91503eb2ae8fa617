import type { SiteSettings } from '@pond/content';
import { PATHS, contractorUrl, serviceAreaText, stateByCode, stateUrl } from '@pond/core';
import type {
  Contractor,
  DirectoryContractor,
  PortfolioPhoto,
  PublishedReview,
  ResponseTime,
} from '@pond/supabase/read';
import type { PublicCheck } from '@pond/core';
import { Card, Container, Section, media, theme } from '@pond/ui';
import styled from 'styled-components';
import { OtherBuilders } from './OtherBuilders.tsx';
import { ProfileBanner } from './ProfileBanner.tsx';
import { ProfileContact } from './ProfileContact.tsx';
import { PortfolioGallery } from './PortfolioGallery.tsx';
import { ProfileReviews } from './reviews/ProfileReviews.tsx';
import { VerificationPanel } from './VerificationPanel.tsx';
import { ClaimListingLink, ListingDetails, PausedNotice } from './ListingDetails.tsx';
import { SiteQuoteForm } from './SiteQuoteForm.tsx';
import { PageHeader } from './PageHeader.tsx';
import { PromoBanner } from './PromoBanner.tsx';

const FlushSection = styled(Section)`
  padding-top: 0;
`;
const Address = styled.address`
  font-style: normal;
  margin-top: 0.5rem;
`;
const Columns = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  ${media.large} {
    grid-template-columns: minmax(0, 1fr) 24rem;
    align-items: start;
  }
`;
const Details = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  h2 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.size.lg};
  }
  p,
  ul {
    margin: 0;
  }
  ul {
    padding-left: 1.25rem;
  }
`;
const Aside = styled.aside`
  ${media.large} {
    position: sticky;
    top: 6rem;
  }
  h2 {
    margin: ${theme.space.sm} 0 ${theme.space.md};
    font-size: ${theme.size.xl};
  }
`;
const Pill = styled.p`
  display: inline-block;
  margin: 0;
  padding: ${theme.space.xs} ${theme.space.md};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.brandSoft};
  color: ${theme.color.brandStrong};
  font-weight: 600;
  font-size: ${theme.size.sm};
`;

/** The profile's body (spec §2.9): banner, identity, contact, service area, reviews, quote, neighbours. */
export function ContractorProfile({
  contractor,
  others,
  promoBanner,
  quote,
  cityHref,
  responseTime,
  photos,
  checks,
  reviews,
}: {
  contractor: Contractor;
  photos: PortfolioPhoto[];
  checks: PublicCheck[];
  reviews: { page: number; list: PublishedReview[] };
  others: DirectoryContractor[];
  responseTime: ResponseTime | null;
  promoBanner: SiteSettings['promoBanner'] | null;
  quote: { heading: string; badge: string; projectType: string };
  cityHref: string;
}) {
  const stateName = stateByCode(contractor.state)?.name ?? contractor.state;
  const address = [contractor.street, contractor.city, contractor.state, contractor.postal_code]
    .filter(Boolean)
    .join(', ');
  return (
    <>
      <PageHeader
        crumbs={[
          { label: 'Home', href: PATHS.home },
          { label: 'States', href: PATHS.states },
          { label: stateName, href: stateUrl(contractor.state) },
          { label: contractor.city, href: cityHref },
          { label: contractor.name },
        ]}
        title={contractor.name}
        intro={`Pond builder in ${contractor.city}, ${stateName}`}
      />
      <FlushSection>
        <Container>
          <ProfileBanner contractor={contractor} checks={checks} responseTime={responseTime} />
          <Columns>
            <Details>
              <ProfileContact contractor={contractor} />
              <ListingDetails contractor={contractor} />
              <VerificationPanel state={contractor.state} checks={checks} />
              <PortfolioGallery photos={photos} builder={contractor.name} />
              <Card>
                <h2>Service Area</h2>
                <p>{serviceAreaText(contractor)}.</p>
                <Address>{address}</Address>
              </Card>
              <ProfileReviews
                contractor={contractor}
                reviews={reviews.list}
                page={reviews.page}
                profileUrl={contractorUrl(contractor)}
              />
              <ClaimListingLink contractorId={contractor.id} />
            </Details>
            <Aside id="get-quotes" aria-labelledby="profile-quote-heading">
              <Card>
                <Pill>{quote.badge}</Pill>
                <h2 id="profile-quote-heading">{quote.heading}</h2>
                <PausedNotice contractor={contractor} />
                <SiteQuoteForm
                  contractorId={contractor.id}
                  contractorName={contractor.name}
                  projectType={quote.projectType}
                  city={contractor.city}
                  state={contractor.state}
                  compact
                />
              </Card>
            </Aside>
          </Columns>
        </Container>
      </FlushSection>
      <PromoBanner banner={promoBanner} />
      <OtherBuilders
        others={others}
        city={contractor.city}
        stateCode={contractor.state}
        cityHref={cityHref}
      />
    </>
  );
}
