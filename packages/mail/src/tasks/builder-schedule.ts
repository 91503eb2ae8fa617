import type { Task } from 'graphile-worker';
import type pg from 'pg';

// A builder's own schedule (issue 34): the morning digest of requests for builders who chose one, and
// the end of pauses whose last day has passed. The database decides what each run does
// (private.queue_builder_digests, private.end_past_pauses); graphile-worker keeps the last run, so a
// restart neither repeats nor (within a day, `fill`) misses one.

/** 14:00 UTC: 9 am Eastern in winter, 10 am in summer; before most builders' first call back. */
export const BUILDER_DIGESTS_CRONTAB = '0 14 * * * builder_digests ?fill=1d';
/** Every hour: a pause "until Friday" ends in the first hour of Saturday (Eastern). */
export const END_PAUSES_CRONTAB = '5 * * * * end_past_pauses ?fill=1d';

/**
 * 00:05 UTC daily (the database's day turns at 00:00 UTC): checks past their last day stop counting,
 * and reminders 30 and 7 days before (issue 35).
 */
export const EXPIRE_CHECKS_CRONTAB = '5 0 * * * expire_checks ?fill=1d';

export function expireChecksTask(db: pg.Pool, log: (line: string) => void): Task {
  return async () => {
    const { rows } = await db.query<{ reminded: number }>('select private.expire_checks() as reminded');
    if (rows[0]!.reminded) log(`mailed ${rows[0]!.reminded} reminder(s) of checks about to end`);
  };
}

/**
 * 15:00 UTC daily (10 am Eastern in winter): invitations to review a builder 14 days after a request
 * reached them, and the one reminder at 45 days (issue 35; private.queue_review_invitations decides).
 */
export const REVIEW_INVITATIONS_CRONTAB = '0 15 * * * review_invitations ?fill=1d';

export function reviewInvitationsTask(db: pg.Pool, log: (line: string) => void): Task {
  return async () => {
    const { rows } = await db.query<{ queued: number }>(
      'select private.queue_review_invitations() as queued',
    );
    if (rows[0]!.queued) log(`queued ${rows[0]!.queued} review invitation(s)`);
  };
}

export function builderDigestsTask(db: pg.Pool, log: (line: string) => void): Task {
  return async () => {
    const { rows } = await db.query<{ queued: number }>('select private.queue_builder_digests() as queued');
    if (rows[0]!.queued) log(`queued ${rows[0]!.queued} builder digest(s)`);
  };
}

export function endPastPausesTask(db: pg.Pool, log: (line: string) => void): Task {
  return async () => {
    const { rows } = await db.query<{ ended: number }>('select private.end_past_pauses() as ended');
    if (rows[0]!.ended) log(`ended ${rows[0]!.ended} pause(s) whose last day has passed`);
  };
}
