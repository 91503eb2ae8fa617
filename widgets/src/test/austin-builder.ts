import type { Contractor } from '@pond/supabase';

/** A builder in Austin, TX for the widgets' tests and stories: what each one sets, over plain defaults. */
export function austinBuilder(fields: Pick<Contractor, 'id' | 'name'> & Partial<Contractor>): Contractor {
  return {
    slug: fields.id,
    city: 'Austin',
    state: 'TX',
    postal_code: '78701',
    street: null,
    phone: null,
    website: null,
    image_url: null,
    rating: null,
    reviews: 0,
    description: null,
    services: [],
    service_cities: [],
    service_radius_miles: null,
    hours: null,
    founded_year: null,
    paused_at: null,
    paused_until: null,
    verified: false,
    verified_reviews: 0,
    verified_rating: null,
    verified_stars: [0, 0, 0, 0, 0],
    rating_as_of: null,
    rating_source: null,
    ...fields,
  };
}
