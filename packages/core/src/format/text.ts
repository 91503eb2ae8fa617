/** Avatar fallback: first letters of up to two words of the name, upper case (spec §2.9, §9). */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** A website shown without its protocol (spec §2.9): 'https://www.x.com/' → 'www.x.com'. */
export function displayWebsite(url: string): string {
  return url
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/\/$/, '');
}

/** A link for a website stored with or without its protocol. */
export function websiteHref(url: string): string {
  const trimmed = url.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** A tel: link from a phone as written ('(512) 555-0100' → 'tel:5125550100'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

const LIST = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });

/** Names in a sentence: "A", "A and B", "A, B, and C". */
export const formatList = (items: readonly string[]) => LIST.format(items);

/**
 * A CSV cell a spreadsheet would run as a formula (=, +, -, @, tab, return at its start) gets a
 * leading apostrophe: people type these fields, and the files are opened in spreadsheets.
 */
export const inertCsvCell = (value: string | number | boolean | null) =>
  typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

/** A count and its noun: "1 plan", "3 plans" (nouns whose plural adds an s). */
export const countOf = (count: number, noun: string) =>
  `${formatCount(count)} ${noun}${count === 1 ? '' : 's'}`;
const formatCount = (count: number) => count.toLocaleString('en-US');
