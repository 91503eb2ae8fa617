import { badgeFields } from '../badge/fields.ts';
import { calculatorFields } from '../calculator/fields.ts';
import { directoryFields } from '../directory/fields.ts';
import type { KitTag } from '../loader/widgets.ts';
import { plannerFields } from '../planner/fields.ts';
import { quoteFormFields } from '../quote-form/fields.ts';
import type { AttributeField } from './embed-builder-fields.ts';

/** The embed builder's form fields of each element, by tag, in the order of the widget's attributes. */
export const WIDGET_FIELDS: Record<KitTag, Readonly<Record<string, AttributeField | null>>> = {
  'pond-quote-form': quoteFormFields,
  'pond-directory': directoryFields,
  'pond-calculator': calculatorFields,
  'pond-planner': plannerFields,
  'pond-builder-badge': badgeFields,
};
