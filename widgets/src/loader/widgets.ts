import type { WidgetTag } from '@pond/core';

/** The partners' widgets (@pond/core's WIDGET_TAGS). */
export type { WidgetTag };
/** Every element of the kit: the partners' widgets and the builders' own badge. */
export type KitTag = WidgetTag | 'pond-builder-badge';

/** Every custom element of the kit and the entry (src/elements/{name}.ts) that defines it. */
export const WIDGET_ENTRIES = {
  'pond-quote-form': 'quote-form',
  'pond-directory': 'directory',
  'pond-calculator': 'calculator',
  'pond-planner': 'planner',
  'pond-builder-badge': 'builder-badge',
} as const satisfies Record<KitTag, string>;

export const KIT_TAGS = Object.keys(WIDGET_ENTRIES) as KitTag[];

/** The popup and floating modes' code (src/loader/modes.ts), which the loader imports on a page that uses them. */
export const MODES_ENTRY = 'src/loader/modes.ts';
