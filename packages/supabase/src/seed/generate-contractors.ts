import { Faker, en } from '@faker-js/faker';
import { FEATURED_CITIES, nameSlug, US_STATES } from '@pond/core';
import { placesOf, type Place, type ZipCode } from './zip-codes.ts';

export interface SeedContractor {
  name: string;
  city: string;
  state: string;
  postal_code: string | null;
  street: string | null;
  phone: string | null;
  website: string | null;
  email: string | null;
  image_url: string | null;
  rating: number | null;
  reviews: number | null;
  latitude: number;
  longitude: number;
  service_radius_miles: number | null;
  service_cities: string[];
}

export const DEFAULT_SEED = 20261121;
export const DEFAULT_CONTRACTOR_COUNT = 3000;
const MIN_CITIES = 450;
const CONTRACTORS_PER_CITY = 25;
const TOP_PLACES_PER_STATE = 3;

const FIRM_WORDS = [
  'Blue Heron',
  'Clear Springs',
  'Lily Pad',
  'Stone Creek',
  'Cattail',
  'Dragonfly',
  'Tranquil Waters',
  'Cascade',
  'Willow Bend',
  'River Rock',
  'Emerald',
  'Koi Haven',
  'Silver Stream',
  'Mossy Rock',
  'Still Waters',
  'Blue Ridge',
  'Cedar Falls',
  'Evergreen',
  'Whispering Falls',
  'Golden Koi',
  'Lotus',
  'Heron Point',
  'Bluegill',
  'Flowing Stone',
  'Backyard Oasis',
  'Pebble Brook',
];
const FIRM_KINDS = [
  'Ponds',
  'Water Gardens',
  'Aquascapes',
  'Pond Builders',
  'Water Features',
  'Pond & Landscape',
  'Koi Ponds',
  'Pond Works',
  'Pond Design',
  'Ecosystem Ponds',
  'Aquatic Landscapes',
  'Pond Services',
];

/**
 * Places to put contractors in: every state's biggest places, every featured city, then the
 * biggest places nationwide, until there are enough (at least 450; more for big runs).
 */
export function choosePlaces(zips: readonly ZipCode[], contractorCount: number): Place[] {
  const places = placesOf(zips);
  const wanted = Math.min(
    places.length,
    Math.max(MIN_CITIES, Math.round(contractorCount / CONTRACTORS_PER_CITY)),
  );
  const chosen = new Map<string, Place>();
  const add = (place: Place | undefined) => place && chosen.set(`${place.state}|${place.city}`, place);
  for (const state of US_STATES) {
    places
      .filter((place) => place.state === state.code)
      .slice(0, TOP_PLACES_PER_STATE)
      .forEach(add);
  }
  for (const featured of FEATURED_CITIES) {
    add(places.find((place) => place.state === featured.state && place.city === featured.city));
  }
  for (const place of places) {
    if (chosen.size >= wanted) break;
    add(place);
  }
  return [...chosen.values()];
}

