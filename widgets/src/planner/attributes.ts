import { PARTNER_ID_PATTERN } from '@pond/core';
import { attribute } from '../kit/attributes.ts';
import { campaignAttributes } from '../kit/campaign-attributes.ts';
import { themeAttribute } from '../kit/theme-attribute.ts';

/** The attributes a partner sets on `<pond-planner>` (widgets/README.md lists them with examples). */
export const plannerAttributes = {
  partner: attribute.pattern(
    PARTNER_ID_PATTERN,
    'your partner id: lower-case letters, digits and hyphens, like "acme-ponds"',
    'Plans from this planner are saved without partner credit.',
  ),
  ...campaignAttributes(),
  theme: themeAttribute(),
  /** The embed builder's live preview: everything works, but a plan is not saved. */
  preview: attribute.boolean(),
};
