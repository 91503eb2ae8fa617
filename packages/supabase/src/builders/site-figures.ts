import type { PondClient } from '../client.ts';
import { PondDataError } from '../errors.ts';

/** What a builder's own website brought them, by site: the badge's loads and the requests from it. */
export interface SiteFigures {
  origins: { origin: string; loads: number; requests: number }[];
  loads: number;
  requests: number;
}

/** The signed-in builder's figures over the last `days` days (public.my_site_figures). */
export async function getSiteFigures(client: PondClient, days = 30): Promise<SiteFigures> {
  const { data, error } = await client.rpc('my_site_figures', { p_days: days });
  if (error)
    throw new PondDataError(
      error.hint === 'not_builder' ? error.message : 'Could not load what your website brought you.',
      { cause: error },
    );
  const origins = (data ?? []).map((row) => ({
    origin: row.origin ?? 'unknown',
    loads: Number(row.loads),
    requests: Number(row.requests),
  }));
  return {
    origins,
    loads: origins.reduce((sum, row) => sum + row.loads, 0),
    requests: origins.reduce((sum, row) => sum + row.requests, 0),
  };
}
