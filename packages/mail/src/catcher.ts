import http from 'node:http';
import { assertPortFree } from '@pond/supabase/ports';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// A local SMTP server that keeps every mail instead of delivering it (development, tests and
// `npm start`), built on the smtp-server library, with a small web page and JSON to read them.

export interface CaughtMail {
  id: number;
  messageId: string | null;
  from: string;
  to: string[];
  subject: string;
  text: string;
  receivedAt: string;
}

export interface MailCatcher {
  smtpUrl: string;
  webUrl: string;
  /** Mail received so far, oldest first. */
  messages(): readonly CaughtMail[];
  /** Stops taking mail (the web page keeps answering) — for outage tests. */
  pause(): Promise<void>;
  resume(): Promise<void>;
  stop(): Promise<void>;
}

export const DEFAULT_SMTP_PORT = 1025;
export const DEFAULT_WEB_PORT = 1080;

export async function startMailCatcher(
  options: { smtpPort?: number; webPort?: number } = {},
): Promise<MailCatcher> {
  const smtpPort = options.smtpPort ?? DEFAULT_SMTP_PORT;
  const webPort = options.webPort ?? DEFAULT_WEB_PORT;
  const hint =
    'Stop the other mail catcher, or set POND_MAIL_SMTP_PORT and POND_MAIL_WEB_PORT to free ports.';
  await assertPortFree(smtpPort, 'the mail catcher (SMTP)', hint);
  await assertPortFree(webPort, 'the mail catcher (web)', hint);

  const caught: CaughtMail[] = [];
  const makeSmtp = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail) => {
            caught.push({
              id: caught.length + 1,
              messageId: mail.messageId ?? null,
              from: mail.from?.text ?? '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              receivedAt: new Date().toISOString(),
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
  let smtp: SMTPServer | null = null;
  const listenSmtp = () =>
    new Promise<void>((resolve, reject) => {
      smtp = makeSmtp();
      smtp.once('error', reject);
      smtp.listen(smtpPort, '127.0.0.1', () => resolve());
    });
  const closeSmtp = () =>
    new Promise<void>((resolve) => {
      const server = smtp;
      smtp = null;
      if (!server) resolve();
      else server.close(() => resolve());
    });

  const web = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/messages' && request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(caught));
    } else if (url.pathname === '/messages' && request.method === 'DELETE') {
      caught.length = 0;
      response.writeHead(204).end();
    } else if (url.pathname === '/' && request.method === 'GET') {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
      response.end(mailboxPage(caught));
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: try / or /messages');
    }
  });

  await listenSmtp();
  await new Promise<void>((resolve) => web.listen(webPort, '127.0.0.1', () => resolve()));
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    webUrl: `http://127.0.0.1:${webPort}`,
    messages: () => caught,
    pause: closeSmtp,
    resume: listenSmtp,
    async stop() {
      await closeSmtp();
      await new Promise<void>((resolve) => web.close(() => resolve()));
    },
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The local mailbox as one page, newest first; every field escaped (mail text is anyone's input). */
function mailboxPage(mails: readonly CaughtMail[]): string {
  const items = [...mails]
    .reverse()
    .map(
      (mail) => `<article><h2>${escapeHtml(mail.subject)}</h2>
<p><b>To:</b> ${escapeHtml(mail.to.join(', '))} · <b>From:</b> ${escapeHtml(mail.from)} · ${escapeHtml(mail.receivedAt)}</p>
<pre>${escapeHtml(mail.text)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local mailbox (${mails.length})</title>
<style>body{font:15px system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem}article{border-top:1px solid #ccc;padding:.5rem 0}pre{white-space:pre-wrap}</style>
</head><body><h1>Local mailbox: ${mails.length} message${mails.length === 1 ? '' : 's'}</h1>
<p>Mail the product sent while running locally. Nothing here left this machine. JSON: <code>/messages</code>.</p>
${items || '<p>No mail yet.</p>'}</body></html>`;
}
