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
