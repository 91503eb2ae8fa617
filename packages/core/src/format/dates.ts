const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * 'July 14, 2024' — the spec's 'MMMM d, yyyy' (§2.10). Dates are read and shown in UTC so that a
 * date-only value ('2024-07-14') is the same day in every visitor's time zone. Invalid → ''.
 */
export function formatLongDate(date: Date | string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  return Number.isNaN(value.getTime()) ? '' : longDate.format(value);
}
