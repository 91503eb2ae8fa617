import { withClient, type LocalStack } from '../src/local.ts';

/**
 * Signed form starts for a run's requests, made at once in the database: every quote
 * request carries one, as a browser's does. The bench stack's minimum fill time is 0.
 */
export async function formStarts(stack: LocalStack, count: number): Promise<string[]> {
  return withClient(stack.dbUrl, async (client) =>
    (
      await client.query<{ start: string }>(
        'select public.start_quote_form() as start from generate_series(1, $1)',
        [count],
      )
    ).rows.map((row) => row.start),
  );
}
