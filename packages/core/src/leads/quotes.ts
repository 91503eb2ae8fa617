import { QUOTE_MAX_DOLLARS, QUOTE_NOTE_MAX } from '../builders/requests.ts';

/**
 * What a quote may list, in the order a homeowner compares them: a builder picks items from this
 * list (the same keys in the database's `private.quote_items_problem`) and may add items of their own.
 */
export const QUOTE_ITEMS = [
  { key: 'excavation', label: 'Excavation' },
  { key: 'liner', label: 'Liner and underlayment' },
  { key: 'pump', label: 'Pump' },
  { key: 'filtration', label: 'Filtration' },
  { key: 'waterfall', label: 'Waterfall or stream' },
  { key: 'rock', label: 'Rock and gravel' },
  { key: 'lighting', label: 'Lighting' },
  { key: 'plants', label: 'Plants' },
  { key: 'fish', label: 'Fish' },
  { key: 'permits', label: 'Permits' },
  { key: 'other', label: 'Other' },
] as const;
export type QuoteItemKey = (typeof QUOTE_ITEMS)[number]['key'];

/** The bounds of a quote's items (the database's `private.quote_items_problem` holds the same). */
export const QUOTE_LIMITS = {
  items: 20,
  ownLabelMax: 60,
  /** How far ahead a start or a validity date may lie, in days. */
  daysAhead: 730,
} as const;

/** One line of a quote: an item from the list, or the builder's own (`key` null, `label` theirs). */
export interface QuoteItem {
  key: QuoteItemKey | null;
  label: string;
  amount: number;
}

/** A quote as a builder sends it; dates are 'YYYY-MM-DD'. */
export interface QuoteInput {
  total: number | null;
  items: QuoteItem[];
  startsOn: string | null;
  validUntil: string | null;
  note: string | null;
}

export type QuoteField = 'total' | 'items' | 'startsOn' | 'validUntil' | 'note';

