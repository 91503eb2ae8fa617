import { CAMPAIGN_PATTERN } from './campaigns.ts';
import { EMAIL_MAX } from './forms/lead-form.ts';
import { PARTNER_ID_PATTERN } from './partners.ts';

// The rules the database checks too, each a named function here and one check function there
// (private.is_email, is_partner_id, is_campaign, is_widget_tag, is_state_code). The Supabase
// package's rule-parity test runs both sides on the same values.

/** An email address the product accepts and mails: the forms, the import and the database. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export const isEmail = (value: string) => value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);

export const isPartnerId = (value: string) => PARTNER_ID_PATTERN.test(value);

export const isCampaign = (value: string) => CAMPAIGN_PATTERN.test(value);

/** The kit's four elements. */
export const WIDGET_TAGS = ['pond-directory', 'pond-quote-form', 'pond-planner', 'pond-calculator'] as const;
export type WidgetTag = (typeof WIDGET_TAGS)[number];

export const isWidgetTag = (value: string): value is WidgetTag =>
  (WIDGET_TAGS as readonly string[]).includes(value);
