import { POND_TYPES, optionLabel, type PondType } from '../forms/options.ts';
import { formatMoneyRange, formatNumber } from '../format/numbers.ts';

// The plan a homeowner made in the planner or the calculator, carried to the quote form in the
// address ("Get quotes for this pond") and sent with the request, so nobody types the pond twice.
// The figures are the homeowner's own; the database holds the same bounds (private.is_attached_plan).

export const PLAN_SOURCES = ['planner', 'calculator'] as const;
export type PlanSource = (typeof PLAN_SOURCES)[number];

export interface AttachedPlan {
  from: PlanSource;
  /** The planner's pond type; the calculator asks none. */
  pondType: PondType | null;
  /** Length and width in feet, when the pond was drawn as a rectangle. */
  lengthFt: number | null;
  widthFt: number | null;
  areaSqFt: number;
  depthFt: number;
  gallons: number;
  /** The tool's cost estimate in whole dollars, from its formula (not a quote). */
  costLow: number;
  costHigh: number;
}

/** The bounds a plan's figures stay within (the tools' own inputs allow no more). */
export const PLAN_BOUNDS = {
  feet: { min: 1, max: 500 },
  area: { min: 1, max: 250_000 },
  depth: { min: 0.5, max: 20 },
  gallons: { min: 1, max: 40_000_000 },
  cost: { min: 1, max: 100_000_000 },
} as const;

export const PLAN_TEXTS = {
  attach: 'Get quotes for this pond',
  attached: (plan: AttachedPlan) => `Your plan is attached: ${planSummary(plan)}.`,
  remove: 'Leave the plan out',
  broken: 'The plan in this address could not be read, so none is attached. Describe your pond below instead.',
} as const;

const within = (value: number, range: { min: number; max: number }) =>
  Number.isFinite(value) && value >= range.min && value <= range.max;

/** What is wrong with a plan, or null. */
export function attachedPlanProblem(plan: AttachedPlan): string | null {
  const feetOk = (value: number | null) => value === null || within(value, PLAN_BOUNDS.feet);
  const ok =
    PLAN_SOURCES.includes(plan.from) &&
    (plan.pondType === null || POND_TYPES.some((type) => type.value === plan.pondType)) &&
    (plan.from === 'calculator' || plan.pondType !== null) &&
    feetOk(plan.lengthFt) &&
    feetOk(plan.widthFt) &&
    (plan.lengthFt === null) === (plan.widthFt === null) &&
    within(plan.areaSqFt, PLAN_BOUNDS.area) &&
    within(plan.depthFt, PLAN_BOUNDS.depth) &&
    Number.isInteger(plan.gallons) &&
    within(plan.gallons, PLAN_BOUNDS.gallons) &&
    Number.isInteger(plan.costLow) &&
    Number.isInteger(plan.costHigh) &&
    within(plan.costLow, PLAN_BOUNDS.cost) &&
    within(plan.costHigh, PLAN_BOUNDS.cost) &&
    plan.costLow <= plan.costHigh;
  return ok ? null : PLAN_TEXTS.broken;
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

/**
 * The plan as the address carries it: `{from}~{type or -}~{length}x{width or -}~{area}~{depth}~{gallons}~{low}-{high}`,
 * short enough to share and readable enough to trust.
 */
export function planToParam(plan: AttachedPlan): string {
  const round = (value: number) => String(Math.round(value * 10) / 10);
  const size = plan.lengthFt !== null && plan.widthFt !== null ? `${round(plan.lengthFt)}x${round(plan.widthFt)}` : '-';
  return [
    plan.from,
    plan.pondType ?? '-',
    size,
    round(plan.areaSqFt),
    round(plan.depthFt),
    String(plan.gallons),
    `${plan.costLow}-${plan.costHigh}`,
  ].join('~');
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

/** The planner's result as a plan to attach. */
export function planFromPlanner(result: {
  projectDetails: { pondType: PondType; length: number; width: number; depth: number; area: number; gallons: number };
  costEstimate: { minCost: number; maxCost: number };
}): AttachedPlan {
  const pond = result.projectDetails;
  return {
    from: 'planner',
    pondType: pond.pondType,
    lengthFt: pond.length,
    widthFt: pond.width,
    areaSqFt: pond.area,
    depthFt: pond.depth,
    gallons: Math.round(pond.gallons),
    costLow: Math.round(result.costEstimate.minCost),
    costHigh: Math.round(result.costEstimate.maxCost),
  };
}

/** The calculator's pond and result as a plan to attach (a rectangle keeps its sides). */
export function planFromCalculator(
  dimensions: { shape: string; depth: number; length?: number; width?: number },
  result: { surfaceArea: number; gallons: number; cost: { low: number; high: number } },
): AttachedPlan {
  const rectangle = dimensions.shape === 'rectangular' && dimensions.length && dimensions.width;
  return {
    from: 'calculator',
    pondType: null,
    lengthFt: rectangle ? dimensions.length! : null,
    widthFt: rectangle ? dimensions.width! : null,
    areaSqFt: Math.round(result.surfaceArea * 10) / 10,
    depthFt: dimensions.depth,
    gallons: Math.round(result.gallons),
    costLow: Math.round(result.cost.low),
    costHigh: Math.round(result.cost.high),
  };
}
