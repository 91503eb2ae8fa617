import { CAMPAIGN_PATTERN } from '@pond/core';
import { attribute } from './attribute-rules.ts';

/**
 * `campaign` and `utm`, on every widget: a short slug the partner chooses, and whether the
 * widget reads the page's own utm_source, utm_medium and utm_campaign at load. Both travel with the
 * request or plan, and on links to our pages.
 */
export const campaignAttributes = () => ({
  campaign: attribute.pattern(
    CAMPAIGN_PATTERN,
    'a short campaign name: lower-case letters, digits, hyphens and underscores, up to 40, like "spring-sale"',
    'Requests from this widget carry no campaign.',
  ),
  utm: attribute.boolean(),
});
