import { describe, expect, it } from 'vitest';
import { localBusinessJsonLd } from './local-business.ts';

const contractor = {
  name: 'Blue Lagoon Ponds',
  street: '12 Lake Rd',
  city: 'Austin',
  state: 'TX',
  postal_code: '78701',
  phone: '(512) 555-0100',
  website: 'https://bluelagoon.example',
  verified_reviews: 3,
  verified_rating: 4.67,
};
const page = {
  url: 'https://www.pondbuildersdirect.com/states/tx/austin/blue-lagoon-ponds-1',
  image: 'https://www.pondbuildersdirect.com/og-image.svg',
  description: 'Blue Lagoon Ponds builds ponds in Austin, TX.',
};

describe('LocalBusiness structured data (spec §3)', () => {
  it('carries every field and the spec’s defaults under a schema.org type', () => {
    expect(localBusinessJsonLd(contractor, page)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'HomeAndConstructionBusiness',
      '@id': `${page.url}#business`,
      name: 'Blue Lagoon Ponds',
      url: page.url,
      image: page.image,
      description: page.description,
      telephone: '(512) 555-0100',
      sameAs: ['https://bluelagoon.example'],
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 Lake Rd',
        addressLocality: 'Austin',
        addressRegion: 'TX',
        postalCode: '78701',
        addressCountry: 'US',
      },
      priceRange: '$$$',
      openingHoursSpecification: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '00:00',
        closes: '23:59',
      },
      makesOffer: {
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: 'Pond Construction Service' },
      },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.67,
        reviewCount: 3,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it('rates only from 3 or more of our verified reviews, never from an imported rating', () => {
    expect(
      localBusinessJsonLd({ ...contractor, verified_reviews: 2, verified_rating: 5 }, page),
    ).not.toHaveProperty('aggregateRating');
    // An imported rating the caller passes along is not read at all.
    expect(
      localBusinessJsonLd(
        { ...contractor, verified_reviews: 0, verified_rating: null, rating: 4.9, reviews: 300 } as never,
        page,
      ),
    ).not.toHaveProperty('aggregateRating');
  });

  it('leaves out what is unknown, and the rating when there are no reviews', () => {
    const data = localBusinessJsonLd(
      {
        ...contractor,
        street: null,
        postal_code: null,
        phone: null,
        website: null,
        verified_reviews: 0,
        verified_rating: null,
      },
      page,
    );
    expect(data).not.toHaveProperty('telephone');
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Austin',
      addressRegion: 'TX',
      addressCountry: 'US',
    });
  });

  it('claims all-day hours only while the builder has not written their own', () => {
    expect(localBusinessJsonLd(contractor, page)).toHaveProperty('openingHoursSpecification');
    expect(localBusinessJsonLd({ ...contractor, hours: 'Mon–Fri 8am–6pm' }, page)).not.toHaveProperty(
      'openingHoursSpecification',
    );
  });
});
