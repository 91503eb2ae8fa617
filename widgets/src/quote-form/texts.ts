/** Not in the spec: a person needs more than a couple of seconds to fill the form. */
export const MIN_FILL_MS = 2500;

export const FORM_TEXTS = {
  submit: 'Get My Free Quotes',
  tooFast: 'That was quick! Please check your details, then send the form again.',
} as const;

/** The clock, read when the form appears and when it is sent. */
export const now = () => Date.now();
