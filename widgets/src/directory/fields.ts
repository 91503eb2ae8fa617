import {
  CHECK_LABELS,
  CREDENTIAL_KINDS,
  DEFAULT_RADIUS_MILES,
  DIRECTORY_RADII_MILES,
  DIRECTORY_SORTS,
  PAGE_SIZE,
  PAGE_SIZE_MAX,
  RATING_FILTER,
  ratingFilterLabel,
} from '@pond/core';
import {
  campaignFields,
  partnerField,
  placeFields,
  themeField,
  type WidgetFields,
} from '../kit/embed-builder-fields.ts';
import type { directoryAttributes } from './attributes.ts';

/** The embed builder's fields for `<pond-directory>`. */
export const directoryFields: WidgetFields<typeof directoryAttributes> = {
  partner: partnerField('quotes sent from the profiles it opens are credited to it.'),
  ...campaignFields(),
  ...placeFields(),
  zip: {
    label: 'ZIP code (optional)',
    hint: 'Starts with builders around it, nearest first; it wins over city and state.',
    kind: 'text',
    numeric: true,
  },
  radius: {
    label: 'Radius around the ZIP code',
    kind: 'choice',
    placeholder: `${DEFAULT_RADIUS_MILES} miles (default)`,
    options: DIRECTORY_RADII_MILES.filter((miles) => miles !== DEFAULT_RADIUS_MILES).map((miles) => ({
      value: String(miles),
      label: `${miles} miles`,
    })),
  },
  'min-rating': {
    label: 'Minimum rating',
    kind: 'choice',
    placeholder: ratingFilterLabel(RATING_FILTER.min),
    options: Array.from({ length: RATING_FILTER.max }, (_, index) => index + 1).map((stars) => ({
      value: String(stars),
      label: ratingFilterLabel(stars),
    })),
  },
  sort: {
    label: 'Order',
    kind: 'choice',
    placeholder: 'Best rated (nearest first around a ZIP code)',
    options: DIRECTORY_SORTS.filter((sort) => sort.value !== 'rating'),
  },
  'page-size': {
    label: 'Builders per page',
    kind: 'text',
    numeric: true,
    placeholder: String(PAGE_SIZE),
    hint: `1 to ${PAGE_SIZE_MAX}.`,
  },
  'verified-only': {
    label: 'Verified builders only (current insurance, and a licence where the state requires one)',
    kind: 'flag',
  },
  credential: {
    label: 'Only builders with this trade credential (checked by us)',
    kind: 'choice',
    placeholder: 'Any',
    options: CREDENTIAL_KINDS.map((kind) => ({ value: kind, label: CHECK_LABELS[kind] })),
  },
  theme: themeField(),
  'url-state': {
    label: 'Keep the search in my page’s address (url-state)',
    kind: 'flag',
    notInPreview: true,
  },
};
