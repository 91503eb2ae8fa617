import {
  PATHS,
  VERIFIED_BADGE,
  advertisedLicence,
  initials,
  photoIdOfUrl,
  ratingBadgeText,
  responseTimeText,
  answeredInTimeText,
  type PublicCheck,
} from '@pond/core';
import type { Contractor, ResponseTime } from '@pond/supabase/read';
import { theme } from '@pond/ui';
import styled from 'styled-components';
import { STOCK_POND_IMAGE } from '../lib/site.ts';
import { PhotoPicture } from './PhotoPicture.tsx';

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

/** A profile's banner (its cover photo and rating) and who the builder is: name, place, badges, response time. */
export function ProfileBanner({
  contractor,
  checks,
  responseTime,
}: {
  contractor: Contractor;
  checks: PublicCheck[];
  responseTime: ResponseTime | null;
}) {
  // Our verified reviews first; an imported rating says it is from other sites.
  const badge = ratingBadgeText(contractor);
  // Printed where the state requires a licence number in advertising (OR, NC, CA: @pond/core).
  const licence = advertisedLicence(contractor.state, checks);
  // The builder's own first photo, in every size; an imported picture is one file.
  const cover = photoIdOfUrl(contractor.image_url);
  return (
    <>
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
          {responseTime?.due ? <p>{answeredInTimeText(responseTime)}</p> : null}
        </div>
      </Identity>
    </>
  );
}
