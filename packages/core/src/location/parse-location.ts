import { stateCodeByAbbreviation } from '../geo/abbreviations.ts';
import { stateByCode, stateByName, type StateCode } from '../geo/states.ts';
import { normaliseState } from './normalise-state.ts';

/** What the directory filters on; a missing field is no filter. */
export interface LocationFilter {
  city?: string;
  state?: string;
  postalCode?: string;
}

/** A US postal code as the directory takes it: five digits. */
export const POSTAL_CODE = /^\d{5}$/;
const STATE_CODE = /^[A-Za-z]{2}$/;
/** The longest state name, 'District of Columbia', has three words. */
const MAX_STATE_NAME_WORDS = 3;

function cityAndState(cityWords: string[], state: StateCode): LocationFilter {
  const city = cityWords.join(' ');
  return city ? { city, state } : { state };
}

/**
 * Finds a state at the end of text that has no comma (spec §5): a known two-letter code, a state
 * name, an abbreviation prefix of at least three letters, or else one abbreviation word anywhere;
 * the rest is the city. Text with no state in it is all city.
 */
export function splitTrailingState(text: string): LocationFilter {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return {};
  const last = (words.at(-1) ?? '').replace(/\./g, '');

  if (words.length > 1 && STATE_CODE.test(last)) {
    const state = stateByCode(last);
    if (state) return cityAndState(words.slice(0, -1), state.code);
  }
  for (let count = Math.min(MAX_STATE_NAME_WORDS, words.length); count >= 1; count--) {
    const state = stateByName(words.slice(-count).join(' '));
    if (state) return cityAndState(words.slice(0, -count), state.code);
  }
  const trailing = last.length >= 3 ? stateCodeByAbbreviation(last) : undefined;
  if (trailing) return cityAndState(words.slice(0, -1), trailing);

  const matches = words
    .map((word, index) => ({ index, state: stateCodeByAbbreviation(word) }))
    .filter((match): match is { index: number; state: StateCode } => match.state !== undefined);
  const only = matches.length === 1 ? matches[0] : undefined;
  if (only) return cityAndState(words.toSpliced(only.index, 1), only.state);

  return { city: words.join(' ') };
}

/**
 * The directory's location input (spec §5): empty clears everything; five digits are a postal
 * code; two letters a state code; 'city, state' splits at the comma; anything else is a city,
 * possibly ending in a state.
 */
export function parseLocationInput(input: string): LocationFilter {
  const text = input.trim().replace(/\s+/g, ' ');
  if (!text) return {};
  if (POSTAL_CODE.test(text)) return { postalCode: text };
  if (STATE_CODE.test(text)) return { state: text.toUpperCase() };

  const comma = text.indexOf(',');
  if (comma >= 0) {
    const city = text.slice(0, comma).trim();
    const stateText = text.slice(comma + 1).trim();
    const state = stateText ? (normaliseState(stateText) ?? stateText) : undefined;
    if (!city) return state ? { state } : {};
    return state ? { city, state } : { city };
  }
  return splitTrailingState(text);
}

/** A city field that holds a state ('Austin TX') is split the same way; an explicit state wins. */
export function normaliseLocationFilter(filter: LocationFilter): LocationFilter {
  const postal = filter.postalCode ? { postalCode: filter.postalCode } : {};
  const state = filter.state ? (normaliseState(filter.state) ?? filter.state) : undefined;
  if (!filter.city) return state ? { ...postal, state } : postal;
  if (state) return { ...postal, city: filter.city.trim(), state };
  return { ...postal, ...splitTrailingState(filter.city) };
}
