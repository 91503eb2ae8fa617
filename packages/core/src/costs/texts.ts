import { formatMoney } from '../format/numbers.ts';
import { COST_WINDOW_MONTHS, costPlacePhrase, type CostPlaceLevel } from './figures.ts';

/** The cost guide's words, wherever they are shown. */
export const COST_TEXTS = {
  title: (what: string, where: string) => `${what} cost in ${where}: what builders quoted`,
  description: (noun: string, where: string) =>
    `What pond builders in ${where} quoted for ${noun} through Pond Builders Direct in the last ${COST_WINDOW_MONTHS} months: the median, the middle half, by size, and what the money goes on.`,
  heading: (what: string, where: string) => `What ${what} costs in ${where}`,
  lede: 'From the quotes builders sent homeowners through Pond Builders Direct — not a survey, not a formula.',
  median: 'Median quote',
  middleHalf: 'Middle half of quotes',
  perSqFt: 'Per square foot',
  basis: (quotes: string, builders: string) => `${quotes} quotes from ${builders} builders`,
  window: (from: string, to: string) => `Quotes sent ${from} – ${to}`,
  updated: (day: string) => `Last updated ${day}`,
  bySize: 'By size',
  sizeColumn: 'Pond size',
  items: 'Where the money goes',
  itemsNote: 'Share of the dollars in quotes that listed their items.',
  itemsTooFew: 'Too few quotes here listed their items to show where the money goes.',
  bandTooFew: 'Too few quotes',
  tooFew: (place: { level: CostPlaceLevel; name: string }) =>
    `Builders ${costPlacePhrase(place)} have sent too few quotes through us yet to show a figure that rests on real quotes.`,
  fallback: (where: string) => `Here are the figures for ${where}.`,
  estimateHeading: 'An estimate from the planner’s formula',
  estimate: (low: number, high: number, area: number) =>
    `The planner’s formula puts a pond of ${area} sq ft at ${formatMoney(low)}–${formatMoney(high)}. This is an estimate from a formula, not from builders’ quotes.`,
  noFormula:
    'The planner’s formula prices new ponds only, so there is no estimate for this yet: ask builders near you for a quote.',
  chartLabel: 'Spread of quoted totals',
  chartAlt: (label: string, p10: string, low: string, median: string, high: string, p90: string) =>
    `${label}: 1 in 10 quotes under ${p10}, a quarter under ${low}, half under ${median}, three quarters under ${high}, 9 in 10 under ${p90}.`,
  howHeading: 'How these figures are made',
  how: [
    `Every quote a builder sent a homeowner through Pond Builders Direct in the last ${COST_WINDOW_MONTHS} months, its latest revision, sorted by the kind of project and the pond's size the homeowner gave.`,
    'A figure is shown only when it rests on at least 5 quotes from at least 3 builders, and no builder sent more than half of them, so no figure stands for one builder’s prices.',
    'Totals are rounded to the nearest $100 and per square foot to the nearest $1. For prices we show the median and quartiles, never an average, so one unusual quote cannot move a figure far; where the money goes is each item’s share of all the dollars of quotes that listed items. Staff can set aside a quote that is plainly not a real price, and every such decision is logged with its reason.',
  ],
  otherPlaces: 'Cities with enough quotes',
  otherStates: 'States with enough quotes',
  otherKinds: 'By kind of project',
  planner: 'Price your own pond with the planner',
  quotes: 'Get quotes from builders near you',
  /** On the state, city and profile pages and the blog's cost post. */
  link: (where: string) => `What a pond costs in ${where}`,
  /** Staff's decisions on a quote. */
  reasonMissing: 'Say why, in 10 to 500 characters.',
} as const;

/** A staff decision's reason: long enough to mean something to the next person, short enough to read. */
export const COST_REASON_LIMITS = { min: 10, max: 500 } as const;

export function costReasonOk(reason: string): boolean {
  const trimmed = reason.trim();
  return trimmed.length >= COST_REASON_LIMITS.min && reason.length <= COST_REASON_LIMITS.max;
}
