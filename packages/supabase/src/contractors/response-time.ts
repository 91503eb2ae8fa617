import type { PondReader } from '../reader.ts';

/** A builder's median time to reach a homeowner who chose them, from our own log. */
export interface ResponseTime {
  medianMinutes: number;
  answered: number;
  /** Requests answered within two business days, of those whose answer has fallen due. */
  inTime: number;
  due: number;
}

/**
 * One builder's usual response time, when enough requests were answered to be honest (the
 * database's rule: five; the builder's own requests never count); null otherwise. The database
 * answers one builder at a time. A failure is null too: a profile then simply does not say it.
 */
export async function getResponseTime(
  client: PondReader,
  contractorId: string,
): Promise<ResponseTime | null> {
  const { data, error } = await client.rpc('contractor_response_time', { p_contractor: contractorId });
  const row = error ? undefined : data?.[0];
  return row?.median_minutes != null
    ? {
        medianMinutes: row.median_minutes,
        answered: row.answered ?? 0,
        inTime: row.in_time ?? 0,
        due: row.due ?? 0,
      }
    : null;
}
