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
>;

export const CONTRACTOR_COLUMNS =
  'id, name, slug, city, state, postal_code, street, phone, website, image_url, rating, reviews';
