import { parseCitySlug, stateByCode } from '@pond/core';

export interface CityPlace {
  city: string;
  stateCode: string;
  stateName: string;
}

/**
 * The city and state of a city page address (spec §2.8), or null when there is none: an unknown
 * state, or a slug naming another state than the address (/states/ca/austin-tx).
 */
export function cityPlace(params: { stateCode?: string; citySlug?: string }): CityPlace | null {
  const parsed = parseCitySlug(params.citySlug ?? '');
  const pathState = params.stateCode ? stateByCode(params.stateCode) : undefined;
  if (params.stateCode && parsed.stateCode && pathState?.code !== parsed.stateCode) return null;
  const state = stateByCode(parsed.stateCode ?? params.stateCode ?? '');
  if (!state || !parsed.city) return null;
  return { city: parsed.city, stateCode: state.code, stateName: state.name };
}
