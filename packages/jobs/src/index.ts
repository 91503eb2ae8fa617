// @pond/jobs: the job worker (mail, site proofs, webhooks, statements, purges, photos, builders'
// schedules) and the local mail catcher. Node only.
export { startJobWorker, type JobWorker, type JobWorkerOptions } from './worker.ts';
export {
  startMailCatcher,
  DEFAULT_SMTP_PORT,
  DEFAULT_WEB_PORT,
  type CaughtMail,
  type MailCatcher,
} from './catcher.ts';
export { startLocalMail, type LocalMail } from './local-mail.ts';
export type { PagePurge } from './tasks/purge-pages.ts';
