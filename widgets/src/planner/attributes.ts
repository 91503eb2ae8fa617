import { attribute } from '../kit/attribute-rules.ts';
import { partnerAttribute } from '../kit/partner-attribute.ts';
import { campaignAttributes } from '../kit/campaign-attributes.ts';
import { themeAttribute } from '../kit/theme-attribute.ts';

/** The attributes a partner sets on `<pond-planner>` (widgets/README.md lists them with examples). */
export const plannerAttributes = {
  partner: partnerAttribute('Plans from this planner are saved without partner credit.'),
  ...campaignAttributes(),
  theme: themeAttribute(),
  /** The embed builder's live preview: everything works, but a plan is not saved. */
  preview: attribute.boolean(),
};
