// Nobody left waiting: how long a chosen builder has to answer, and what the homeowner's page says
// when its builders went quiet or one said the project is not a fit.

/** Business days a chosen builder has to mark a request contacted (`private.answer_business_days`). */
export const ANSWER_BUSINESS_DAYS = 2;

/** "Answered 7 of 10 requests within 2 business days": a builder's misses, beside the response time. */
export function answeredInTimeText(figures: { inTime: number; due: number }): string {
  return `Answered ${figures.inTime} of ${figures.due} request${figures.due === 1 ? '' : 's'} within ${ANSWER_BUSINESS_DAYS} business days`;
}

/** How many more builders the project page may send a request to, once its first ones went quiet. */
export const MORE_BUILDERS = 3;

export const WAITING_TEXTS = {
  heading: 'Other builders who take requests near you',
  silent: `None of the builders you chose has contacted you within ${ANSWER_BUSINESS_DAYS} business days. You can send your request to others as well:`,
  notFit: 'A builder said your project is not a fit for them. You can send your request to others as well:',
  button: (count: number) => `Send my request to ${count} more builder${count === 1 ? '' : 's'}`,
  none: 'We found no other builders near you. Our team will follow up.',
} as const;
