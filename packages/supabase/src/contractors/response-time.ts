import type { PondReader } from '../reader.ts';

/** A builder's median time to reach a homeowner who chose them, from our own log. */
export interface ResponseTime {
  medianMinutes: number;
  answered: number;
}

/**
 * The builder's usual response time, or null until enough requests were answered to be honest
 * (the database's rule: five). A failure is null too: the profile simply does not say it.
 */
export async function getResponseTime(
  client: PondReader,
  contractorId: string,
): Promise<ResponseTime | null> {
  const { data, error } = await client.rpc('contractor_response_time', { p_contractor: contractorId });
  const row = data?.[0];
  if (error || !row || row.median_minutes == null) return null;
  return { medianMinutes: row.median_minutes, answered: row.answered ?? 0 };
}
