// Written out rather than Intl.DateTimeFormat: see numbers.ts for what ICU's start costs a page.
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * 'July 14, 2024' — the spec's 'MMMM d, yyyy' (§2.10). Dates are read and shown in UTC so that a
 * date-only value ('2024-07-14') is the same day in every visitor's time zone. Invalid → ''.
 */
export function formatLongDate(date: Date | string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  return Number.isNaN(value.getTime())
    ? ''
    : `${MONTHS[value.getUTCMonth()]} ${value.getUTCDate()}, ${value.getUTCFullYear()}`;
}

/** A month as the reports show it: '2026-11-01' → 'November 2026'; '' for no date. */
export function formatMonth(day: string | null): string {
  const value = day ? new Date(`${day.slice(0, 10)}T00:00:00Z`) : undefined;
  return value && !Number.isNaN(value.getTime())
    ? `${MONTHS[value.getUTCMonth()]} ${value.getUTCFullYear()}`
    : '';
}

/** The day it is where the reader is ('2026-11-28'), as a date field holds it. */
export function localDay(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
