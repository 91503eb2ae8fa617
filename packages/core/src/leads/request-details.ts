import { BUDGETS, optionLabel, TIMELINES, type Budget, type Timeline } from '../forms/options.ts';
import { SIZE_CLASS_LIMITS } from '../planner/size-class.ts';
import { attachedPlanProblem, planOfRow, planRow, planSummary } from './attached-plan.ts';
import type { AttachedPlan } from './plan-link.ts';

// "Help builders quote": what a homeowner may add to a request so a builder can price it without a
// call. Every field is optional; the database holds the same lists (lead_submissions' checks).

export const POND_SIZES = [
  { value: 'small', label: `Small (under ${SIZE_CLASS_LIMITS.small} sq ft)` },
  { value: 'medium', label: `Medium (${SIZE_CLASS_LIMITS.small} to ${SIZE_CLASS_LIMITS.medium} sq ft)` },
  { value: 'large', label: `Large (over ${SIZE_CLASS_LIMITS.medium} sq ft)` },
] as const;
export type PondSize = (typeof POND_SIZES)[number]['value'];

export const MACHINE_ACCESS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'not-sure', label: 'Not sure' },
] as const;
export type MachineAccess = (typeof MACHINE_ACCESS)[number]['value'];

export const CALL_TIMES = [
  { value: 'morning', label: 'Mornings' },
  { value: 'afternoon', label: 'Afternoons' },
  { value: 'evening', label: 'Evenings' },
  { value: 'any', label: 'Any time' },
] as const;
export type CallTime = (typeof CALL_TIMES)[number]['value'];

/** A pond's length or width in whole feet. */
export const POND_FEET = { min: 1, max: 500 } as const;

export interface RequestDetails {
  lengthFt?: number | null;
  widthFt?: number | null;
  size?: PondSize | null;
  budget?: Budget | null;
  timing?: Timeline | null;
  machineAccess?: MachineAccess | null;
  rebuild?: boolean | null;
  callTime?: CallTime | null;
  /** The planner's or calculator's plan, when the homeowner came from one. */
  plan?: AttachedPlan | null;
}

export const DETAIL_MESSAGES = {
  feet: `Give the length and width in whole feet, from ${POND_FEET.min} to ${POND_FEET.max}, or choose a size instead.`,
} as const;

const isFeet = (value: number | null | undefined) =>
  value === null ||
  value === undefined ||
  (Number.isInteger(value) && value >= POND_FEET.min && value <= POND_FEET.max);

/** What is wrong with the details, or null: the lists are choices, only the feet can be mistyped. */
export function requestDetailsProblem(details: RequestDetails): string | null {
  if (!isFeet(details.lengthFt) || !isFeet(details.widthFt)) return DETAIL_MESSAGES.feet;
  return details.plan ? attachedPlanProblem(details.plan) : null;
}

/** The details as builders read them, a line each ("Size: 12 × 8 ft (96 sq ft)"); none given, none. */
export function requestDetailsLines(details: RequestDetails): string[] {
  const lines: string[] = [];
  if (details.plan) lines.push(`Plan: ${planSummary(details.plan)}`);
  if (details.lengthFt && details.widthFt)
    lines.push(
      `Size: ${details.lengthFt} × ${details.widthFt} ft (${details.lengthFt * details.widthFt} sq ft)`,
    );
  else if (details.size) lines.push(`Size: ${optionLabel(POND_SIZES, details.size)}`);
  if (details.budget) lines.push(`Budget: ${optionLabel(BUDGETS, details.budget)}`);
  if (details.timing) lines.push(`Timing: ${optionLabel(TIMELINES, details.timing)}`);
  if (details.machineAccess)
    lines.push(`Machine access: ${optionLabel(MACHINE_ACCESS, details.machineAccess)}`);
  if (details.rebuild !== null && details.rebuild !== undefined)
    lines.push(`Existing pond to rebuild: ${details.rebuild ? 'Yes' : 'No'}`);
  if (details.callTime) lines.push(`Best time to call: ${optionLabel(CALL_TIMES, details.callTime)}`);
  return lines;
}

/** The details as the database takes them (`choose_builders`' p_details), blanks left out. */
export function detailsRow(
  details: RequestDetails,
): Record<string, string | number | boolean | Record<string, string | number | null>> {
  const row: Record<
    string,
    string | number | boolean | Record<string, string | number | null> | null | undefined
  > = {
    pond_length_ft: details.lengthFt,
    pond_width_ft: details.widthFt,
    pond_size: details.size,
    budget: details.budget,
    timing: details.timing,
    machine_access: details.machineAccess,
    rebuild: details.rebuild,
    call_time: details.callTime,
    plan: details.plan ? planRow(details.plan) : null,
  };
  return Object.fromEntries(
    Object.entries(row).filter(
      (entry): entry is [string, string | number | boolean | Record<string, string | number | null>] =>
        entry[1] != null && entry[1] !== '',
    ),
  );
}

/** The details read back from the database's row (snake case), for builders' pages and mails. */
export function detailsOfRow(row: Record<string, unknown>): RequestDetails {
  return {
    lengthFt: (row.pond_length_ft as number | null) ?? null,
    widthFt: (row.pond_width_ft as number | null) ?? null,
    size: (row.pond_size as PondSize | null) ?? null,
    budget: (row.budget as Budget | null) ?? null,
    timing: (row.timing as Timeline | null) ?? null,
    machineAccess: (row.machine_access as MachineAccess | null) ?? null,
    rebuild: (row.rebuild as boolean | null) ?? null,
    callTime: (row.call_time as CallTime | null) ?? null,
    plan: planOfRow(row.plan),
  };
}

export const DETAIL_TEXTS = {
  heading: 'Help builders quote (optional)',
  intro: 'A few facts let builders price your pond without a call first. Leave blank what you do not know.',
} as const;
