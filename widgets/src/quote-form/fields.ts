import { PARTNER_QUOTE_HEADING, PROJECT_TYPES } from '@pond/core';
import {
  campaignFields,
  partnerField,
  placeFields,
  themeField,
  type WidgetFields,
} from '../kit/embed-builder-fields.ts';
import type { quoteFormAttributes } from './attributes.ts';

/** The embed builder's fields for `<pond-quote-form>`. */
export const quoteFormFields: WidgetFields<typeof quoteFormAttributes> = {
  partner: partnerField('requests are credited to it.'),
  ...campaignFields(),
  'contractor-id': {
    label: 'Contractor id (optional)',
    hint: 'To ask one contractor: the id at the end of their profile address.',
    kind: 'text',
  },
  'contractor-name': { label: 'Contractor name (optional)', kind: 'text' },
  // A builder's own website gets it from their dashboard, not a partner's embed builder.
  'builder-site': null,
  'project-type': {
    label: 'Preselected project type',
    kind: 'choice',
    placeholder: 'None (the homeowner picks)',
    options: PROJECT_TYPES.map((type) => ({ value: type, label: type })),
  },
  ...placeFields(),
  heading: { label: 'Heading', kind: 'text', placeholder: PARTNER_QUOTE_HEADING, offWhen: 'no-heading' },
  'no-heading': { label: 'No heading', kind: 'flag' },
  compact: { label: 'Compact (one column, for sidebars)', kind: 'flag' },
  theme: themeField(),
  preview: null,
};
