import { calculatorAttributes } from '../calculator/attributes.ts';
import { directoryAttributes } from '../directory/attributes.ts';
import type { WidgetTag } from '../loader/widgets.ts';
import { plannerAttributes } from '../planner/attributes.ts';
import { quoteFormAttributes } from '../quote-form/attributes.ts';

/**
 * Every element of the kit and the attributes a partner may write on it (widgets/README.md), in the
 * order a snippet writes them: the embed builder offers these, and the elements read them.
 */
export const WIDGET_ATTRIBUTES = {
  'pond-quote-form': quoteFormAttributes,
  'pond-directory': directoryAttributes,
  'pond-calculator': calculatorAttributes,
  'pond-planner': plannerAttributes,
} as const satisfies Record<WidgetTag, object>;
