import * as z from 'zod/mini';
import { PROJECT_TYPES } from './options.ts';

// zod/mini keeps the quote-form widget small for partner pages (ARCHITECTURE.md "Widgets").

/** The lead form's messages, word for word (spec §5). */
export const LEAD_FORM_MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  projectType: 'Please select a project type',
  message: 'Please keep your message under 2,000 characters',
  location: 'Please keep the location under 200 characters',
} as const;

export const LEAD_NAME_MIN = 2;
export const LEAD_PHONE_MIN = 7;
/** Not in the spec: a bound so one request cannot store a novel. */
export const LEAD_MESSAGE_MAX = 2000;
export const LEAD_LOCATION_MAX = 200;

const trimmed = () => z.string().check(z.trim());

export const leadFormSchema = z.object({
  name: trimmed().check(z.minLength(LEAD_NAME_MIN, LEAD_FORM_MESSAGES.name)),
  email: z.pipe(trimmed(), z.email(LEAD_FORM_MESSAGES.email)),
  phone: trimmed().check(z.minLength(LEAD_PHONE_MIN, LEAD_FORM_MESSAGES.phone)),
  projectType: z.enum(PROJECT_TYPES, LEAD_FORM_MESSAGES.projectType),
  message: z.optional(trimmed().check(z.maxLength(LEAD_MESSAGE_MAX, LEAD_FORM_MESSAGES.message))),
  location: z.optional(trimmed().check(z.maxLength(LEAD_LOCATION_MAX, LEAD_FORM_MESSAGES.location))),
});

/** What the form holds while the visitor types. */
export type LeadFormValues = z.input<typeof leadFormSchema>;
/** What a valid form submits. */
export type LeadForm = z.output<typeof leadFormSchema>;

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
