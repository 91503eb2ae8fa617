// Where a builder works, in words: the profile's sentence and a result's place line. The database
// decides who serves a place (private.builders_serving); this only says it.

/** What of a builder's listing says where they work. */
export interface ServiceArea {
  city: string;
  state: string;
  service_radius_miles: number | null;
  service_cities: readonly string[];
}

/** 'Austin', 'Austin and Cedar Park', 'Austin, Cedar Park and Leander'. */
function listOf(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * The profile's sentence: 'Within 40 miles of Round Rock, TX', 'Serves Austin, Round Rock and Cedar
 * Park', both, or the builder's own city and around it when they said neither.
 */
export function serviceAreaText(area: ServiceArea): string {
  const home = `${area.city}, ${area.state}`;
  const cities = area.service_cities.filter((city) => city.trim() !== '');
  const radius = area.service_radius_miles;
  if (radius && cities.length) return `Within ${radius} miles of ${home}, and in ${listOf(cities)}`;
  if (radius) return `Within ${radius} miles of ${home}`;
  if (cities.length) return `Serves ${listOf(cities)}`;
  return `Serving ${home} and the surrounding area`;
}

/** A result's place line: where the builder is, and the place searched when they serve it from elsewhere. */
export function resultPlaceText(builder: { city: string; state: string; serves: string | null }): string {
  return builder.serves
    ? `Based in ${builder.city} · serves ${builder.serves}`
    : `${builder.city}, ${builder.state}`;
}
