import { EMAIL_PATTERN, isWidgetTag } from '../rules.ts';
import * as z from 'zod/mini';
import { EMAIL_MAX } from './lead-form.ts';

// The partner application of /partners/join. Not in the spec: its fields, limits and
// messages are ours. The database checks the same limits (partner_applications' constraints).

export const PARTNER_BUSINESS_KINDS = [
  { value: 'landscaper', label: 'Landscaper or garden designer' },
  { value: 'garden-centre', label: 'Garden centre or nursery' },
  { value: 'pond-shop', label: 'Pond or aquatics shop' },
  { value: 'pond-builder', label: 'Pond builder' },
  { value: 'publisher', label: 'Blog, magazine or publisher' },
  { value: 'other', label: 'Something else' },
] as const;
export type PartnerBusinessKind = (typeof PARTNER_BUSINESS_KINDS)[number]['value'];

/** At most this many websites in one application. */
export const PARTNER_WEBSITES_MAX = 5;

/** A declined applicant is told why (their mail quotes it): at least this many characters. */
export const PARTNER_DECLINE_REASON_MIN = 3;

export const PARTNER_APPLICATION_MESSAGES = {
  businessName: 'Please enter your business name',
  contactName: 'Please enter your name',
  email: 'Please enter a valid email address',
  websites: `Please enter one to ${PARTNER_WEBSITES_MAX} website addresses, one per line (for example https://example.com)`,
  businessKind: 'Please select the kind of business',
  widgets: 'Please choose at least one widget',
  received: 'Thank you! We have your application and sent you a confirmation email.',
} as const;

/**
 * The origin of a website address as people type it: 'example.com/shop' → 'https://example.com',
 * 'http://localhost:3200/' → 'http://localhost:3200'. Undefined for anything that is not a web site.
 */
export function siteOrigin(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    if (!url.hostname.includes('.') && url.hostname !== 'localhost') return undefined;
    // A URL takes any host ('exa_mple.com'); a name DNS can hold is letters, digits, dots and hyphens
    // (an international name arrives here in its xn-- form).
    if (!/^[a-z0-9.-]+$/.test(url.hostname)) return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/** The websites field (one address per line) as distinct origins, or undefined when one is not a site. */
export function siteOrigins(text: string): string[] | undefined {
  const lines = text.split(/[\s,]+/).filter((line) => line.trim());
  const origins = lines.map(siteOrigin);
  if (origins.some((origin) => origin === undefined)) return undefined;
  return [...new Set(origins as string[])];
}

const trimmed = () => z.string().check(z.trim());
const name = (message: string) => trimmed().check(z.minLength(2, message), z.maxLength(120, message));

export const partnerApplicationSchema = z.object({
  businessName: name(PARTNER_APPLICATION_MESSAGES.businessName),
  contactName: name(PARTNER_APPLICATION_MESSAGES.contactName),
  email: z.pipe(
    trimmed().check(z.maxLength(EMAIL_MAX, PARTNER_APPLICATION_MESSAGES.email)),
    z.email({ pattern: EMAIL_PATTERN, error: PARTNER_APPLICATION_MESSAGES.email }),
  ),
  websites: z.pipe(
    z.string(),
    z.transform((text, context) => {
      const origins = siteOrigins(text);
      if (!origins || origins.length === 0 || origins.length > PARTNER_WEBSITES_MAX) {
        context.issues.push({ code: 'custom', message: PARTNER_APPLICATION_MESSAGES.websites, input: text });
        return z.NEVER;
      }
      return origins;
    }),
  ),
  businessKind: z.enum(
    PARTNER_BUSINESS_KINDS.map((kind) => kind.value),
    PARTNER_APPLICATION_MESSAGES.businessKind,
  ),
  // The four checkboxes are the kit's widgets; the database takes no other tag.
  widgets: z
    .array(z.string().check(z.refine(isWidgetTag, PARTNER_APPLICATION_MESSAGES.widgets)))
    .check(z.minLength(1, PARTNER_APPLICATION_MESSAGES.widgets)),
});

/** What the form holds while the applicant types. */
export type PartnerApplicationFields = z.input<typeof partnerApplicationSchema>;
/** A checked application: websites as origins. */
export type PartnerApplication = z.output<typeof partnerApplicationSchema>;
