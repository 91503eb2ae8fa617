import { fileURLToPath } from 'node:url';

/** The built site and the partner demo on its own origin, as playwright.config.ts starts them. */
export const SITE_PORT = 3100;
export const PARTNER_PORT = 3101;
export const SITE_URL = `http://localhost:${SITE_PORT}`;
export const PARTNER_URL = `http://localhost:${PARTNER_PORT}`;
/** The local mail catcher the site's server starts (SMTP, and its page and JSON). */
export const MAIL_SMTP_PORT = 3125;
export const MAIL_WEB_PORT = 3180;
export const MAILBOX_URL = `http://127.0.0.1:${MAIL_WEB_PORT}`;
/** The token file the partner demo serves at /.well-known/pond-partner.txt. */
export const PARTNER_TOKEN_FILE = fileURLToPath(
  new URL('../../.local/partner-demo/pond-partner.txt', import.meta.url),
);
