// After a quote request is saved the homeowner chooses who hears from them: at most
// three builders, each choice recorded with the consent text below exactly as it was shown.

/** The site promises up to three quotes (spec §1); the database refuses a fourth builder. */
export const MAX_CHOSEN_BUILDERS = 3;

/**
 * Not in the spec: one homeowner (an email or a phone number) reaches at most this many builders a day,
 * whatever they send (three requests' worth); the database enforces it (private.routing_limits).
 */
export const BUILDERS_PER_HOMEOWNER_PER_DAY = 9;

/** How many builders are offered besides the preselected ones, to swap in. */
export const OFFERED_BUILDERS = 6;

export const BUILDER_CHOICE = {
  heading: 'Choose who hears from you',
  intro: 'Your request is saved. Only the builders you choose get it; you can change the choice below.',
  /** Sent from a builder's own website: it goes to that builder alone. */
  onlyIntro: (name: string) => `Your request is saved. It goes to ${name} alone, once you confirm below.`,
  /** From a builder's own website, when that builder cannot be offered (paused, or the list did not load). */
  onlyUnavailable:
    'This builder is not taking requests through this form right now, so it was not sent. Please contact them directly.',
  noneFound:
    "We couldn't find builders near you yet. Our team will match you with pond professionals and be in touch.",
  consent:
    'By confirming, you agree that Pond Builders Direct shares your request (your name, email, phone and project details) with the builders you chose, so they can contact you about your project.',
  limit: `You can choose up to ${MAX_CHOSEN_BUILDERS} builders.`,
  confirm: (count: number) => `Send my request to ${count} builder${count === 1 ? '' : 's'}`,
  skip: 'Let Pond Builders Direct match me instead',
  sending: 'Sending...',
  sent: (names: readonly string[]) =>
    names.length === 0
      ? 'Our team will match you with builders and contact you. We sent you a confirmation by email.'
      : `Sent to ${listNames(names)}. They'll contact you; we sent you a confirmation by email.`,
  failed: 'We could not send your request to the builders. Please try again.',
  closed: 'This request can no longer be sent to builders. Our team has it and will be in touch.',
  /** The choice could not load (a network or page problem): the request is saved all the same. */
  unavailable: 'Your request is saved. Our team will match you with pond professionals and be in touch.',
  another: 'Start another request',
} as const;

/** Where a request is for, as the homeowner typed it, else its page's city and state; '' when neither. */
export function requestPlace(request: {
  location?: string | null;
  city?: string | null;
  state?: string | null;
}): string {
  return request.location?.trim() || [request.city, request.state].filter(Boolean).join(', ');
}

/** 'A', 'A and B', 'A, B and C'. */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** 'within …' from a median in minutes: an hour, N hours, or N days. */
function within(medianMinutes: number): string {
  const hours = Math.ceil(medianMinutes / 60);
  if (hours <= 1) return 'within an hour';
  if (hours < 48) return `within ${hours} hours`;
  return `within ${Math.ceil(hours / 24)} days`;
}

/** 'Usually responds within …', as a profile says it. */
export function responseTimeText(medianMinutes: number): string {
  return `Usually responds ${within(medianMinutes)}`;
}

/** A profile says a builder's usual response time once this many requests were marked contacted. */
export const RESPONSE_TIME_MIN_CONTACTED = 5;

/** What the builder's requests page says of their response time, from their first contacted mark. */
export function ownResponseTimeText(time: { medianMinutes: number | null; contacted: number }): string {
  const profile = `Your profile shows it once you have marked ${RESPONSE_TIME_MIN_CONTACTED} requests contacted.`;
  if (time.medianMinutes === null)
    return `Your response time shows here once you mark a request contacted. ${profile}`;
  const usually = `So far you usually respond ${within(time.medianMinutes)}`;
  const marked = `${time.contacted} ${time.contacted === 1 ? 'request' : 'requests'} marked contacted`;
  return time.contacted >= RESPONSE_TIME_MIN_CONTACTED
    ? `${usually} (${marked}). Your profile says so too.`
    : `${usually} (${marked}). ${profile}`;
}

/** The page the confirmation mail's "Yes, this was me" opens: a press, not the visit, confirms. */
export const CONFIRM_TEXTS = {
  heading: 'Confirm your quote request',
  intro:
    'You asked for pond quotes on Pond Builders Direct with this email address. Press the button to confirm it was you.',
  button: 'Yes, this was me',
  working: 'Confirming...',
  done: 'Thank you: your request is confirmed.',
  invalid: 'This confirmation link is not valid. Use the link in the email we sent you.',
  expired: 'This confirmation link has expired. Nothing else is needed: our team has your request.',
  failed: 'We could not confirm your request just now. Please try again in a moment.',
  /** In the confirmation mail. */
  mailAsk: 'Was this you? One press confirms your request (the link works for 60 days):',
} as const;

export const WITHDRAW_TEXTS = {
  heading: 'Withdraw your quote request',
  intro:
    'Withdrawing stops your request from going to any more builders and cancels messages not yet sent. Builders who already have it keep their copy.',
  button: 'Withdraw my request',
  working: 'Withdrawing...',
  done: 'Your request is withdrawn. Nobody else will receive it.',
  alreadyWith: (names: readonly string[]) =>
    `${listNames(names)} already received it; contact them directly if you no longer want to hear from them.`,
  invalid:
    'This withdraw link is not valid. Use the link in the email we sent you, or write to us and we will withdraw it for you.',
  expired: 'This withdraw link has expired. Write to us and we will withdraw your request for you.',
  failed: 'We could not withdraw your request just now. Please try again in a moment.',
} as const;
