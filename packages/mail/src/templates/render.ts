import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';

/** A mail ready to send: its subject, the HTML part and its plain-text twin. */
export interface Mail {
  subject: string;
  /** The line mail programs show after the subject (hidden in the body). */
  preheader: string;
  html: string;
  text: string;
}

/**
 * Renders a template's element to HTML, and its plain text from that HTML (react-email's
 * toPlainText): one source, so both parts say the same and carry the same links.
 */
export async function renderMail(subject: string, preheader: string, element: ReactElement): Promise<Mail> {
  const html = await render(element);
  return { subject, preheader, html, text: toPlainText(html).trim() };
}