/** Contractors per place: one each, the rest by size (ZIP codes), largest remainders first. */
export function allocate(places: readonly Place[], total: number): number[] {
  if (total < places.length) return places.map((_, index) => (index < total ? 1 : 0));
  const weights = places.map((place) => place.zips.length);
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const rest = total - places.length;
  const shares = weights.map((weight) => (rest * weight) / weightSum);
  const counts = shares.map((share) => 1 + Math.floor(share));
  let missing = total - counts.reduce((sum, count) => sum + count, 0);
  const byRemainder = shares
    .map((share, index) => ({ index, remainder: share % 1 }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (missing-- <= 0) break;
    counts[index]! += 1;
  }
  return counts;
}

/**
 * Realistic, made-up contractors in real US places, the same on every run for the same seed and
 * count. Some fields are missing, as in real listings: about 12 % have no website (nor email), 6 % no phone,
 * 5 % no street, 15 % no rating yet. Phone numbers use the fictional 555-01xx range and websites
 * sit under example.com, so no real business is named or linked.
 */
export function generateContractors(
  zips: readonly ZipCode[],
  options: { count?: number; seed?: number; areas?: boolean } = {},
): SeedContractor[] {
  const count = options.count ?? DEFAULT_CONTRACTOR_COUNT;
  const faker = new Faker({ locale: [en] });
  faker.seed(options.seed ?? DEFAULT_SEED);
  const places = choosePlaces(zips, count);
  const counts = allocate(places, count);
  const contractors: SeedContractor[] = [];

  places.forEach((place, placeIndex) => {
    const names = new Set<string>();
    for (let n = 0; n < counts[placeIndex]!; n++) {
      const name = uniqueName(faker, place, names);
      const zip = faker.helpers.arrayElement(place.zips);
      const rated = faker.number.float() >= 0.15;
      contractors.push({
        name,
        city: place.city,
        state: place.state,
        postal_code: zip.zip,
        street: faker.number.float() < 0.05 ? null : faker.location.streetAddress(),
        phone: faker.number.float() < 0.06 ? null : fictionalPhone(faker),
        website: faker.number.float() < 0.12 ? null : `https://${nameSlug(name)}.example.com`,
        email: null,
        image_url: null,
        rating: rated ? Math.round((3 + 2 * Math.sqrt(faker.number.float())) * 10) / 10 : null,
        reviews: rated
          ? Math.max(1, Math.floor(Math.exp(faker.number.float() * 6)))
          : faker.helpers.arrayElement([0, null]),
        latitude: zip.latitude,
        longitude: zip.longitude,
        service_radius_miles: null,
        service_cities: [],
      });
    }
  });
  // A builder with a website takes requests by mail at it; one without is phoned.
  // Made from the website, not drawn, so the rest of the seed is the same as before it had emails.
  for (const contractor of contractors)
    contractor.email = contractor.website ? `office@${new URL(contractor.website).hostname}` : null;
  if (options.areas) giveAreas(contractors, places);
  return contractors;
}

/**
 * Service areas as builders state them, for the benchmark: one builder in three travels 10–60 miles
 * from its place, one in ten names up to three other places of its state. Made from each builder's
 * position in the list, not drawn, so the rest of the seed is the same with or without areas.
 */
function giveAreas(contractors: SeedContractor[], places: readonly Place[]) {
  const byState = new Map<string, Place[]>();
  for (const place of places) byState.set(place.state, [...(byState.get(place.state) ?? []), place]);
  contractors.forEach((contractor, index) => {
    if (index % 3 === 0) contractor.service_radius_miles = 10 + ((index * 7) % 51);
    if (index % 10 === 1) {
      const others = (byState.get(contractor.state) ?? []).filter((place) => place.city !== contractor.city);
      contractor.service_cities = others
        .slice(index % 5, (index % 5) + 1 + (index % 3))
        .map((place) => place.city);
    }
  });
}

function uniqueName(faker: Faker, place: Place, taken: Set<string>): string {
  for (let attempt = 0; ; attempt++) {
    const kind = faker.helpers.arrayElement(FIRM_KINDS);
    const template = faker.number.int({ min: 0, max: 3 });
    let name =
      template === 0
        ? `${faker.person.lastName()} ${kind}`
        : template === 1
          ? `${place.city} ${kind}`
          : template === 2
            ? `${faker.helpers.arrayElement(FIRM_WORDS)} ${kind}`
            : `${faker.person.lastName()} & Sons ${kind}`;
    // Busy places run out of combinations: two partners' names are practically endless.
    if (attempt > 3) name = `${faker.person.lastName()} & ${faker.person.lastName()} ${kind}`;
    const key = name.toLowerCase();
    if (!taken.has(key)) {
      taken.add(key);
      return name;
    }
  }
}

function fictionalPhone(faker: Faker): string {
  const area = faker.number.int({ min: 201, max: 989 });
  return `(${area === 911 ? 912 : area}) 555-01${String(faker.number.int({ min: 0, max: 99 })).padStart(2, '0')}`;
}
