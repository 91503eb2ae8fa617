import { formatLongDate } from '../format/dates.ts';
import { formatMoney } from '../format/numbers.ts';

/**
 * What a builder marks on a request that chose them, and why a request was not a fit: a
 * short list, the same in the database (`private.is_not_fit_reason`).
 */
export const REQUEST_MARKS = ['contacted', 'quoted', 'won', 'not_fit'] as const;
export type RequestMark = (typeof REQUEST_MARKS)[number];

export const NOT_FIT_REASONS = [
  'Outside my service area',
  'Not a service I offer',
  'Fully booked',
  'Budget too small for the project',
  'Could not reach the homeowner',
] as const;
export type NotFitReason = (typeof NOT_FIT_REASONS)[number];

/** Requests older than this lose their contact details in the builder's view. */
export const REQUEST_CONTACT_DAYS = 60;

/** The largest quote a builder may note, in whole dollars. */
export const QUOTE_MAX_DOLLARS = 10_000_000;

/** The longest note a builder may send with a quote (the database's lead_route_quote_note). */
export const QUOTE_NOTE_MAX = 1000;

/**
 * "You are one of N builders this homeowner chose", or where a request from the builder's own website
 * (the badge's quote button, which only they receive) came from.
 */
export function chosenAmongText(builders: number, fromOwnSite = false): string {
  if (fromOwnSite) return 'Sent to you alone from the quote button on your website';
  return builders === 1
    ? 'You are the only builder this homeowner chose'
    : `You are one of ${builders} builders this homeowner chose`;
}

/**
 * A builder's progress on a request, as the homeowner's request page says it: "Not yet contacted", or
 * when they made contact and, once marked, their quote (its amount and note when given).
 */
export function requestProgressText(progress: {
  contactedAt: string | null;
  outcome: 'quoted' | 'won' | 'not_fit' | null;
  quoteAmount: number | null;
  quoteNote?: string | null;
}): string {
  const steps: string[] = [];
  if (progress.contactedAt) steps.push(`Contacted you on ${formatLongDate(progress.contactedAt)}`);
  if (progress.outcome === 'quoted' || progress.outcome === 'won')
    steps.push(
      (progress.quoteAmount ? `Sent a quote: ${formatMoney(progress.quoteAmount)}` : 'Sent a quote') +
        (progress.quoteNote ? ` (“${progress.quoteNote}”)` : ''),
    );
  return steps.length ? steps.join('. ') : 'Not yet contacted';
}

/** A builder's mark on a request as staff read it: "Quoted $18,500: note", "Won", "Not a fit: reason". */
export function requestMarkText(mark: {
  outcome: 'quoted' | 'won' | 'not_fit' | null;
  quoteAmount: number | null;
  quoteNote: string | null;
  notFitReason: string | null;
}): string {
  const amount = mark.quoteAmount ? ` ${formatMoney(mark.quoteAmount)}` : '';
  const note = mark.quoteNote ? `: “${mark.quoteNote}”` : '';
  if (mark.outcome === 'quoted') return `Quoted${amount}${note}`;
  if (mark.outcome === 'won') return `Won${amount ? ` (quoted${amount})` : ''}${note}`;
  if (mark.outcome === 'not_fit') return `Not a fit: ${mark.notFitReason ?? 'no reason given'}`;
  return 'No mark yet';
}
