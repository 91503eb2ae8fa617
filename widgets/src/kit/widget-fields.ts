import { calculatorFields } from '../calculator/fields.ts';
import { directoryFields } from '../directory/fields.ts';
import type { WidgetTag } from '../loader/widgets.ts';
import { plannerFields } from '../planner/fields.ts';
import { quoteFormFields } from '../quote-form/fields.ts';
import type { AttributeField } from './fields.ts';

/** The embed builder's fields of every element, in each widget's attribute order (issue 36). */
export const WIDGET_FIELDS: Record<WidgetTag, Readonly<Record<string, AttributeField | null>>> = {
  'pond-quote-form': quoteFormFields,
  'pond-directory': directoryFields,
  'pond-calculator': calculatorFields,
  'pond-planner': plannerFields,
};
