import { UUID_PATTERN } from '@pond/core';
import { attribute } from '../kit/attribute-rules.ts';
import { themeAttribute } from '../kit/theme-attribute.ts';

/** The attributes a builder sets on `<pond-builder-badge>` (widgets/README.md); their dashboard writes them. */
export const badgeAttributes = {
  'contractor-id': attribute.pattern(
    UUID_PATTERN,
    'your contractor id, the UUID your dashboard’s snippet carries',
    'The badge shows nothing until it names a builder.',
  ),
  theme: themeAttribute(),
};
