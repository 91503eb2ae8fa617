import type pg from 'pg';

/** Waits until `check` gives a value (polling every 200 ms), or fails naming what it waited for. */
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  ms = 30_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Waits until the job queue holds no job of `task` (among those `where` picks, on graphile-worker's jobs
 * view): every try is over, so anything a retry would send has been sent. A fact, not a sleep.
 */
export async function drained(
  db: pg.Pool,
  task: string,
  where = 'true',
  values: unknown[] = [],
): Promise<void> {
  await until(`the job queue to finish ${task}`, async () => {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from graphile_worker.jobs where task_identifier = $1 and (${where})`,
      [task, ...values],
    );
    return rows[0]!.n === 0;
  });
}
