import type { Database } from '../database.types.ts';

type Row = Database['public']['Tables']['contractors']['Row'];

/** A contractor as the site shows it (spec §3 Contractor, plus its link slug). */
export type Contractor = Pick<
  Row,
  | 'id'
  | 'name'
  | 'slug'
  | 'city'
  | 'state'
  | 'postal_code'
  | 'street'
  | 'phone'
  | 'website'
  | 'image_url'
  | 'rating'
  | 'reviews'
  // What the builder writes of their listing.
  | 'description'
  | 'services'
  | 'service_cities'
  | 'service_radius_miles'
  | 'hours'
  | 'founded_year'
  | 'paused_at'
  | 'paused_until'
  // Whether the builder is Verified today, kept by the database.
  | 'verified'
  // Reviews from homeowners we connected: count and average, kept by the database; and
  // when and from where the imported rating was imported.
  | 'verified_reviews'
  | 'verified_rating'
  | 'verified_stars'
  | 'rating_as_of'
  | 'rating_source'
>;

// One literal, so supabase-js types the rows from it.
export const CONTRACTOR_COLUMNS =
  'id, name, slug, city, state, postal_code, street, phone, website, image_url, rating, reviews, description, services, service_cities, service_radius_miles, hours, founded_year, paused_at, paused_until, verified, verified_reviews, verified_rating, verified_stars, rating_as_of, rating_source';
