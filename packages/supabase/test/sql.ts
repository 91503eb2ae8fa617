import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';

/** Runs SQL as the database owner, for checking what the API did. */
export async function sql<Row extends pg.QueryResultRow = Record<string, unknown>>(
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: inject('stack').dbUrl });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Tunes the quote-request rate limit (private.lead_limits) for a test. */
export const setLeadLimits = (perEmail: number, perAddress: number) =>
  sql('update private.lead_limits set per_email_per_hour = $1, per_address_per_hour = $2', [
    perEmail,
    perAddress,
  ]);

/**
 * For a file that sends many requests from one address: lifts the rate limit before its tests and
 * puts back the limits it found after them.
 */
export function liftLeadLimitsForThisFile(): void {
  let found: { per_email_per_hour: number; per_address_per_hour: number } | undefined;
  let copiesPerCaller: number | undefined;
  let builders: { n: number } | undefined;
  let acts: { kind: string; per_hour: number }[] = [];
  beforeAll(async () => {
    acts = await sql('select kind, per_hour from private.act_limits');
    await sql('update private.act_limits set per_hour = 100000');
    [found] = await sql<NonNullable<typeof found>>(
      'select per_email_per_hour, per_address_per_hour from private.lead_limits',
    );
    copiesPerCaller = await plannerCopiesPerCaller();
    [builders] = await sql<{ n: number }>(
      'select builders_per_homeowner_per_day as n from private.routing_limits',
    );
    await setLeadLimits(100_000, 100_000);
    await setPlannerCopiesPerCaller(100_000);
    await sql('update private.routing_limits set builders_per_homeowner_per_day = 100000');
  });
  afterAll(async () => {
    for (const { kind, per_hour } of acts)
      await sql('update private.act_limits set per_hour = $2 where kind = $1', [kind, per_hour]);
    await setLeadLimits(found!.per_email_per_hour, found!.per_address_per_hour);
    await setPlannerCopiesPerCaller(copiesPerCaller!);
    await sql('update private.routing_limits set builders_per_homeowner_per_day = $1', [builders!.n]);
  });
}

/** The day's allowance of emailed plan copies per network address (private.outbox_limits). */
export const plannerCopiesPerCaller = async () =>
  (await sql<{ n: number }>('select planner_copies_per_caller_per_day as n from private.outbox_limits'))[0]!
    .n;

export const setPlannerCopiesPerCaller = (limit: number) =>
  sql('update private.outbox_limits set planner_copies_per_caller_per_day = $1', [limit]);
