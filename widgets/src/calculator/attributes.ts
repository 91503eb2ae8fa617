import { POND_SHAPES } from '@pond/core';
import { attribute } from '../kit/attribute-rules.ts';
import { partnerAttribute } from '../kit/partner-attribute.ts';
import { campaignAttributes } from '../kit/campaign-attributes.ts';
import { themeAttribute } from '../kit/theme-attribute.ts';

/** The attributes a partner sets on `<pond-calculator>` (widgets/README.md lists them with examples). */
export const calculatorAttributes = {
  partner: partnerAttribute('The planner button carries no partner credit.'),
  ...campaignAttributes(),
  shape: attribute.oneOf(
    POND_SHAPES.map((option) => option.value) as ['rectangular', 'circular', 'irregular'],
    'rectangular',
    'The Rectangular tab starts selected.',
  ),
  theme: themeAttribute(),
};
