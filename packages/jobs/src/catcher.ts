import http from 'node:http';
import { isLoopbackHost, LOOPBACK_ONLY_TEXT } from '@pond/core';
import { assertPortFree } from '@pond/supabase/ports';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { FRAME_WIDTHS, MAILBOX_POLICY, mailboxPage, previewsPage } from './mailbox-page.ts';
import { SAMPLE_MAILS } from './templates/samples.ts';

// A local SMTP server that keeps every mail instead of delivering it (development, tests and
// `npm start`), built on the smtp-server library, with a small web page and JSON to read them.

export interface CaughtMail {
  id: number;
  messageId: string | null;
  from: string;
  to: string[];
  subject: string;
  text: string;
  /** The HTML part, or null for a plain-text mail. */
  html: string | null;
  /** Attached files (a statement's CSV), text ones with their content. */
  attachments: { filename: string; contentType: string; content: string | null }[];
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
  options: {
    smtpPort?: number;
    webPort?: number;
    /** The site the template previews link to (and load the logo from). */
    siteUrl?: string;
  } = {},
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
              html: typeof mail.html === 'string' ? mail.html : null,
              attachments: mail.attachments.map((file) => ({
                filename: file.filename ?? '',
                contentType: file.contentType,
                content: file.contentType.startsWith('text/') ? file.content.toString('utf8') : null,
              })),
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
    // The caught mails hold sign-in links: no page of another origin may read them (DNS rebinding).
    if (!isLoopbackHost(request.headers.host)) {
      response.writeHead(421, { 'content-type': 'text/plain; charset=utf-8' }).end(LOOPBACK_ONLY_TEXT);
      return;
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/messages' && request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(caught));
    } else if (url.pathname === '/messages' && request.method === 'DELETE') {
      caught.length = 0;
      response.writeHead(204).end();
    } else if ((url.pathname === '/' || url.pathname === '/previews') && request.method === 'GET') {
      const asked = Number(url.searchParams.get('width'));
      const width = (FRAME_WIDTHS as readonly number[]).includes(asked) ? asked : null;
      const html =
        url.pathname === '/'
          ? Promise.resolve(mailboxPage(caught, width))
          : renderPreviews(options.siteUrl ?? 'http://localhost:3000').then((all) =>
              previewsPage(all, width),
            );
      html.then(
        (body) => {
          response.writeHead(200, {
            'content-type': 'text/html; charset=utf-8',
            'content-security-policy': MAILBOX_POLICY,
          });
          response.end(body);
        },
        (error: Error) => response.writeHead(500, { 'content-type': 'text/plain' }).end(error.message),
      );
    } else {
      response
        .writeHead(404, { 'content-type': 'text/plain' })
        .end('Not found: try /, /messages or /previews');
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

/** Every template with its sample data, rendered as the worker renders mail. */
async function renderPreviews(siteUrl: string) {
  return Promise.all(
    Object.entries(SAMPLE_MAILS).map(async ([template, sample]) => ({
      template,
      ...(await sample.render(siteUrl)),
    })),
  );
}
