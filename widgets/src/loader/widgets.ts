import type { WidgetTag } from '@pond/core';

export type { WidgetTag };

/** Every custom element of the kit (@pond/core's WIDGET_TAGS) and the entry (src/elements/{name}.ts) that defines it. */
export const WIDGET_ENTRIES = {
  'pond-quote-form': 'quote-form',
  'pond-directory': 'directory',
  'pond-calculator': 'calculator',
  'pond-planner': 'planner',
} as const satisfies Record<WidgetTag, string>;

export const WIDGET_TAGS = Object.keys(WIDGET_ENTRIES) as WidgetTag[];
