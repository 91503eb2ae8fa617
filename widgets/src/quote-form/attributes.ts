import {
  LEAD_CITY_MAX,
  PARTNER_QUOTE_HEADING,
  PROJECT_TYPES,
  UUID_PATTERN,
  normaliseState,
} from '@pond/core';
import { attribute } from '../kit/attribute-rules.ts';
import { partnerAttribute } from '../kit/partner-attribute.ts';
import { campaignAttributes } from '../kit/campaign-attributes.ts';
import { themeAttribute } from '../kit/theme-attribute.ts';

/** The attributes a partner sets on `<pond-quote-form>` (widgets/README.md lists them with examples). */
export const quoteFormAttributes = {
  partner: partnerAttribute('Requests from this form are sent without partner credit.'),
  ...campaignAttributes(),
  'contractor-id': attribute.pattern(
    UUID_PATTERN,
    'a contractor id, the UUID at the end of the contractor’s profile address',
    'The request is sent to builders in general, not to one contractor.',
  ),
  'contractor-name': attribute.text(120, 'The success message names no contractor.'),
  /** On the contractor's own website: the request goes to that contractor alone, with no partner credit. */
  'builder-site': attribute.boolean(),
  'project-type': attribute.oneOf(PROJECT_TYPES, undefined, 'No project type is preselected.'),
  city: attribute.text(LEAD_CITY_MAX, 'The location field starts empty.'),
  state: attribute.mapped(
    normaliseState,
    'a US state code or name, like "TX" or "Texas"',
    'The location field starts empty.',
  ),
  heading: attribute.text(120, `The heading reads "${PARTNER_QUOTE_HEADING}".`),
  'no-heading': attribute.boolean(),
  compact: attribute.boolean(),
  theme: themeAttribute(),
  /** The embed builder's live preview: everything works, but a request is not sent. */
  preview: attribute.boolean(),
};
