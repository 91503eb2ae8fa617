/** The built site and the partner demo on its own origin, as playwright.config.ts starts them. */
export const SITE_PORT = 3100;
export const PARTNER_PORT = 3101;
export const SITE_URL = `http://localhost:${SITE_PORT}`;
export const PARTNER_URL = `http://localhost:${PARTNER_PORT}`;
