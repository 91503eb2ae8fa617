import { PARTNER_ID_PATTERN } from '@pond/core';
import { attribute } from './attribute-rules.ts';

/**
 * Every widget's `partner` attribute, one definition for the four widgets: the partner's id, checked
 * by core's pattern; `instead` says what the widget does without a valid one.
 */
export const partnerAttribute = (instead: string) =>
  attribute.pattern(
    PARTNER_ID_PATTERN,
    'your partner id: lower-case letters, digits and hyphens, like "acme-ponds"',
    instead,
  );
