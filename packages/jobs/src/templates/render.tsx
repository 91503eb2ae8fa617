/** @jsxRuntime automatic */
import { render, toPlainText } from '@react-email/render';
import type { ReactNode } from 'react';
import { MailLayout } from './layout.tsx';

/** A mail ready to send: its subject, the HTML part and its plain-text twin. */
export interface Mail {
  subject: string;
  /** The line mail programs show after the subject (hidden in the body). */
  preheader: string;
  html: string;
  text: string;
  /** Files sent with it (a statement's CSV). */
  attachments?: { filename: string; content: string; contentType: string }[];
}

/** What every mail has around its body. */
export interface MailFrame {
  subject: string;
  preheader: string;
  /** The site its links and logo come from. */
  siteUrl: string;
  /** Why the reader got this mail, under the signature. */
  reason: string;
}

/**
 * Renders a template's body in the shared layout to HTML, and its plain text from that HTML
 * (react-email's toPlainText): one source, so both parts say the same and carry the same links.
 */
export async function renderMail(frame: MailFrame, body: ReactNode): Promise<Mail> {
  const html = await render(
    <MailLayout preheader={frame.preheader} siteUrl={frame.siteUrl} reason={frame.reason}>
      {body}
    </MailLayout>,
  );
  return { subject: frame.subject, preheader: frame.preheader, html, text: toPlainText(html).trim() };
}
