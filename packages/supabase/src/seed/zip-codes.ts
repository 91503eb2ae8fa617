import { createRequire } from 'node:module';
import { isStateCode } from '@pond/core';

export interface ZipCode {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

interface RawZip {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  country: string;
}

/**
 * US ZIP codes of the 50 states and DC from the `zipcodes` package (its data is the public US
 * Census ZCTA gazetteer with places). Territories and military codes are left out.
 */
export function usZipCodes(): ZipCode[] {
  const require = createRequire(import.meta.url);
  const { codes } = require('zipcodes') as { codes: Record<string, RawZip> };
  return Object.values(codes)
    .filter((code) => code.country === 'US' && isStateCode(code.state) && /^\d{5}$/.test(code.zip))
    .filter((code) => Number.isFinite(code.latitude) && Number.isFinite(code.longitude))
    .map(({ zip, city, state, latitude, longitude }) => ({ zip, city, state, latitude, longitude }))
    .sort((a, b) => a.zip.localeCompare(b.zip));
}

export interface Place {
  city: string;
  state: string;
  zips: ZipCode[];
}

/** ZIP codes grouped into places (city + state), the biggest (most ZIP codes) first. */
export function placesOf(zips: readonly ZipCode[]): Place[] {
  const places = new Map<string, Place>();
  for (const zip of zips) {
    const key = `${zip.state}|${zip.city}`;
    const place = places.get(key) ?? { city: zip.city, state: zip.state, zips: [] };
    place.zips.push(zip);
    places.set(key, place);
  }
  return [...places.values()].sort(
    (a, b) => b.zips.length - a.zips.length || a.state.localeCompare(b.state) || a.city.localeCompare(b.city),
  );
}
