// Every option list of spec §3, value and label. The spec gives only some labels; the others
// (budgets, timelines) are written the way the values read, in the style of the labels it gives.

export interface Option<Value extends string = string> {
  value: Value;
  label: string;
}

/** Lead form project types (spec §3); the label is also the stored value. */
export const PROJECT_TYPES = [
  'Pond Design & Installation',
  'Water Feature Installation',
  'Koi Pond Construction',
  'Pond Maintenance',
  'Pond Repair & Renovation',
  'Other',
] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

/** The service the profile's quote form is for (spec §2.9). */
export const PROFILE_PROJECT_TYPE: ProjectType = 'Pond Design & Installation';

export const POND_TYPES = [
  { value: 'koi', label: 'Koi Pond' },
  { value: 'garden', label: 'Water Garden' },
  { value: 'ecosystem', label: 'Ecosystem Pond' },
  { value: 'waterfall', label: 'Waterfall/Stream' },
  { value: 'swimming', label: 'Swimming Pond' },
  { value: 'not-sure', label: 'Not Sure Yet' },
] as const satisfies readonly Option[];
export type PondType = (typeof POND_TYPES)[number]['value'];

/** A plan's request is kept with the pond type as its project type, 'Pond Planner: koi'. */
export const PLANNER_PROJECT_TYPE_PREFIX = 'Pond Planner: ';
export const PLANNER_PROJECT_TYPES = POND_TYPES.map(
  ({ value }) => `${PLANNER_PROJECT_TYPE_PREFIX}${value}` as const,
);

export const BUDGETS = [
  { value: 'under-1000', label: 'Under $1,000' },
  { value: '1000-3000', label: '$1,000 - $3,000' },
  { value: '3000-5000', label: '$3,000 - $5,000' },
  { value: '5000-10000', label: '$5,000 - $10,000' },
  { value: '10000-20000', label: '$10,000 - $20,000' },
  { value: 'over-20000', label: 'Over $20,000' },
  { value: 'not-sure', label: 'Not Sure/Flexible' },
] as const satisfies readonly Option[];
export type Budget = (typeof BUDGETS)[number]['value'];

export const TIMELINES = [
  { value: 'within-month', label: 'Within a Month' },
  { value: '1-3-months', label: '1-3 Months' },
  { value: '3-6-months', label: '3-6 Months' },
  { value: '6-12-months', label: '6-12 Months' },
  { value: 'planning-only', label: 'Just Planning for Now' },
] as const satisfies readonly Option[];
export type Timeline = (typeof TIMELINES)[number]['value'];

export const SUN_EXPOSURES = [
  { value: 'full-sun', label: 'Full Sun (6+ hours)' },
  { value: 'partial-shade', label: 'Partial Shade (3-6 hours)' },
  { value: 'mostly-shade', label: 'Mostly Shade (under 3 hours)' },
] as const satisfies readonly Option[];
export type SunExposure = (typeof SUN_EXPOSURES)[number]['value'];

export function optionValues<Value extends string>(options: readonly Option<Value>[]): [Value, ...Value[]] {
  return options.map((option) => option.value) as [Value, ...Value[]];
}

/** The label of a value, or the value itself when it is not in the list. */
export function optionLabel(options: readonly Option[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}
