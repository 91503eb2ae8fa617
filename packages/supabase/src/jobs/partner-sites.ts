import type { Queryable } from './queryable.ts';

/** A site to prove: its origin and the token its file must hold (none once revoked). */
export async function siteToProve(
  db: Queryable,
  id: string,
): Promise<{ origin: string; token: string } | null> {
  const { rows } = await db.query<{ origin: string; token: string }>(
    `select origin, token from public.partner_sites where id = $1 and status <> 'revoked'`,
    [id],
  );
  return rows[0] ?? null;
}

/** What a fetch of the token file found; the database decides what it means for the site. */
export async function recordSiteCheck(db: Queryable, id: string, matched: boolean, error: string | null) {
  await db.query('select private.record_site_check($1, $2, $3)', [id, matched, error]);
}

/** Proven sites due for their monthly check, and failing ones for their daily one. */
export async function sitesDueForRecheck(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>('select private.sites_due_for_recheck() as id');
  return rows.map((row) => row.id);
}
