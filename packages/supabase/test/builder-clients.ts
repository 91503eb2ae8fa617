import { completeBuilderClaim, type PondClient } from '../src/index.ts';
import { signedIn } from './partner-clients.ts';
import { sql } from './sql.ts';

/** A builder account for a listing, as a claim staff approved makes one, signed in with its role. */
export async function builderOf(listing: string, email: string): Promise<PondClient> {
  await sql(
    `insert into public.builder_claims (contractor_id, kind, email, status) values ($1, 'review', $2, 'approved')`,
    [listing, email],
  );
  const client = await signedIn(email);
  await completeBuilderClaim(client);
  await client.auth.refreshSession();
  return client;
}
