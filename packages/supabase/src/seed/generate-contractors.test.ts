import { FEATURED_CITIES, US_STATES } from '@pond/core';
import { describe, expect, it } from 'vitest';
import { allocate, generateContractors } from './generate-contractors.ts';
import { usZipCodes } from './zip-codes.ts';

const zips = usZipCodes();

describe('seed generator', () => {
  const contractors = generateContractors(zips);

  it('loads US ZIP codes of the 51 states only', () => {
    expect(zips.length).toBeGreaterThan(40_000);
    expect(new Set(zips.map((zip) => zip.state)).size).toBe(51);
  });

  it('makes 3,000 contractors in at least 400 cities across all 51 states', () => {
    expect(contractors).toHaveLength(3000);
    expect(new Set(contractors.map((c) => `${c.state}|${c.city}`)).size).toBeGreaterThanOrEqual(400);
    expect(new Set(contractors.map((c) => c.state))).toEqual(new Set(US_STATES.map((s) => s.code)));
  });

  it('puts contractors in every featured city', () => {
    for (const city of FEATURED_CITIES) {
      expect(
        contractors.some((c) => c.city === city.city && c.state === city.state),
        city.display,
      ).toBe(true);
    }
  });

  it('is the same on every run and different for another seed', () => {
    expect(generateContractors(zips)).toEqual(contractors);
    expect(generateContractors(zips, { seed: 1 })[0]).not.toEqual(contractors[0]);
  });

  it('leaves some fields missing, as real listings do, and keeps the rest plausible', () => {
    const share = (missing: (c: (typeof contractors)[number]) => boolean) =>
      contractors.filter(missing).length / contractors.length;
    expect(share((c) => c.website === null)).toBeGreaterThan(0.05);
    expect(share((c) => c.phone === null)).toBeGreaterThan(0.02);
    expect(share((c) => c.rating === null)).toBeGreaterThan(0.08);
    expect(contractors.every((c) => c.rating === null || (c.rating >= 3 && c.rating <= 5))).toBe(true);
    expect(contractors.every((c) => c.phone === null || /^\(\d{3}\) 555-01\d\d$/.test(c.phone))).toBe(true);
    expect(new Set(contractors.map((c) => `${c.name}|${c.city}|${c.state}`.toLowerCase())).size).toBe(3000);
  });

  it('scales to 100,000 contractors in more cities', () => {
    const big = generateContractors(zips, { count: 100_000 });
    expect(big).toHaveLength(100_000);
    expect(new Set(big.map((c) => `${c.state}|${c.city}`)).size).toBeGreaterThanOrEqual(4000);
  });

  it('allocates at least one contractor per place and exactly the total', () => {
    const places = [
      { city: 'A', state: 'TX', zips: zips.slice(0, 10) },
      { city: 'B', state: 'TX', zips: zips.slice(0, 1) },
      { city: 'C', state: 'TX', zips: zips.slice(0, 3) },
    ];
    // 17 to share by weight 10:1:3 → 12.1, 1.2, 3.6 → floors 12, 1, 3 plus one each; the last one goes to the largest remainder (C)
    expect(allocate(places, 20)).toEqual([13, 2, 5]);
    expect(allocate(places, 2)).toEqual([1, 1, 0]);
  });

  it('gives the benchmark’s builders service areas without changing anything else about them', () => {
    const plain = generateContractors(zips, { count: 600 });
    const withAreas = generateContractors(zips, { count: 600, areas: true });
    expect(plain.every((c) => c.service_radius_miles === null && c.service_cities.length === 0)).toBe(true);
    const strip = (c: (typeof plain)[number]) => ({ ...c, service_radius_miles: null, service_cities: [] });
    expect(withAreas.map(strip)).toEqual(plain);
    const radii = withAreas.flatMap((c) => (c.service_radius_miles === null ? [] : [c.service_radius_miles]));
    expect(radii).toHaveLength(200);
    expect(Math.min(...radii)).toBeGreaterThanOrEqual(10);
    expect(Math.max(...radii)).toBeLessThanOrEqual(60);
    const naming = withAreas.filter((c) => c.service_cities.length > 0);
    expect(naming.length).toBeGreaterThan(30);
    expect(naming.every((c) => c.service_cities.length <= 3 && !c.service_cities.includes(c.city))).toBe(
      true,
    );
  });
});
