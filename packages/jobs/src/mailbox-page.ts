import { countOf } from '@pond/core';
import type { CaughtMail } from './catcher.ts';

// The local mailbox's pages: each mail as people see it, its HTML in a sandboxed frame (no script,
// no forms; links open in a new tab) beside its plain text. Everything a mail holds is escaped:
// mail is anyone's input.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Frames can be shown at a phone's width (?width=320) to read a mail as a small screen does. */
export const FRAME_WIDTHS = [320, 600] as const;

export const MAILBOX_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src http: https: data:; frame-src 'self'";

type Shown = Pick<CaughtMail, 'subject' | 'text' | 'html'> & { meta: string };

function mailArticle(mail: Shown, frameWidth: number | null): string {
  const frame = mail.html
    ? `<iframe title="${escapeHtml(`HTML of ${mail.subject}`)}" sandbox="allow-popups allow-popups-to-escape-sandbox"
  style="width:${frameWidth ? `${frameWidth}px` : '100%'}" srcdoc="${escapeHtml(mail.html)}"></iframe>`
    : '<p>No HTML part.</p>';
  return `<article><h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">${mail.meta}</p>
<div class="parts"><section aria-label="HTML"><h3>HTML</h3>${frame}</section>
<section aria-label="Plain text"><h3>Plain text</h3><pre>${escapeHtml(mail.text)}</pre></section></div></article>`;
}

function page(title: string, intro: string, body: string, widthLinks: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font:15px system-ui,sans-serif;max-width:1200px;margin:2rem auto;padding:0 1rem}article{border-top:1px solid #ccc;padding:.5rem 0}
.parts{display:flex;flex-wrap:wrap;gap:1rem}.parts section{flex:1 1 340px;min-width:0}iframe{height:640px;border:1px solid #ccc;max-width:100%}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f6f6f6;padding:.5rem}.meta{color:#555}</style>
</head><body><h1>${escapeHtml(title)}</h1>${intro}<p>${widthLinks}</p>${body}</body></html>`;
}

const widthLinks = (path: string) =>
  `Show the HTML at: <a href="${path}">full width</a>${FRAME_WIDTHS.map((w) => ` · <a href="${path}?width=${w}">${w} px</a>`).join('')}`;

/** The local mailbox, newest first. */
export function mailboxPage(mails: readonly CaughtMail[], frameWidth: number | null): string {
  const items = [...mails]
    .reverse()
    .map((mail) =>
      mailArticle(
        {
          ...mail,
          meta: `<b>To:</b> ${escapeHtml(mail.to.join(', '))} · <b>From:</b> ${escapeHtml(mail.from)} · ${escapeHtml(mail.receivedAt)}`,
        },
        frameWidth,
      ),
    )
    .join('\n');
  return page(
    `Local mailbox: ${countOf(mails.length, 'message')}`,
    '<p>Mail the product sent while running locally. Nothing here left this machine. JSON: <code>/messages</code>. Every template with sample data: <a href="/previews">/previews</a>.</p>',
    items || '<p>No mail yet.</p>',
    widthLinks('/'),
  );
}

/** Every template rendered with sample data. */
export function previewsPage(
  previews: readonly { template: string; subject: string; preheader: string; html: string; text: string }[],
  frameWidth: number | null,
): string {
  return page(
    `Mail templates: ${previews.length}`,
    '<p>Each mail the product sends, rendered with sample data, as the job worker renders it.</p>',
    previews
      .map((preview) =>
        mailArticle(
          {
            ...preview,
            meta: `<b>Template:</b> <code>${escapeHtml(preview.template)}</code> · <b>Preheader:</b> ${escapeHtml(preview.preheader)}`,
          },
          frameWidth,
        ),
      )
      .join('\n'),
    widthLinks('/previews'),
  );
}
