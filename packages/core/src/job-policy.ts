// The job queue's policy, declared once: how many times each task is tried and how long some wait
// before their first try. The job worker writes it into the database at start (private.job_policy),
// where the SQL that queues jobs reads it (private.add_job); /partners says it in words from here.

export interface JobPolicy {
  /** Tries before the job is given up (the first included). */
  attempts: number;
  /** Seconds before the first try, by the kind of job (for send_mail: the mail's template). */
  delaySeconds?: Readonly<Record<string, number>>;
}

export const JOB_POLICY = {
  // A plan's copy waits a few seconds: the plan's request is saved just after it, and the copy links to it.
  send_mail: { attempts: 10, delaySeconds: { 'planner-copy': 5 } },
  deliver_webhook: { attempts: 8 },
  // Check now: one fetch of the partner's token file; the partner asks again if it failed.
  prove_site: { attempts: 1 },
  // A purge that keeps failing leaves the pages to their own expiry (within a day). Changes wait two
  // seconds for the one purge job, so a flood of edits is one purge (within the 5-second promise).
  purge_pages: { attempts: 5, delaySeconds: { coalesced: 2 } },
  process_photo: { attempts: 5 },
  process_request_photo: { attempts: 5 },
  photo_files: { attempts: 10 },
} as const satisfies Record<string, JobPolicy>;

export type JobTask = keyof typeof JOB_POLICY;

/**
 * Seconds the queue (graphile-worker) waits after a failed try before the next one: e^n after the
 * n-th try, n at most 10. It is the queue's own rule; written here so figures about it are right.
 */
export const retryWaitSeconds = (failedTries: number) => Math.exp(Math.min(failedTries, 10));

/** From the first try to the last one of a task that fails every time, in seconds. */
export function retryWindowSeconds(task: JobTask): number {
  let total = 0;
  for (let tries = 1; tries < JOB_POLICY[task].attempts; tries++) total += retryWaitSeconds(tries);
  return total;
}

/** A task's retries in words, e.g. "up to 7 more times over about 29 minutes". */
export function retriesInWords(task: JobTask): string {
  const more = JOB_POLICY[task].attempts - 1;
  const minutes = Math.round(retryWindowSeconds(task) / 60);
  const span = minutes >= 120 ? `${Math.round(minutes / 60)} hours` : `${minutes} minutes`;
  return `up to ${more} more ${more === 1 ? 'time' : 'times'} over about ${span}`;
}
