export const FORM_TEXTS = {
  submit: 'Get My Free Quotes',
  tooFast: 'That was quick! Please check your details, then send the form again.',
} as const;

/** The clock, read when the form appears and when it is sent. */
export const now = () => Date.now();
