import { PondDataError, type PostgrestErrorLike } from '../errors.ts';

/** Supabase caps a response at 1,000 rows by default, so long lists are read page by page. */
const PAGE = 1000;

export async function readAll<Row>(
  readPage: (
    from: number,
    to: number,
  ) => PromiseLike<{ data: Row[] | null; error: PostgrestErrorLike | null }>,
  failure: string,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await readPage(from, from + PAGE - 1);
    if (error) throw new PondDataError(failure, { cause: error });
    rows.push(...(data ?? []));
    if (!data || data.length < PAGE) return rows;
  }
}
