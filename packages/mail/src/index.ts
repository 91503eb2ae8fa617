// @pond/mail: the outbox's worker and the local mail catcher. Node only.
export {
  startMailWorker,
  DEFAULT_FROM,
  MAIL_ATTEMPTS,
  type MailWorker,
  type MailWorkerOptions,
} from './worker.ts';
export {
  startMailCatcher,
  DEFAULT_SMTP_PORT,
  DEFAULT_WEB_PORT,
  type CaughtMail,
  type MailCatcher,
} from './catcher.ts';
export { startLocalMail, type LocalMail } from './local-mail.ts';
export { purgePagesTask, type PagePurge } from './tasks/purge-pages.ts';
