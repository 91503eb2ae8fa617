import { EMAIL_PATTERN } from '../rules.ts';
import * as z from 'zod/mini';
import {
  EMAIL_MAX,
  LEAD_FORM_MESSAGES,
  LEAD_LIMIT_MESSAGES,
  LEAD_LOCATION_MAX,
  LEAD_MESSAGE_MAX,
  LEAD_NAME_MAX,
  LEAD_NAME_MIN,
  LEAD_PHONE_MAX,
  LEAD_PHONE_MIN,
} from './lead-form.ts';
import type { LeadForm, LeadFormFields } from './lead-form.ts';
import { PROJECT_TYPES } from './options.ts';

// zod/mini keeps the quote-form widget small for partner pages (ARCHITECTURE.md "Widgets").

const trimmed = () => z.string().check(z.trim());

export const leadFormSchema = z.object({
  name: trimmed().check(
    z.minLength(LEAD_NAME_MIN, LEAD_FORM_MESSAGES.name),
    z.maxLength(LEAD_NAME_MAX, LEAD_LIMIT_MESSAGES.name),
  ),
  email: z.pipe(
    trimmed().check(z.maxLength(EMAIL_MAX, LEAD_FORM_MESSAGES.email)),
    z.email({ pattern: EMAIL_PATTERN, error: LEAD_FORM_MESSAGES.email }),
  ),
  phone: trimmed().check(
    z.minLength(LEAD_PHONE_MIN, LEAD_FORM_MESSAGES.phone),
    z.maxLength(LEAD_PHONE_MAX, LEAD_LIMIT_MESSAGES.phone),
  ),
  projectType: z.enum(PROJECT_TYPES, LEAD_FORM_MESSAGES.projectType),
  message: z.optional(trimmed().check(z.maxLength(LEAD_MESSAGE_MAX, LEAD_FORM_MESSAGES.message))),
  location: z.optional(trimmed().check(z.maxLength(LEAD_LOCATION_MAX, LEAD_FORM_MESSAGES.location))),
});

/** What the form holds while the visitor types. */
export type LeadFormValues = z.input<typeof leadFormSchema>;

/** Each bad field's first message (spec §5). */
export type LeadFormErrors = Partial<Record<keyof LeadFormFields, string>>;

export type LeadFormCheck = { success: true; data: LeadForm } | { success: false; errors: LeadFormErrors };

/** The form's values checked (spec §5): the valid form, or each bad field's first message. */
export function validateLeadForm(values: LeadFormFields): LeadFormCheck {
  const result = leadFormSchema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const errors: LeadFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof LeadFormFields;
    errors[field] ??= issue.message;
  }
  return { success: false, errors };
}
