import { LOCAL_BUSINESS_DEFAULTS } from '../constants.ts';
import { REVIEW_RULES } from '../reviews/rules.ts';

/** The fields of a contractor that its structured data uses (spec §3 'Local-business structured data'). */
export interface LocalBusinessSource {
  name: string;
  street: string | null;
  city: string;
  state: string;
  postal_code: string | null;
  phone: string | null;
  website?: string | null;
  /** The hours a builder wrote (free text): the all-day default is then not claimed for them. */
  hours?: string | null;
  /** Our verified reviews: the only ones structured data speaks for. */
  verified_reviews: number;
  verified_rating: number | null;
}

const EVERY_DAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * schema.org data for a contractor's profile. The spec's type 'Pond Construction Service' is not a
 * schema.org type, so the business is a HomeAndConstructionBusiness (which validates) offering that
 * service; price range $$$ and open all day every day are the spec's defaults, the latter only while
 * the builder has not written their hours (their own words cannot be told as structured hours). The
 * page gives the image, absolute: the builder's first photo or ours, never an imported picture.
 */
export function localBusinessJsonLd(
  contractor: LocalBusinessSource,
  page: { url: string; image: string; description: string },
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': `${page.url}#business`,
    name: contractor.name,
    url: page.url,
    image: page.image,
    description: page.description,
    ...(contractor.phone ? { telephone: contractor.phone } : {}),
    ...(contractor.website ? { sameAs: [contractor.website] } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(contractor.street ? { streetAddress: contractor.street } : {}),
      addressLocality: contractor.city,
      addressRegion: contractor.state,
      ...(contractor.postal_code ? { postalCode: contractor.postal_code } : {}),
      addressCountry: 'US',
    },
    priceRange: LOCAL_BUSINESS_DEFAULTS.priceRange,
    ...(contractor.hours
      ? {}
      : {
          openingHoursSpecification: {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: EVERY_DAY,
            opens: '00:00',
            closes: '23:59',
          },
        }),
    makesOffer: {
      '@type': 'Offer',
      itemOffered: { '@type': 'Service', name: LOCAL_BUSINESS_DEFAULTS.type },
    },
    // Only from reviews we collected from homeowners we connected, and only from 3 of them:
    // an imported rating is not ours to vouch for.
    ...(contractor.verified_reviews >= REVIEW_RULES.aggregateRatingMin && contractor.verified_rating !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: contractor.verified_rating,
            reviewCount: contractor.verified_reviews,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
