import { campaignFields, partnerField, themeField, type WidgetFields } from '../kit/embed-builder-fields.ts';
import type { plannerAttributes } from './attributes.ts';

/** The embed builder's fields for `<pond-planner>`. */
export const plannerFields: WidgetFields<typeof plannerAttributes> = {
  partner: partnerField('plans and their requests are credited to it.'),
  ...campaignFields(),
  theme: themeField(),
  preview: null,
};
