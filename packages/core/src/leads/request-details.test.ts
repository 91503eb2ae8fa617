import { describe, expect, it } from 'vitest';
import { PLAN_TEXTS } from './attached-plan.ts';
import {
  DETAIL_MESSAGES,
  detailsOfRow,
  detailsRow,
  requestDetailsLines,
  requestDetailsProblem,
  type RequestDetails,
} from './request-details.ts';

const full: RequestDetails = {
  lengthFt: 12,
  widthFt: 8,
  size: 'medium',
  budget: '5000-10000',
  timing: '1-3-months',
  machineAccess: 'not-sure',
  rebuild: false,
  callTime: 'evening',
  plan: {
    from: 'calculator',
    pondType: null,
    lengthFt: 12,
    widthFt: 8,
    areaSqFt: 96,
    depthFt: 2.5,
    gallons: 1795,
    costLow: 1800,
    costHigh: 3600,
  },
};

describe('request details', () => {
  it('read as builders see them, feet before a size class, a blank left out', () => {
    expect(requestDetailsLines(full)).toEqual([
      'Plan: Pond, 12 × 8 ft, 2.5 ft deep (96 sq ft, about 1,795 gallons); calculator estimate $1,800 - $3,600',
      'Size: 12 × 8 ft (96 sq ft)',
      'Budget: $5,000 - $10,000',
      'Timing: 1-3 Months',
      'Machine access: Not sure',
      'Existing pond to rebuild: No',
      'Best time to call: Evenings',
    ]);
    expect(requestDetailsLines({ size: 'large' })).toEqual(['Size: Large (over 150 sq ft)']);
    expect(requestDetailsLines({})).toEqual([]);
  });

  it('go to the database and back unchanged, blanks left out', () => {
    expect(detailsRow({ budget: 'not-sure', rebuild: true, lengthFt: null })).toEqual({
      budget: 'not-sure',
      rebuild: true,
    });
    expect(detailsOfRow(detailsRow(full))).toEqual(full);
  });

  it('take whole feet from 1 to 500, or none, and a plan only within its bounds', () => {
    expect(requestDetailsProblem(full)).toBeNull();
    expect(requestDetailsProblem({ ...full, plan: { ...full.plan!, depthFt: 40 } })).toBe(PLAN_TEXTS.broken);
    expect(requestDetailsProblem({ lengthFt: null, widthFt: 500 })).toBeNull();
    for (const lengthFt of [0, 501, 12.5, Number.NaN])
      expect(requestDetailsProblem({ lengthFt })).toBe(DETAIL_MESSAGES.feet);
  });
});
