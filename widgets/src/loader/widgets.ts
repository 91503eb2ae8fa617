/** Every custom element of the kit and the entry (src/elements/{name}.ts) that defines it. */
export const WIDGET_ENTRIES = {
  'pond-quote-form': 'quote-form',
  'pond-directory': 'directory',
  'pond-calculator': 'calculator',
  'pond-planner': 'planner',
} as const;

export type WidgetTag = keyof typeof WIDGET_ENTRIES;
export const WIDGET_TAGS = Object.keys(WIDGET_ENTRIES) as WidgetTag[];
