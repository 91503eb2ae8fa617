/**
 * The site's public settings (the profile's promo banner) as a file, written by the build for pages
 * rendered in the browser (scripts/database.ts) and read by them.
 */
export const SETTINGS_FILE = '/content/settings.json';
