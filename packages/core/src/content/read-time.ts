/** Reading speed (spec §9). */
export const WORDS_PER_MINUTE = 225;
/** Read-time label thresholds in characters of content (spec §2.10, §9). */
export const READ_TIME_LABEL_THRESHOLDS = { long: 10000, medium: 5000 } as const;

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Minutes to read: ⌈words / 225⌉ (spec §2.10); any text at all reads in at least 1 minute. */
export function readTimeMinutes(text: string): number {
  const words = countWords(text);
  return words === 0 ? 0 : Math.ceil(words / WORDS_PER_MINUTE);
}

/** The blog card label by content length (spec §2.10). */
export function readTimeLabel(text: string): string {
  if (text.length > READ_TIME_LABEL_THRESHOLDS.long) return '15+ min read';
  if (text.length > READ_TIME_LABEL_THRESHOLDS.medium) return '10 min read';
  return '5 min read';
}
