import type { Task } from 'graphile-worker';
import type { SendMailOptions } from 'nodemailer';
import type pg from 'pg';
import type { PagePurge } from './purge-pages.ts';

/** What every task is given: the worker's database connection, its log, and the site's doors. */
export interface TaskContext {
  db: pg.Pool;
  log: (line: string) => void;
  /** Partners' private addresses are fetched only when the site itself runs on this machine. */
  allowPrivate: boolean;
  /** Where the site takes page purges and photo files; without it, both wait. */
  purge: PagePurge | undefined;
  siteUrl: string;
  /** The mail transport and its From. */
  mail: { send: (message: SendMailOptions) => Promise<unknown>; from: string };
}

/** One task of the queue: its name (graphile-worker's identifier), its work, and when it runs on its own. */
export interface JobDefinition {
  name: string;
  /** A graphile-worker crontab line for a task that runs on a schedule. */
  crontab?: string;
  make(context: TaskContext): Task;
}
