import type { StateCode } from './states.ts';

/**
 * Abbreviation prefixes people type for a state (spec §3 "Static lookups": cali, ariz, tex, mass …),
 * at least three letters each, lower case, without the dot ('Tex.' is looked up as 'tex').
 * Every state has at least one. Words that often begin a city name are left out on purpose
 * ('del' as in Del Mar, 'san', 'new', 'fort'), so the location parser never takes a city's first
 * word for a state; Delaware is 'dela' and 'delaw'. DC is reached through its code ('D.C.' → 'dc').
 */
export const STATE_ABBREVIATIONS: Readonly<Record<string, StateCode>> = {
  ala: 'AL',
  alab: 'AL',
  alas: 'AK',
  alask: 'AK',
  ariz: 'AZ',
  ark: 'AR',
  arka: 'AR',
  cal: 'CA',
  cali: 'CA',
  calif: 'CA',
  colo: 'CO',
  conn: 'CT',
  dela: 'DE',
  delaw: 'DE',
  dist: 'DC',
  fla: 'FL',
  flor: 'FL',
  geor: 'GA',
  haw: 'HI',
  hawa: 'HI',
  ida: 'ID',
  idah: 'ID',
  ill: 'IL',
  illi: 'IL',
  ind: 'IN',
  indi: 'IN',
  iow: 'IA',
  kan: 'KS',
  kans: 'KS',
  kent: 'KY',
  lou: 'LA',
  loui: 'LA',
  mai: 'ME',
  maryl: 'MD',
  mass: 'MA',
  mich: 'MI',
  minn: 'MN',
  miss: 'MS',
  misso: 'MO',
  mont: 'MT',
  neb: 'NE',
  nebr: 'NE',
  nev: 'NV',
  nham: 'NH',
  njer: 'NJ',
  nmex: 'NM',
  nyor: 'NY',
  ncar: 'NC',
  ndak: 'ND',
  ohi: 'OH',
  okla: 'OK',
  ore: 'OR',
  oreg: 'OR',
  penn: 'PA',
  penna: 'PA',
  rhod: 'RI',
  scar: 'SC',
  sdak: 'SD',
  tenn: 'TN',
  tex: 'TX',
  texa: 'TX',
  uta: 'UT',
  verm: 'VT',
  virg: 'VA',
  wash: 'WA',
  wva: 'WV',
  wvir: 'WV',
  wis: 'WI',
  wisc: 'WI',
  wyo: 'WY',
};

/** 'Tex.', 'CALIF' → the state's code; undefined when the word is no known abbreviation. */
export function stateCodeByAbbreviation(word: string): StateCode | undefined {
  const key = word.toLowerCase().replace(/\./g, '');
  // Own keys only: 'constructor' must not find Object.prototype.constructor.
  return Object.hasOwn(STATE_ABBREVIATIONS, key) ? STATE_ABBREVIATIONS[key] : undefined;
}
