import { EMAIL_PATTERN } from '../rules.ts';
import { EMAIL_MAX } from './lead-form.ts';
import { z } from 'zod';
import { normaliseState } from '../location/normalise-state.ts';

// Staff-only tooling (the import page and CLI), so the full zod API is worth its size here.

export const IMPORT_MESSAGES = {
  invalidJson: 'Invalid JSON data format',
  notAnArray: 'Data must be an array of contractor objects',
  notAnObject: 'Each record must be a contractor object',
  name: 'Name is required',
  city: 'City is required',
  state: 'State is required',
  unknownState: 'State must be a US state name or two-letter code',
  postalCode: 'Postal code must be a 5-digit ZIP code',
  rating: 'Rating must be a number from 0 to 5',
  reviews: 'Reviews must be a whole number of 0 or more',
  website: 'Website must be a web address',
  email: 'Email must be an email address, like office@example.com',
  imageUrl: 'Image URL must be an http(s) address',
  ratingSource: 'Rating source must be the name of a site, up to 60 characters, like Google',
} as const;

/** Blank text and null are 'not given'; numbers written as text ('4.5') are numbers. */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const optionalText = z.preprocess(blankToUndefined, z.string().trim().optional());
const requiredText = (message: string) =>
  z.preprocess((value) => blankToUndefined(value) ?? '', z.string({ error: message }).trim().min(1, message));

/**
 * One contractor of an import (spec §2.16): name, city and state are required; the state is
 * stored as its code ('Texas', 'tx', 'Tex.' → 'TX'); any id is dropped, the database makes one.
 */
export const importRecordSchema = z.object({
  name: requiredText(IMPORT_MESSAGES.name),
  city: requiredText(IMPORT_MESSAGES.city),
  state: requiredText(IMPORT_MESSAGES.state).transform((value, context) => {
    const code = normaliseState(value);
    if (!code) context.addIssue({ code: 'custom', message: IMPORT_MESSAGES.unknownState });
    return code ?? value;
  }),
  postal_code: z.preprocess(
    (value) => (typeof value === 'number' ? String(value).padStart(5, '0') : blankToUndefined(value)),
    z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, IMPORT_MESSAGES.postalCode)
      .transform((value) => value.slice(0, 5))
      .optional(),
  ),
  street: optionalText,
  phone: optionalText,
  /** Where chosen requests are mailed; a builder without one is phoned by staff. */
  email: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .pipe(
        z
          .email({ pattern: EMAIL_PATTERN, error: IMPORT_MESSAGES.email })
          .max(EMAIL_MAX, IMPORT_MESSAGES.email),
      )
      .optional(),
  ),
  website: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^(https?:\/\/)?[^\s/$.?#][^\s]*\.[^\s]{2,}$/i, IMPORT_MESSAGES.website)
      .optional(),
  ),
  image_url: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^https?$/, error: IMPORT_MESSAGES.imageUrl }).optional(),
  ),
  rating: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: IMPORT_MESSAGES.rating })
      .min(0, IMPORT_MESSAGES.rating)
      .max(5, IMPORT_MESSAGES.rating)
      .optional(),
  ),
  reviews: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: IMPORT_MESSAGES.reviews })
      .int(IMPORT_MESSAGES.reviews)
      .min(0, IMPORT_MESSAGES.reviews)
      .optional(),
  ),
  /** Where the rating was read: the profile labels the imported rating with it. */
  rating_source: z.preprocess(
    blankToUndefined,
    z.string({ error: IMPORT_MESSAGES.ratingSource }).trim().max(60, IMPORT_MESSAGES.ratingSource).optional(),
  ),
});

export type ImportRecord = z.output<typeof importRecordSchema>;

export type ImportPayload = { ok: true; records: unknown[] } | { ok: false; error: string };

/** The import textarea or file (spec §5 "Import"): JSON that is an array, else the spec's message. */
export function parseImportJson(text: string): ImportPayload {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: IMPORT_MESSAGES.invalidJson };
  }
  return Array.isArray(data) ? { ok: true, records: data } : { ok: false, error: IMPORT_MESSAGES.notAnArray };
}

export interface ImportRowFailure {
  /** 1-based position of the record in the file. */
  row: number;
  reasons: string[];
}

/** Splits records into the valid ones (normalised) and the failed ones with every reason. */
export function validateImportRecords(records: readonly unknown[]): {
  valid: { row: number; record: ImportRecord }[];
  failed: ImportRowFailure[];
} {
  const valid: { row: number; record: ImportRecord }[] = [];
  const failed: ImportRowFailure[] = [];
  records.forEach((raw, index) => {
    const row = index + 1;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      failed.push({ row, reasons: [IMPORT_MESSAGES.notAnObject] });
      return;
    }
    const result = importRecordSchema.safeParse(raw);
    if (result.success) valid.push({ row, record: result.data });
    else failed.push({ row, reasons: result.error.issues.map((issue) => issue.message) });
  });
  return { valid, failed };
}
