import pg from 'pg';
import { inject } from 'vitest';

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

/** The spam limits a fresh stack starts with (migration 20261121000900). */
export const DEFAULT_LEAD_LIMITS = { perEmail: 5, perAddress: 30 };

/** Tunes the quote-request rate limit; files that send many requests from one address lift it. */
export const setLeadLimits = (perEmail: number, perAddress: number) =>
  sql('update private.lead_limits set per_email_per_hour = $1, per_address_per_hour = $2', [
    perEmail,
    perAddress,
  ]);
