import { describe, expect, it } from 'vitest';
import { formulaEstimate } from './estimate.ts';
import { COST_KINDS, costKindBySlug, costSortingOf } from './kinds.ts';
import { COST_SLUGS, costPlaceName, costTag, costUrl } from './pages.ts';

describe('what a request is for, as the guide sorts it', () => {
  it('takes the plan’s pond type first, then the project type; Other is not sorted', () => {
    expect(costSortingOf({ projectType: 'Koi Pond Construction', lengthFt: 12, widthFt: 10 })).toEqual({
      kind: 'koi',
      building: true,
      areaSqFt: 120,
      band: '100-200',
    });
    expect(
      costSortingOf({
        projectType: 'Pond Design & Installation',
        planPondType: 'garden',
        planAreaSqFt: 49.6,
      }),
    ).toEqual({
      kind: 'garden',
      building: true,
      areaSqFt: 50,
      band: '50-100',
    });
    expect(
      costSortingOf({ projectType: 'Pond Planner: not-sure', planPondType: 'not-sure', planAreaSqFt: 30 })
        ?.kind,
    ).toBeNull();
    expect(costSortingOf({ projectType: 'Pond Design & Installation', pondSize: 'small' })).toEqual({
      kind: null,
      building: true,
      areaSqFt: null,
      band: 'under-50',
    });
    expect(costSortingOf({ projectType: 'Pond Maintenance' })).toMatchObject({
      kind: 'maintenance',
      building: false,
    });
    expect(costSortingOf({ projectType: 'Water Feature Installation' })).toMatchObject({
      kind: 'water-feature',
      building: false,
    });
    expect(costSortingOf({ projectType: 'Other', lengthFt: 10, widthFt: 10 })).toBeNull();
  });
});

describe('the guide’s addresses and tags', () => {
  it('give each kind its own first segment, then a state and a city', () => {
    expect(costUrl(null)).toBe('/pond-cost');
    expect(costUrl('koi', { stateCode: 'TX' })).toBe('/koi-pond-cost/tx');
    expect(costUrl('maintenance', { stateCode: 'TX', city: 'San Antonio' })).toBe(
      '/pond-maintenance-cost/tx/san-antonio',
    );
    expect(new Set(COST_SLUGS).size).toBe(COST_KINDS.length + 1);
    expect(COST_KINDS.every((kind) => costKindBySlug(kind.slug)?.key === kind.key)).toBe(true);
    expect(costKindBySlug('tx')).toBeNull();
  });

  it('tag a place’s pages so a quote purges its city, state and the country', () => {
    expect([
      costTag({}),
      costTag({ stateCode: 'TX' }),
      costTag({ stateCode: 'TX', city: 'San Antonio' }),
    ]).toEqual(['cost:us', 'cost:tx', 'cost:tx:san-antonio']);
    // The purge job names a city by its slug: the same tag.
    expect(costTag({ stateCode: 'tx', city: 'san-antonio' })).toBe('cost:tx:san-antonio');
    expect([
      costPlaceName({}),
      costPlaceName({ stateCode: 'TX' }),
      costPlaceName({ stateCode: 'tx', city: 'Austin' }),
    ]).toEqual(['the US', 'Texas', 'Austin, TX']);
  });
});

describe('the formula, when no quotes may be shown', () => {
  it('prices a 10 × 10 ft pond of the kind in the state, and nothing it has no model for', () => {
    const koi = formulaEstimate('koi', 'TX')!;
    expect(koi.areaSqFt).toBe(100);
    expect(koi.low).toBeLessThan(koi.high);
    expect(formulaEstimate('koi', 'CA')!.low).toBeGreaterThan(koi.low);
    expect(formulaEstimate(null, undefined)).not.toBeNull();
    expect(formulaEstimate('maintenance', 'TX')).toBeNull();
    expect(formulaEstimate('water-feature', 'TX')).toBeNull();
  });
});
