// The 50 states plus the District of Columbia (spec §3 "State": 51 entries).
export const US_STATES = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
] as const;

export type UsState = (typeof US_STATES)[number];

/** The 50 states without the District of Columbia: the home page's and the HTML sitemap's grids (spec §2.4, §2.14). */
export const FIFTY_STATES: readonly UsState[] = US_STATES.filter((state) => state.code !== 'DC');
export type StateCode = UsState['code'];

const byCode = new Map<string, UsState>(US_STATES.map((state) => [state.code, state]));
const byName = new Map<string, UsState>(US_STATES.map((state) => [state.name.toLowerCase(), state]));

/** A state's code as it is stored: upper case ('TX'). The database's private.is_state_code is its twin. */
export function isStateCode(value: string): value is StateCode {
  return byCode.has(value) && value.length === 2;
}

/** 'tx', 'TX' → Texas; anything else → undefined. */
export function stateByCode(code: string): UsState | undefined {
  return byCode.get(code.trim().toUpperCase());
}

/** 'Texas', ' new york ' → the state; case and surrounding or repeated spaces do not matter. */
export function stateByName(name: string): UsState | undefined {
  return byName.get(name.trim().replace(/\s+/g, ' ').toLowerCase());
}

/** The state name for a code, or the input unchanged when it is not a code ('FL' → 'Florida'). */
export function expandStateCode(value: string): string {
  return stateByCode(value)?.name ?? value;
}
