import {
  contractorUrl,
  formatDistance,
  initials,
  photoIdOfUrl,
  photoSrcSet,
  ratingBadgeText,
  resultPlaceText,
  telHref,
  withPartner,
  VERIFIED_BADGE,
} from '@pond/core';
import type { DirectoryContractor } from '@pond/supabase/read';
import { theme, usePart } from '@pond/ui';
import styled from 'styled-components';
import { useWidgetHost } from '../kit/host.tsx';
import { HostLink } from '../kit/HostLink.tsx';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  overflow: hidden;
  h3 {
    margin: 0;
    font-size: ${theme.size.lg};
    line-height: 1.3;
  }
  p {
    margin: 0;
  }
`;
// A fixed box, so cards line up and nothing shifts when an image arrives.
const Picture = styled.div`
  aspect-ratio: 2 / 1;
  background: linear-gradient(135deg, #cfe8ec, #8cc3cc 55%, #4f9aa8);
  display: grid;
  place-items: center;
  color: #ffffff;
  font-size: 2rem;
  font-weight: 700;
  letter-spacing: 0.05em;
  picture {
    display: contents;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
const Body = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  padding: ${theme.space.md};
  flex: 1;
  align-content: start;
`;
const Muted = styled.p`
  color: ${theme.color.inkMuted};
  font-size: ${theme.size.sm};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm} ${theme.space.md};
  padding: 0 ${theme.space.md} ${theme.space.md};
  align-items: center;
`;
// On a phone (one column of results) every result is a compact row: a small mark beside the name (the
// builder's photo, or their initials), not a banner, so a screen shows three results or more.
const Compact = styled(Card)`
  @container pond-results (max-width: 27.99rem) {
    display: grid;
    grid-template-columns: 3rem minmax(0, 1fr);
    column-gap: ${theme.space.sm};
    padding: ${theme.space.sm} ${theme.space.md};
    ${Picture} {
      aspect-ratio: 1;
      border-radius: ${theme.radius.sm};
      font-size: 1rem;
      align-self: start;
      margin-top: ${theme.space.xs};
    }
    ${Body} {
      padding: 0;
      gap: 0.125rem;
    }
    h3 {
      font-size: ${theme.size.md};
    }
    ${Actions} {
      grid-column: 1 / -1;
      padding: ${theme.space.xs} 0 0;
    }
  }
`;
const QuoteLink = styled.a`
  display: inline-block;
  padding: 0.5rem 0.875rem;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.action};
  /* The widget's link colour rule is more specific than a class: say it again for the button. */
  && {
    color: #ffffff;
  }
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${theme.color.actionStrong};
  }
`;

/** A card is a column of the results: the whole width on a phone, a third or a quarter on a wide one. */
const CARD_SIZES = '(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 3rem';

/** One builder in the results: picture, name, place, rating, distance, phone, quote. */
export function ContractorCard({ contractor }: { contractor: DirectoryContractor }) {
  const part = usePart();
  const host = useWidgetHost();
  // From a partner's widget the profile carries the partner, so a quote sent there credits them.
  const profile = withPartner(contractorUrl(contractor), host.partner, host.attribution);
  const photo = photoIdOfUrl(contractor.image_url);
  // On a partner's page the files are ours: every address in the set made absolute.
  const srcSet = (id: string, format: 'avif' | 'webp') =>
    photoSrcSet(id, format).replace(/\/photos\/\S+/g, (path) => host.href(path));
  const quote = withPartner(`${contractorUrl(contractor)}#get-quotes`, host.partner, host.attribution);
  return (
    <Compact {...part('card')}>
      <Picture aria-hidden="true">
        {photo ? (
          // The builder's own first photo, at the width the card needs.
          <picture>
            <source type="image/avif" srcSet={srcSet(photo, 'avif')} sizes={CARD_SIZES} />
            <img
              src={host.href(contractor.image_url!)}
              srcSet={srcSet(photo, 'webp')}
              sizes={CARD_SIZES}
              alt=""
              loading="lazy"
              decoding="async"
            />
          </picture>
        ) : contractor.image_url ? (
          <img src={host.href(contractor.image_url)} alt="" loading="lazy" decoding="async" />
        ) : (
          initials(contractor.name)
        )}
      </Picture>
      <Body>
        <h3>
          <HostLink to={profile}>{contractor.name}</HostLink>
        </h3>
        <Muted>
          {resultPlaceText(contractor)}
          {contractor.distance_miles !== null ? ` · ${formatDistance(contractor.distance_miles)}` : ''}
        </Muted>
        <p>
          {/* One line with the rating: a phone's row stays short. */}
          {contractor.verified ? `${VERIFIED_BADGE} · ` : null}
          {/* Our verified reviews first; an imported rating says it is from other sites. */}
          {ratingBadgeText(contractor) ?? 'No reviews yet'}
        </p>
      </Body>
      <Actions>
        <QuoteLink as={HostLink} to={quote} aria-label={`Request a quote from ${contractor.name}`}>
          Request a quote
        </QuoteLink>
        {contractor.phone ? <a href={telHref(contractor.phone)}>{contractor.phone}</a> : null}
      </Actions>
    </Compact>
  );
}
