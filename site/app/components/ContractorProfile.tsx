import type { SiteSettings } from '@pond/content';
import {
  responseTimeText,
  PATHS,
  PROFILE_MESSAGES,
  VERIFIED_BADGE,
  advertisedLicence,
  contractorUrl,
  displayWebsite,
  initials,
  photoIdOfUrl,
  ratingBadgeText,
  stateByCode,
  stateUrl,
  telHref,
  websiteHref,
} from '@pond/core';
import type {
  Contractor,
  DirectoryContractor,
  PortfolioPhoto,
  PublishedReview,
  ResponseTime,
} from '@pond/supabase/read';
import type { PublicCheck } from '@pond/core';
import { Card, Container, Section, media, theme } from '@pond/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { STOCK_POND_IMAGE } from '../lib/site.ts';
import { PhotoPicture } from './PhotoPicture.tsx';
import { PortfolioGallery } from './PortfolioGallery.tsx';
import { ProfileReviews } from './reviews/ProfileReviews.tsx';
import { VerificationPanel } from './VerificationPanel.tsx';
import { ClaimListingLink, ListingDetails, PausedNotice, serviceAreaText } from './ListingDetails.tsx';
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
const Banner = styled.div`
  position: relative;
  /* A height that follows the screen, not an aspect ratio: with a minimum height the ratio made a
     minimum width of 512 px, wider than any phone. */
  height: clamp(10rem, 28vw, 20rem);
  border-radius: ${theme.radius.lg};
  overflow: hidden;
  background: ${theme.color.brandSoft};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;
const Badge = styled.p`
  position: absolute;
  right: ${theme.space.md};
  bottom: ${theme.space.md};
  margin: 0;
  padding: ${theme.space.xs} ${theme.space.md};
  border-radius: ${theme.radius.pill};
  background: rgba(255, 255, 255, 0.95);
  color: ${theme.color.ink};
  font-weight: 700;
`;
const VerifiedBadge = styled.a`
  display: inline-block;
  padding: 0.125rem 0.625rem;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.brandSoft};
  font-weight: 700;
  text-decoration: none;
`;
const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  margin: ${theme.space.lg} 0;
  h2 {
    margin: 0;
    font-size: ${theme.size.xl};
  }
  p {
    margin: 0;
    color: ${theme.color.inkMuted};
  }
`;
const Avatar = styled.div`
  flex: none;
  width: 4.5rem;
  height: 4.5rem;
  border-radius: 50%;
  display: grid;
  place-items: center;
  overflow: hidden;
  background: ${theme.color.brand};
  color: #ffffff;
  font-size: ${theme.size.xl};
  font-weight: 700;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
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
const Others = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${theme.space.sm};
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
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
  // Our verified reviews first; an imported rating says it is from other sites (issue 35).
  const badge = ratingBadgeText(contractor);
  // Printed where the state requires a licence number in advertising (OR, NC, CA: @pond/core).
  const licence = advertisedLicence(contractor.state, checks);
  // The builder's own first photo, in every size; an imported picture is one file.
  const cover = photoIdOfUrl(contractor.image_url);
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
          <Banner>
            {cover ? (
              <PhotoPicture
                id={cover}
                sizes="(min-width: 75rem) 72rem, 100vw"
                alt={`Work by ${contractor.name}`}
                width={1200}
                height={675}
                fetchPriority="high"
              />
            ) : (
              <img
                src={contractor.image_url || STOCK_POND_IMAGE}
                alt={contractor.image_url ? `Work by ${contractor.name}` : 'A garden pond with koi'}
                width={1200}
                height={675}
                fetchPriority="high"
              />
            )}
            <Badge>{badge ?? 'No reviews yet'}</Badge>
          </Banner>
          <Identity>
            <Avatar aria-hidden="true">
              {contractor.image_url ? <img src={contractor.image_url} alt="" /> : initials(contractor.name)}
            </Avatar>
            <div>
              <h2>{contractor.name}</h2>
              <p>
                {contractor.city}, {contractor.state}
              </p>
              {contractor.verified ? (
                <p>
                  <VerifiedBadge
                    href={PATHS.verification}
                    title="Current insurance, and a current licence where the state requires one: see what this means"
                  >
                    {VERIFIED_BADGE}
                  </VerifiedBadge>
                </p>
              ) : null}
              {licence ? <p>{licence}</p> : null}
              {responseTime ? (
                <p title={`Measured from ${responseTime.answered} requests homeowners sent through us`}>
                  {responseTimeText(responseTime.medianMinutes)}
                </p>
              ) : null}
            </div>
          </Identity>
          <Columns>
            <Details>
              <Card>
                <h2>Contact Information</h2>
                {contractor.phone || contractor.website ? (
                  <ul>
                    {contractor.phone ? (
                      <li>
                        Phone: <a href={telHref(contractor.phone)}>{contractor.phone}</a>
                      </li>
                    ) : null}
                    {contractor.website ? (
                      <li>
                        Website:{' '}
                        <a
                          href={websiteHref(contractor.website)}
                          target="_blank"
                          rel="noopener noreferrer nofollow"
                        >
                          {displayWebsite(contractor.website)}
                        </a>
                      </li>
                    ) : null}
                  </ul>
                ) : (
                  <p>{PROFILE_MESSAGES.noContact}</p>
                )}
              </Card>
              <ListingDetails contractor={contractor} />
              <VerificationPanel state={contractor.state} checks={checks} />
              <PortfolioGallery photos={photos} builder={contractor.name} />
              <Card>
                <h2>Service Area</h2>
                <p>{serviceAreaText(contractor)}</p>
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
      {others.length > 0 ? (
        <Section aria-labelledby="other-builders">
          <Container>
            <h2 id="other-builders">Other pond builders in {contractor.city}</h2>
            <Others>
              {others.map((other) => (
                <li key={other.id}>
                  <Link to={contractorUrl(other)}>{other.name}</Link>
                  {ratingBadgeText(other) ? ` · ${ratingBadgeText(other)}` : ''}
                </li>
              ))}
            </Others>
            <p>
              <Link to={cityHref}>See every pond builder in {contractor.city}</Link>
            </p>
          </Container>
        </Section>
      ) : null}
    </>
  );
}
