import { POND_TYPES, optionLabel, type PondType } from '../forms/options.ts';
import { formatMoneyRange, formatNumber } from '../format/numbers.ts';
import { planFitsBounds, type AttachedPlan, type PlanSource } from './plan-link.ts';

// The plan a homeowner brought to the quote form (plan-link.ts made its address): read back, checked
// and sent with the request, so nobody types the pond twice. The figures are the homeowner's own; the
// database holds the same bounds (private.is_attached_plan).

export const PLAN_TEXTS = {
  attached: (plan: AttachedPlan) => `Your plan is attached: ${planSummary(plan)}.`,
  broken:
    'The plan in this address could not be read, so none is attached. Describe your pond below instead.',
} as const;

/** What is wrong with a plan, or null. */
export function attachedPlanProblem(plan: AttachedPlan): string | null {
  return planFitsBounds(plan) ? null : PLAN_TEXTS.broken;
}

/** One line for builders, the homeowner and mails: "Koi pond, 12 × 8 ft, 3 ft deep (96 sq ft, about 2,154 gallons); planner estimate $5,000 – $9,000". */
export function planSummary(plan: AttachedPlan): string {
  const kind = plan.pondType ? optionLabel(POND_TYPES, plan.pondType) : 'Pond';
  const size =
    plan.lengthFt !== null && plan.widthFt !== null
      ? `${formatNumber(plan.lengthFt, 1)} × ${formatNumber(plan.widthFt, 1)} ft, `
      : '';
  return (
    `${kind}, ${size}${formatNumber(plan.depthFt, 1)} ft deep (${formatNumber(plan.areaSqFt, 1)} sq ft, ` +
    `about ${formatNumber(plan.gallons)} gallons); ${plan.from} estimate ${formatMoneyRange(plan.costLow, plan.costHigh)}`
  );
}

/** The plan in an address's `plan` parameter, or null when it is missing or does not read as one. */
export function planFromParam(param: string | null | undefined): AttachedPlan | null {
  const parts = (param ?? '').split('~');
  if (parts.length !== 7) return null;
  const [from, type, size, area, depth, gallons, cost] = parts as [string, ...string[]];
  const number = (text: string | undefined) => (text && /^\d+(\.\d+)?$/.test(text) ? Number(text) : NaN);
  const sides = size === '-' ? null : /^(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)$/.exec(size ?? '');
  if (size !== '-' && !sides) return null;
  const [low, high] = (cost ?? '').split('-');
  const plan: AttachedPlan = {
    from: from as PlanSource,
    pondType: type === '-' ? null : (type as PondType),
    lengthFt: sides ? number(sides[1]) : null,
    widthFt: sides ? number(sides[2]) : null,
    areaSqFt: number(area),
    depthFt: number(depth),
    gallons: number(gallons),
    costLow: number(low),
    costHigh: number(high),
  };
  return attachedPlanProblem(plan) ? null : plan;
}

/** The plan as the database takes it (`choose_builders`' p_details.plan) and gives it back. */
export function planRow(plan: AttachedPlan): Record<string, string | number | null> {
  return {
    from: plan.from,
    pond_type: plan.pondType,
    length_ft: plan.lengthFt,
    width_ft: plan.widthFt,
    area_sq_ft: plan.areaSqFt,
    depth_ft: plan.depthFt,
    gallons: plan.gallons,
    cost_low: plan.costLow,
    cost_high: plan.costHigh,
  };
}

export function planOfRow(row: unknown): AttachedPlan | null {
  if (!row || typeof row !== 'object') return null;
  const r = row as Record<string, unknown>;
  const n = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    from: r.from as PlanSource,
    pondType: (r.pond_type as PondType | null) ?? null,
    lengthFt: n(r.length_ft),
    widthFt: n(r.width_ft),
    areaSqFt: Number(r.area_sq_ft),
    depthFt: Number(r.depth_ft),
    gallons: Number(r.gallons),
    costLow: Number(r.cost_low),
    costHigh: Number(r.cost_high),
  };
}
