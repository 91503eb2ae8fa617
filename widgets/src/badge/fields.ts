import { themeField, type WidgetFields } from '../kit/embed-builder-fields.ts';
import type { badgeAttributes } from './attributes.ts';

/** The snippet's fields for `<pond-builder-badge>` (the builder's dashboard). */
export const badgeFields: WidgetFields<typeof badgeAttributes> = {
  'contractor-id': { label: 'Contractor id', hint: 'Yours: the badge shows your listing.', kind: 'text' },
  theme: themeField(),
};
