import {
  CHECK_LABELS,
  CREDENTIAL_KINDS,
  DEFAULT_RADIUS_MILES,
  DIRECTORY_SORTS,
  DIRECTORY_RADII_MILES,
  PAGE_SIZE,
  PAGE_SIZE_MAX,
  RATING_FILTER,
  normaliseState,
  type DirectoryRadius,
  type DirectorySort,
} from '@pond/core';
import { attribute } from '../kit/attribute-rules.ts';
import { partnerAttribute } from '../kit/partner-attribute.ts';
import { campaignAttributes } from '../kit/campaign-attributes.ts';
import { themeAttribute } from '../kit/theme-attribute.ts';

const wholeNumber = (min: number, max: number) => (raw: string) => {
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  return value >= min && value <= max ? value : undefined;
};

/** The attributes a partner sets on `<pond-directory>` (widgets/README.md lists them with examples). */
export const directoryAttributes = {
  partner: partnerAttribute('Profile links carry no partner credit.'),
  ...campaignAttributes(),
  city: attribute.text(100, 'The directory starts without a city.'),
  state: attribute.mapped(
    normaliseState,
    'a US state code or name, like "TX" or "Texas"',
    'The directory starts without a state.',
  ),
  zip: attribute.pattern(
    /^\d{5}$/,
    'a five-digit ZIP code, like "78701"',
    'The directory starts without a ZIP code.',
  ),
  radius: attribute.mapped(
    (raw) => DIRECTORY_RADII_MILES.find((miles) => String(miles) === raw) as DirectoryRadius | undefined,
    `one of ${DIRECTORY_RADII_MILES.join(', ')} (miles around the ZIP code)`,
    `ZIP searches reach ${DEFAULT_RADIUS_MILES} miles.`,
  ),
  'min-rating': attribute.mapped(
    wholeNumber(RATING_FILTER.min, RATING_FILTER.max),
    `a whole number from ${RATING_FILTER.min} to ${RATING_FILTER.max}`,
    'Builders of any rating are shown.',
  ),
  sort: attribute.oneOf(
    DIRECTORY_SORTS.map((sort) => sort.value) as [DirectorySort, ...DirectorySort[]],
    undefined,
    'Best rated first (nearest first around a ZIP code).',
  ),
  'page-size': attribute.mapped(
    wholeNumber(1, PAGE_SIZE_MAX),
    `a whole number from 1 to ${PAGE_SIZE_MAX}`,
    `${PAGE_SIZE} builders are shown per page.`,
  ),
  /** Verified builders only: insurance, and a licence where the state requires one. */
  'verified-only': attribute.boolean(),
  /** Builders holding a trade credential we checked (Certified Aquascape Contractor, IPPCA...). */
  credential: attribute.oneOf(
    CREDENTIAL_KINDS,
    undefined,
    `Builders with or without a trade credential are shown. One of: ${CREDENTIAL_KINDS.map((kind) => `${kind} (${CHECK_LABELS[kind]})`).join(', ')}.`,
  ),
  theme: themeAttribute(),
  /** The search in the page's address (`?q=&rating=&radius=&sort=&page=`): back and forward restore it. */
  'url-state': attribute.boolean(),
};
