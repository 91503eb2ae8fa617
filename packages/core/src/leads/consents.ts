import { BUILDER_CHOICE } from './builder-choice.ts';

/**
 * The consent texts a homeowner is shown, each a versioned record in the database
 * (public.consent_texts, the same id and text: the rule-parity test compares them). The browser sends
 * the id; the database stores the id and the text it names. A changed text is a new id, never an
 * edited one, so each stored consent reads as it was shown.
 */
export const CONSENTS = {
  /** Under the quote form's button (the words of its links, without the links). */
  quoteForm: {
    id: 'quote-form-2026-11',
    text: 'By submitting, you agree to our Privacy Policy and Terms of Service and consent to receive calls, texts and emails, including marketing, from Pond Builders Direct and its partners about your project. Consent is not a condition of purchase.',
  },
  /** Above "Send my request to N builders". */
  builderChoice: { id: 'builder-choice-2026-11', text: BUILDER_CHOICE.consent },
} as const;
