import { badgeAttributes } from '../badge/attributes.ts';
import { calculatorAttributes } from '../calculator/attributes.ts';
import { directoryAttributes } from '../directory/attributes.ts';
import type { KitTag } from '../loader/widgets.ts';
import { plannerAttributes } from '../planner/attributes.ts';
import { quoteFormAttributes } from '../quote-form/attributes.ts';

/**
 * Each element of the kit, by tag, and the rules of the attributes a partner may write on it
 * (widgets/README.md), in the order a snippet writes them: the embed builder offers these, and each
 * element reads its own.
 */
export const WIDGET_ATTRIBUTES = {
  'pond-quote-form': quoteFormAttributes,
  'pond-directory': directoryAttributes,
  'pond-calculator': calculatorAttributes,
  'pond-planner': plannerAttributes,
  'pond-builder-badge': badgeAttributes,
} as const satisfies Record<KitTag, object>;