export const QUOTE_MESSAGES = {
  total: `Enter the total as whole dollars, from $1 to $${/* @__PURE__ */ QUOTE_MAX_DOLLARS.toLocaleString('en-US')}.`,
  itemAmount: 'Give each item an amount in whole dollars (0 when it is included at no charge).',
  itemLabel: `Name each item of your own in 1 to ${QUOTE_LIMITS.ownLabelMax} characters.`,
  itemTwice: 'List each item once.',
  tooMany: `A quote lists at most ${QUOTE_LIMITS.items} items.`,
  sum: (sum: number, total: number) =>
    `The items add up to $${sum.toLocaleString('en-US')}, not the total of $${total.toLocaleString('en-US')}. Make them equal, or leave the items out.`,
  startsOn: 'Enter the earliest start as a date from today on.',
  validUntil: 'Enter the date the quote is valid until, from today on.',
  note: `Keep the note to ${/* @__PURE__ */ QUOTE_NOTE_MAX.toLocaleString('en-US')} characters.`,
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `day` is a real date from `today` to QUOTE_LIMITS.daysAhead after it. */
function isDayAhead(day: string, today: string): boolean {
  if (!DAY.test(day)) return false;
  const value = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(value) || new Date(value).toISOString().slice(0, 10) !== day) return false;
  const days = (value - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
  return days >= 0 && days <= QUOTE_LIMITS.daysAhead;
}

/** The label an item is shown and compared by: the list's for a listed key, else the builder's own. */
export function quoteItemLabel(item: Pick<QuoteItem, 'key' | 'label'>): string {
  return QUOTE_ITEMS.find((listed) => listed.key === item.key)?.label ?? item.label.trim();
}

/** Each field's problem with a quote, none when it can be sent; `today` is the builder's 'YYYY-MM-DD'. */
export function quoteProblems(quote: QuoteInput, today: string): Partial<Record<QuoteField, string>> {
  const problems: Partial<Record<QuoteField, string>> = {};
  const whole = (value: number | null, min: number) =>
    value !== null && Number.isInteger(value) && value >= min && value <= QUOTE_MAX_DOLLARS;
  if (!whole(quote.total, 1)) problems.total = QUOTE_MESSAGES.total;
  const labels = quote.items.map((item) => quoteItemLabel(item).toLowerCase());
  if (quote.items.length > QUOTE_LIMITS.items) problems.items = QUOTE_MESSAGES.tooMany;
  else if (quote.items.some((item) => !whole(item.amount, 0))) problems.items = QUOTE_MESSAGES.itemAmount;
  else if (
    quote.items.some((item) => {
      if (item.key !== null && !QUOTE_ITEMS.some(({ key }) => key === item.key)) return true;
      const label = quoteItemLabel(item);
      return label.length < 1 || label.length > QUOTE_LIMITS.ownLabelMax;
    })
  )
    problems.items = QUOTE_MESSAGES.itemLabel;
  else if (new Set(labels).size !== labels.length) problems.items = QUOTE_MESSAGES.itemTwice;
  else if (quote.items.length && !problems.total) {
    const sum = quote.items.reduce((total, item) => total + item.amount, 0);
    if (sum !== quote.total) problems.items = QUOTE_MESSAGES.sum(sum, quote.total ?? 0);
  }
  if (quote.startsOn && !isDayAhead(quote.startsOn, today)) problems.startsOn = QUOTE_MESSAGES.startsOn;
  if (quote.validUntil && !isDayAhead(quote.validUntil, today))
    problems.validUntil = QUOTE_MESSAGES.validUntil;
  if (quote.note && quote.note.length > QUOTE_NOTE_MAX) problems.note = QUOTE_MESSAGES.note;
  return problems;
}

/** One builder's quote as the project page compares it. */
export interface ComparedQuote {
  builder: string;
  total: number;
  items: QuoteItem[];
  startsOn: string | null;
  validUntil: string | null;
}

/** A row of the comparison: an item's label and each quote's amount, null where a quote leaves it out. */
export interface ComparisonRow {
  label: string;
  amounts: (number | null)[];
}

/**
 * The line items of several quotes side by side: listed items in the list's order, then the
 * builders' own items in the order they first appear; an item a quote does not list is null (shown
 * as missing, never as $0).
 */
export function compareQuoteItems(quotes: readonly ComparedQuote[]): ComparisonRow[] {
  const rows = new Map<string, ComparisonRow>();
  const row = (label: string) => {
    const key = label.toLowerCase();
    if (!rows.has(key)) rows.set(key, { label, amounts: quotes.map(() => null) });
    return rows.get(key)!;
  };
  const listed = QUOTE_ITEMS.filter(({ key }) =>
    quotes.some((quote) => quote.items.some((i) => i.key === key)),
  );
  for (const { label } of listed) row(label);
  quotes.forEach((quote, column) => {
    for (const item of quote.items) row(quoteItemLabel(item)).amounts[column] = item.amount;
  });
  return [...rows.values()];
}

/** How many items of their own a builder's quote form offers. */
export const OWN_QUOTE_ITEMS = 3;

/** Whole dollars as typed ('$18,500' → 18500); '' → null; anything else → NaN (a problem to name). */
export function dollarsTyped(text: string): number | null {
  const bare = text.replace(/[$,\s]/g, '');
  if (!bare) return null;
  return /^\d+$/.test(bare) ? Number(bare) : Number.NaN;
}

/**
 * The quote a builder's form holds: `total`, an amount per listed item (`item-excavation`…; blank
 * is not listed), their own items (`own-label-N`, `own-amount-N`), `starts-on`, `valid-until`, `note`.
 */
export function quoteFromForm(form: { get(name: string): unknown }): QuoteInput {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const listed = QUOTE_ITEMS.flatMap(({ key, label }) => {
    const amount = dollarsTyped(text(`item-${key}`));
    return amount === null ? [] : [{ key, label, amount }];
  });
  const own = Array.from({ length: OWN_QUOTE_ITEMS }, (_, n) => ({
    key: null,
    label: text(`own-label-${n}`),
    amount: dollarsTyped(text(`own-amount-${n}`)),
  }))
    .filter((item) => item.label || item.amount !== null)
    .map((item) => ({ ...item, amount: item.amount ?? Number.NaN }));
  return {
    total: dollarsTyped(text('total')),
    items: [...listed, ...own],
    startsOn: text('starts-on') || null,
    validUntil: text('valid-until') || null,
    note: text('note') || null,
  };
}
