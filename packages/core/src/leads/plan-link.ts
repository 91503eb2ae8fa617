import { PATHS } from '../routes/paths.ts';
import { POND_TYPES, type PondType } from '../forms/options.ts';

// The planner's and the calculator's "Get quotes for this pond": the plan carried to the quote form
// in its address, so nobody types the pond twice. Alone and small, as both tools load it at once;
// reading it back (attached-plan.ts) waits for the quote form's later step.

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

/**
 * The bounds a plan's figures stay within; the database holds the same (private.is_attached_plan). The
 * calculator takes any positive size, so the tools offer the link only for a plan within them.
 */
export const PLAN_BOUNDS = {
  feet: { min: 1, max: 500 },
  area: { min: 1, max: 250_000 },
  depth: { min: 0.5, max: 20 },
  gallons: { min: 1, max: 40_000_000 },
  cost: { min: 1, max: 100_000_000 },
} as const;

const within = (value: unknown, range: { min: number; max: number }) =>
  typeof value === 'number' && Number.isFinite(value) && value >= range.min && value <= range.max;

/** Whether a plan is one the quote form and the database take. */
export function planFitsBounds(plan: AttachedPlan): boolean {
  const feetOk = (value: number | null) => value === null || within(value, PLAN_BOUNDS.feet);
  return (
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
    plan.costLow <= plan.costHigh
  );
}

export const PLAN_LINK_TEXT = 'Get quotes for this pond';

/**
 * The plan as the address carries it: `{from}~{type or -}~{length}x{width or -}~{area}~{depth}~{gallons}~{low}-{high}`,
 * short enough to share and readable enough to trust.
 */
export function planToParam(plan: AttachedPlan): string {
  const round = (value: number) => String(Math.round(value * 10) / 10);
  const size =
    plan.lengthFt !== null && plan.widthFt !== null ? `${round(plan.lengthFt)}x${round(plan.widthFt)}` : '-';
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

/** The quote form with a plan attached: /get-quotes?plan=…#get-quotes. */
export function quotesForPlanUrl(plan: AttachedPlan): string {
  return `${PATHS.getQuotes}?plan=${encodeURIComponent(planToParam(plan))}#get-quotes`;
}

/** The planner's result as a plan to attach. */
export function planFromPlanner(result: {
  projectDetails: {
    pondType: PondType;
    length: number;
    width: number;
    depth: number;
    area: number;
    gallons: number;
  };
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
