import type { PondReader } from '../reader.ts';

/** A builder's median time to reach a homeowner who chose them, from our own log. */
export interface ResponseTime {
  medianMinutes: number;
  answered: number;
}

/**
 * Builders' usual response times by id: only those with enough answered requests to be honest (the
 * database's rule: five); all such builders when no ids are given. A failure is an empty map: a
 * profile then simply does not say it.
 */
export async function getResponseTimes(
  client: PondReader,
  contractorIds?: readonly string[],
): Promise<Map<string, ResponseTime>> {
  const { data, error } = await client.rpc(
    'contractor_response_times',
    contractorIds ? { p_contractors: [...contractorIds] } : {},
  );
  if (error || !data) return new Map();
  return new Map(
    data
      .filter((row) => row.contractor_id && row.median_minutes != null)
      .map((row) => [
        row.contractor_id!,
        { medianMinutes: row.median_minutes!, answered: row.answered ?? 0 },
      ]),
  );
}
