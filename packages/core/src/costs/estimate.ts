import { estimatePondPlan } from '../planner/estimate.ts';
import type { CostKind } from './kinds.ts';

/** The pond the formula's fall-back prices: 10 × 10 ft, 3 ft deep (the planner's medium). */
export const ESTIMATE_POND = { length: 10, width: 10, depth: 3 } as const;

/**
 * The planner's formula for a kind in a state, when no quotes may be shown: a new pond only (the
 * formula prices construction; maintenance, repairs and water features have none: null).
 */
export function formulaEstimate(
  kind: CostKind | null,
  stateCode: string | undefined,
): { low: number; high: number; areaSqFt: number } | null {
  if (kind === 'water-feature' || kind === 'maintenance' || kind === 'repair') return null;
  const plan = estimatePondPlan({
    ...ESTIMATE_POND,
    pondType: kind ?? 'not-sure',
    state: stateCode ?? '',
    sunExposure: 'partial-shade',
  });
  return {
    low: plan.costEstimate.minCost,
    high: plan.costEstimate.maxCost,
    areaSqFt: ESTIMATE_POND.length * ESTIMATE_POND.width,
  };
}
