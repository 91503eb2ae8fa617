import type { ContractorChange, PurgeReach } from '@pond/core';
import type { Queryable } from './queryable.ts';

// Page purges, coalesced in the database (private.pending_purges): the one purge job takes every
// builder's pages noted since the last, and puts them back when the site could not purge them.

const REACHES: readonly PurgeReach[] = ['profile', 'lists', 'everywhere'];

/** Every builder's pages noted for a purge, taken (they are the caller's to purge now). */
export async function takePendingPurges(db: Queryable): Promise<ContractorChange[]> {
  const { rows } = await db.query<{ id: string; city: string; state: string; reach: number }>(
    'select contractor_id::text as id, city, state, reach from private.take_pending_purges()',
  );
  return rows.map(({ reach, ...place }) => ({ ...place, reach: REACHES[reach - 1] ?? 'everywhere' }));
}

/** Notes these builders' pages again (a purge the site refused), for the next try. */
export async function putBackPendingPurges(
  db: Queryable,
  changes: readonly ContractorChange[],
): Promise<void> {
  await db.query(
    `insert into private.pending_purges (contractor_id, city, state, reach)
     select (x ->> 'id')::uuid, x ->> 'city', x ->> 'state', (x ->> 'reach')::smallint
       from jsonb_array_elements($1::jsonb) x
     on conflict (contractor_id, city, state) do update set reach = greatest(pending_purges.reach, excluded.reach)`,
    [
      JSON.stringify(
        changes.map((change) => ({ ...change, reach: REACHES.indexOf(change.reach ?? 'everywhere') + 1 })),
      ),
    ],
  );
}

/** The cost guide's places noted for a purge: '' for the country's state and a state's city. */
export interface CostPlaceChange {
  state: string;
  city: string;
}

/** Every place whose cost pages a quote changed, taken (the caller purges them now). */
export async function takePendingCostPurges(db: Queryable): Promise<CostPlaceChange[]> {
  const { rows } = await db.query<CostPlaceChange>(
    'select state, city from private.take_pending_cost_purges()',
  );
  return rows;
}

/** Notes these places again (a purge the site refused), for the next try. */
export async function putBackPendingCostPurges(
  db: Queryable,
  places: readonly CostPlaceChange[],
): Promise<void> {
  await db.query(
    `insert into private.pending_cost_purges (state, city)
     select x ->> 'state', x ->> 'city' from jsonb_array_elements($1::jsonb) x
     on conflict do nothing`,
    [JSON.stringify(places)],
  );
}
