import { SUGGESTED_CITIES, type FeaturedCity } from '../geo/featured-cities.ts';
import { stateByCode } from '../geo/states.ts';

/**
 * Suggested cities whose display text, city, state (code or name) or keywords contain the typed
 * text, case-insensitively (spec §5). Blank text suggests every city.
 */
export function matchSuggestions(
  typed: string,
  cities: readonly FeaturedCity[] = SUGGESTED_CITIES,
): FeaturedCity[] {
  const needle = typed.trim().toLowerCase();
  if (!needle) return [...cities];
  return cities.filter((city) =>
    [city.display, city.city, city.state, stateByCode(city.state)?.name ?? '', ...city.keywords].some(
      (text) => text.toLowerCase().includes(needle),
    ),
  );
}
