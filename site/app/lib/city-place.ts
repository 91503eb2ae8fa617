import { parseCitySlug, stateByCode } from '@pond/core';

export interface CityPlace {
  city: string;
  stateCode: string;
  stateName: string;
}

/** The city and state of a city page address (spec §2.8), or null when the state is unknown. */
export function cityPlace(params: { stateCode?: string; citySlug?: string }): CityPlace | null {
  const parsed = parseCitySlug(params.citySlug ?? '');
  const state = stateByCode(parsed.stateCode ?? params.stateCode ?? '');
  if (!state || !parsed.city) return null;
  return { city: parsed.city, stateCode: state.code, stateName: state.name };
}
