import type { ProjectType } from './options.ts';

// The schema that checks these is in lead-form-schema.ts, apart, so the quote-form widget loads it
// when a visitor first sends the form rather than with the form: the widget's first load has a size budget.

/** The lead form's messages, word for word (spec §5). */
export const LEAD_FORM_MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  projectType: 'Please select a project type',
  message: 'Please keep your message under 2,000 characters',
  location: 'Please keep the location under 200 characters',
} as const;

/** Not in the spec: the bounds below, which the database enforces too. */
export const LEAD_LIMIT_MESSAGES = {
  name: 'Please keep your name under 100 characters',
  phone: 'Please enter a phone number of at most 30 characters',
} as const;

export const LEAD_NAME_MIN = 2;
export const LEAD_PHONE_MIN = 7;
/** Not in the spec: a bound so one request cannot store a novel. */
export const LEAD_MESSAGE_MAX = 2000;
export const LEAD_LOCATION_MAX = 200;
/** Not in the spec: bounds on every free-text field, the same in the database. */
export const LEAD_NAME_MAX = 100;
export const LEAD_PHONE_MAX = 30;
/** The city a form is for (a city page's, or a partner's `city` attribute); a review keeps it too. */
export const LEAD_CITY_MAX = 100;
/** The longest address mail accepts (RFC 5321's path limit). */
export const EMAIL_MAX = 254;

/** What a valid form submits: the fields trimmed, the project type one of the options (spec §3, §5). */
export interface LeadForm {
  name: string;
  email: string;
  phone: string;
  projectType: ProjectType;
  message?: string;
  location?: string;
}

/**
 * The values the form starts with and resets to (spec §4): the given project type (none on the
 * general form, so the visitor picks one) and 'city, state' as location when both are known.
 */
/** The form's fields as the visitor edits them: all text, the project type blank until chosen. */
export interface LeadFormFields {
  name: string;
  email: string;
  phone: string;
  projectType: string;
  message: string;
  location: string;
}

export function leadFormDefaults(
  context: { projectType?: string; city?: string; state?: string } = {},
): LeadFormFields {
  const location = context.city && context.state ? `${context.city}, ${context.state}` : '';
  return { name: '', email: '', phone: '', projectType: context.projectType ?? '', message: '', location };
}
