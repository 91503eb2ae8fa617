import { POND_SHAPES } from '@pond/core';
import { campaignFields, partnerField, themeField, type WidgetFields } from '../kit/embed-builder-fields.ts';
import type { calculatorAttributes } from './attributes.ts';

/** The embed builder's fields for `<pond-calculator>`. */
export const calculatorFields: WidgetFields<typeof calculatorAttributes> = {
  partner: partnerField('plans made in the planner it opens are credited to it.'),
  ...campaignFields(),
  shape: {
    label: 'Tab that starts selected',
    kind: 'choice',
    placeholder: 'Rectangular (default)',
    options: POND_SHAPES.filter((shape) => shape.value !== 'rectangular'),
  },
  theme: themeField(),
};
