import type pg from 'pg';

/** The job worker's connection: the database owner's pool (never a browser's key). */
export type Queryable = Pick<pg.Pool, 'query'>;

/** The one row a query names; a row gone since the job was queued is an error the queue retries. */
export async function one<Row extends pg.QueryResultRow>(
  db: Queryable,
  sql: string,
  values: unknown[],
): Promise<Row> {
  const row = (await db.query<Row>(sql, values)).rows[0];
  if (!row) throw new Error(`The job names a row that is gone (${values.join(', ')}).`);
  return row;
}

/** The first column of a query's one row, e.g. a count a function returns. */
export async function value<Value>(db: Queryable, sql: string, values: unknown[] = []): Promise<Value> {
  const { rows } = await db.query<{ value: Value }>(sql, values);
  return rows[0]!.value;
}
