import { describe, expect, it } from 'vitest';
import { calculatePond } from '../calculator/calculate.ts';
import { estimatePondPlan } from '../planner/estimate.ts';
import {
  attachedPlanProblem,
  planFromParam,
  planOfRow,
  planRow,
  planSummary,
  PLAN_TEXTS,
} from './attached-plan.ts';
import {
  planFitsBounds,
  planFromCalculator,
  planFromPlanner,
  planToParam,
  quotesForPlanUrl,
  type AttachedPlan,
} from './plan-link.ts';

const koi: AttachedPlan = {
  from: 'planner',
  pondType: 'koi',
  lengthFt: 12,
  widthFt: 8,
  areaSqFt: 96,
  depthFt: 3,
  gallons: 2154,
  costLow: 5200,
  costHigh: 9100,
};

describe('a plan carried from the planner or calculator to the quote form', () => {
  it('goes into the address and comes back the same', () => {
    expect(planToParam(koi)).toBe('planner~koi~12x8~96~3~2154~5200-9100');
    expect(planFromParam(planToParam(koi))).toEqual(koi);
    expect(quotesForPlanUrl(koi)).toBe('/get-quotes?plan=planner~koi~12x8~96~3~2154~5200-9100#get-quotes');
    const round = { ...koi, from: 'calculator', pondType: null, lengthFt: null, widthFt: null } as const;
    expect(planFromParam(planToParam(round))).toEqual(round);
  });

  it('reads nothing from an address that is not a plan, or one out of bounds', () => {
    for (const param of [
      null,
      '',
      'planner~koi~12x8~96~3~2154',
      'planner~koi~12by8~96~3~2154~5200-9100',
      'planner~koi~12x8~96~3~2154~9100-5200',
      'planner~koi~12x8~96~3~lots~5200-9100',
      'planner~-~12x8~96~3~2154~5200-9100',
      'survey~koi~12x8~96~3~2154~5200-9100',
      'planner~koi~12x8~96~25~2154~5200-9100',
    ])
      expect(planFromParam(param), String(param)).toBeNull();
    expect(attachedPlanProblem({ ...koi, lengthFt: null })).toBe(PLAN_TEXTS.broken);
  });

  it('is made from the planner’s result and the calculator’s, a rectangle keeping its sides', () => {
    const result = estimatePondPlan({
      pondType: 'koi',
      length: 12,
      width: 8,
      depth: 3,
      state: 'TX',
      sunExposure: 'partial-shade',
    });
    const fromPlanner = planFromPlanner(result);
    expect(fromPlanner).toMatchObject({
      from: 'planner',
      pondType: 'koi',
      lengthFt: 12,
      widthFt: 8,
      areaSqFt: 96,
    });
    expect(fromPlanner.costLow).toBe(Math.round(result.costEstimate.minCost));
    expect(attachedPlanProblem(fromPlanner)).toBeNull();
    const circle = { shape: 'circular', diameter: 10, depth: 2 } as const;
    const fromCalculator = planFromCalculator(circle, calculatePond(circle, 'low')!);
    expect(fromCalculator).toMatchObject({
      from: 'calculator',
      pondType: null,
      lengthFt: null,
      widthFt: null,
    });
    expect(attachedPlanProblem(fromCalculator)).toBeNull();
    // The calculator takes any positive size: a pond outside the bounds gets no link at all.
    const deep = { shape: 'circular', diameter: 10, depth: 25 } as const;
    expect(planFitsBounds(planFromCalculator(deep, calculatePond(deep, 'low')!))).toBe(false);
    expect(planFitsBounds(fromCalculator)).toBe(true);
    const box = { shape: 'rectangular', length: 10, width: 6, depth: 2 } as const;
    expect(planFromCalculator(box, calculatePond(box, 'low')!)).toMatchObject({ lengthFt: 10, widthFt: 6 });
  });

  it('reads as one line for builders, and as the database keeps it', () => {
    expect(planSummary(koi)).toBe(
      'Koi Pond, 12 × 8 ft, 3 ft deep (96 sq ft, about 2,154 gallons); planner estimate $5,200 - $9,100',
    );
    expect(planSummary({ ...koi, from: 'calculator', pondType: null, lengthFt: null, widthFt: null })).toBe(
      'Pond, 3 ft deep (96 sq ft, about 2,154 gallons); calculator estimate $5,200 - $9,100',
    );
    expect(planOfRow(planRow(koi))).toEqual(koi);
    expect(planOfRow(null)).toBeNull();
  });
});
