import type pg from 'pg';
import { vi } from 'vitest';

/** Waits until `check` gives a value (Vitest's waitFor, every 200 ms), or fails naming what it waited for. */
export function until<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  ms = 30_000,
): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await check();
      if (!value) throw new Error(`Timed out waiting for ${what}`);
      return value;
    },
    { timeout: ms, interval: 200 },
  );
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
