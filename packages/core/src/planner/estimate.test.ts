import { describe, expect, it } from 'vitest';
import {
  estimatePondPlan,
  plannerLinerArea,
  regionalMultiplier,
  sizeClassFor,
  type PlannerInput,
} from './index.ts';

const plan = (input: Omit<PlannerInput, 'sunExposure'> & Partial<Pick<PlannerInput, 'sunExposure'>>) =>
  estimatePondPlan({ sunExposure: 'full-sun', ...input });

/** Breakdown as [base, liner, pump, filter, labor, total] pairs of [min, max]. */
function figures(input: Parameters<typeof plan>[0]) {
  const { costEstimate } = plan(input);
  const { baseCost, equipment, labor } = costEstimate.breakdown;
  return [
    [baseCost.min, baseCost.max],
    [equipment.liner.min, equipment.liner.max],
    [equipment.pump.min, equipment.pump.max],
    [equipment.filter.min, equipment.filter.max],
    [labor.min, labor.max],
    [costEstimate.minCost, costEstimate.maxCost],
  ];
}

describe('planner estimate, one worked example per pond type (spec §9)', () => {
  it('koi 10 x 8 x 3 ft in TX', () => {
    // area 80 → Medium; TX ×1.15; base 80×10×1.15 = 920, 80×15×1.15 = 1,380
    // gallons 80×3×7.48 = 1,795.2 → pump (under 5,000) 500-900; koi filter 800-1,500
    // liner (√80 + 2×3 + 4)² = 18.944² = 358.89 sq ft × 0.75/1.2 = 269 / 431
    // labor (920+269+500+800) × .35/.65 = 2,489 × 0.53846 = 1,340; (1,380+431+900+1,500) = 4,211 → 2,267
    // total 2,489 + 1,340 = 3,829; 4,211 + 2,267 = 6,478
    expect(figures({ pondType: 'koi', length: 10, width: 8, depth: 3, state: 'TX' })).toEqual([
      [920, 1380],
      [269, 431],
      [500, 900],
      [800, 1500],
      [1340, 2267],
      [3829, 6478],
    ]);
    expect(
      plan({ pondType: 'koi', length: 10, width: 8, depth: 3, state: 'TX' }).costEstimate.costRange,
    ).toBe('$3,829 - $6,478');
  });

  it('water garden 5 x 4 x 1.5 ft in OH', () => {
    // area 20 → Small; OH ×1; base 160-240; gallons 224.4 → pump 100-250, other filter 150-300
    // liner (√20 + 3 + 4)² = 11.472² = 131.61 × 0.5/0.9 = 66 / 118
    // labor 476 × .53846 = 256; 908 × .53846 = 489; total 732 - 1,397
    expect(figures({ pondType: 'garden', length: 5, width: 4, depth: 1.5, state: 'OH' })).toEqual([
      [160, 240],
      [66, 118],
      [100, 250],
      [150, 300],
      [256, 489],
      [732, 1397],
    ]);
  });

  it('ecosystem 12 x 10 x 2 ft in CA', () => {
    // area 120 → Medium; CA ×1.3; base 120×10×1.3 = 1,560, 120×18×1.3 = 2,808
    // gallons 1,795.2 → pump 500-900, other filter 600-1,200
    // liner (√120 + 4 + 4)² = 18.954² = 359.27 × 0.5/0.9 = 180 / 323
    // labor 2,840 × .53846 = 1,529; 5,231 × .53846 = 2,817; total 4,369 - 8,048
    expect(figures({ pondType: 'ecosystem', length: 12, width: 10, depth: 2, state: 'CA' })).toEqual([
      [1560, 2808],
      [180, 323],
      [500, 900],
      [600, 1200],
      [1529, 2817],
      [4369, 8048],
    ]);
  });

  it('waterfall 20 x 10 x 2 ft in MN (filter × 0.8)', () => {
    // area 200 → Large; MN ×1; base 2,400-4,000; gallons 2,992 → pump 500-900
    // other filter 600-1,200 × 0.8 = 480-960
    // liner (√200 + 4 + 4)² = 22.142² = 490.27 × 0.5/0.9 = 245 / 441
    // labor 3,625 × .53846 = 1,952; 6,301 × .53846 = 3,393; total 5,577 - 9,694
    expect(figures({ pondType: 'waterfall', length: 20, width: 10, depth: 2, state: 'MN' })).toEqual([
      [2400, 4000],
      [245, 441],
      [500, 900],
      [480, 960],
      [1952, 3393],
      [5577, 9694],
    ]);
  });

  it('swimming 30 x 20 x 6 ft in FL (filter × 1.5, labor 45 %)', () => {
    // area 600 → Large; FL ×1.15; base 600×20×1.15 = 13,800, 600×35×1.15 = 24,150
    // gallons 26,928 → pump 800-1,800; other filter 1,200-2,400 × 1.5 = 1,800-3,600
    // liner (√600 + 12 + 4)² = 40.495² = 1,639.84 × 0.75/1.2 = 1,230 / 1,968
    // labor 17,630 × .45/.55 = 14,425; 31,518 × 9/11 = 25,787; total 32,055 - 57,305
    expect(figures({ pondType: 'swimming', length: 30, width: 20, depth: 6, state: 'FL' })).toEqual([
      [13800, 24150],
      [1230, 1968],
      [800, 1800],
      [1800, 3600],
      [14425, 25787],
      [32055, 57305],
    ]);
  });

  it('not sure yet 7 x 6 x 2 ft in WA', () => {
    // area 42 → Small; WA ×1.15; base 42×10×1.15 = 483, 42×18×1.15 = 869.4 → 869
    // gallons 628.32 → pump (under 1,500) 250-500, other filter 300-600
    // liner (√42 + 4 + 4)² = 14.481² = 209.69 × 0.5/0.9 = 105 / 189
    // labor 1,138 × 7/13 = 613; 2,158 × 7/13 = 1,162; total 1,751 - 3,320
    expect(figures({ pondType: 'not-sure', length: 7, width: 6, depth: 2, state: 'WA' })).toEqual([
      [483, 869],
      [105, 189],
      [250, 500],
      [300, 600],
      [613, 1162],
      [1751, 3320],
    ]);
  });
});

describe('planner rules (spec §9)', () => {
  it.each([
    [49.9, 'Small'],
    [50, 'Medium'],
    [149.9, 'Medium'],
    [150, 'Large'],
  ])('area %s is %s', (area, size) => {
    expect(sizeClassFor(area)).toBe(size);
  });

  it.each<[string, number]>([
    ...['CA', 'NY', 'MA', 'CT', 'NJ', 'DC', 'HI', 'AK'].map((s): [string, number] => [s, 1.3]),
    ...['WA', 'OR', 'CO', 'IL', 'MD', 'VA', 'FL', 'TX'].map((s): [string, number] => [s, 1.15]),
    ['OH', 1],
    ['ks', 1],
    ['ca', 1.3],
  ])('regional multiplier of %s is %s', (state, multiplier) => {
    expect(regionalMultiplier(state)).toBe(multiplier);
  });

  it('liner area is (√area + 2 × depth + 4)²', () => {
    expect(plannerLinerArea(100, 2)).toBe(18 ** 2);
  });

  it.each([
    [499, 100, 250],
    [500, 250, 500],
    [1499, 250, 500],
    [1500, 500, 900],
    [4999, 500, 900],
    [5000, 800, 1800],
  ])('a pond of %s gallons gets a pump of $%s-$%s', (gallons, min, max) => {
    // length = gallons / 7.48 with width 1 and depth 1 gives exactly that volume
    const { pump } = plan({ pondType: 'garden', length: gallons / 7.48, width: 1, depth: 1, state: 'OH' })
      .costEstimate.breakdown.equipment;
    expect([pump.min, pump.max]).toEqual([min, max]);
  });

  it.each([
    [499, 'koi', 200, 400],
    [499, 'garden', 150, 300],
    [1499, 'koi', 400, 800],
    [1499, 'garden', 300, 600],
    [4999, 'koi', 800, 1500],
    [4999, 'garden', 600, 1200],
    [5000, 'koi', 1500, 3000],
    [5000, 'garden', 1200, 2400],
    [5000, 'waterfall', 960, 1920],
    [5000, 'swimming', 1800, 3600],
  ] as const)('%s gallons, %s: filter $%s-$%s', (gallons, pondType, min, max) => {
    const { filter } = plan({ pondType, length: gallons / 7.48, width: 1, depth: 1, state: 'OH' })
      .costEstimate.breakdown.equipment;
    expect([filter.min, filter.max]).toEqual([min, max]);
  });

  it('reports the project details with gallons = L × W × D × 7.48', () => {
    const { projectDetails } = plan({
      pondType: 'koi',
      length: 10,
      width: 8,
      depth: 3,
      state: 'TX',
      features: 'fountain',
    });
    expect(projectDetails).toMatchObject({
      pondTypeLabel: 'Koi Pond',
      stateName: 'Texas',
      area: 80,
      sizeClass: 'Medium',
      gallons: 1795.2,
      features: 'fountain',
    });
  });
});

describe('equipment advice and extras (spec §9)', () => {
  it.each([
    [5, 5, { liner: '$100-$300', pump: '$100-$250', filter: '$150-$300' }],
    [10, 10, { liner: '$300-$700', pump: '$250-$500', filter: '$300-$600' }],
    [20, 10, { liner: '$700-$1,500+', pump: '$500-$1,200+', filter: '$600-$1,500+' }],
  ])('a %s x %s ft pond gets the size class prices %j', (length, width, prices) => {
    const { recommendations } = plan({ pondType: 'garden', length, width, depth: 2, state: 'OH' });
    expect({
      liner: recommendations.liner.estimatedCost,
      pump: recommendations.pump.estimatedCost,
      filter: recommendations.filter.estimatedCost,
    }).toEqual(prices);
  });

  it.each([
    [
      'koi',
      [
        ['UV Clarifier', '$100-$350'],
        ['Aeration System', '$80-$300'],
      ],
    ],
    [
      'waterfall',
      [
        ['Waterfall Spillway', '$100-$300'],
        ['Stream Liner', '$50-$200'],
      ],
    ],
    ['garden', [['LED Pond Lights', '$75-$250']]],
    ['ecosystem', [['LED Pond Lights', '$75-$250']]],
    ['swimming', [['LED Pond Lights', '$75-$250']]],
    ['not-sure', [['LED Pond Lights', '$75-$250']]],
  ] as const)('%s ponds get the extras %j', (pondType, extras) => {
    const { recommendations } = plan({ pondType, length: 10, width: 10, depth: 2, state: 'OH' });
    expect(recommendations.additional?.map((item) => [item.name, item.estimatedCost])).toEqual(extras);
  });

  it('describes the pump by turnover and the liner by its sheet size', () => {
    const { recommendations } = plan({ pondType: 'koi', length: 10, width: 8, depth: 3, state: 'TX' });
    expect(recommendations.pump.description).toContain('898-1,796 gallons an hour');
    expect(recommendations.liner.description).toContain('19 ft x 19 ft');
  });
});

describe('environmental considerations (spec §9)', () => {
  const titles = (state: string, sunExposure: PlannerInput['sunExposure']) =>
    plan({
      pondType: 'garden',
      length: 10,
      width: 10,
      depth: 2,
      state,
      sunExposure,
    }).environmentalConsiderations.map((item) => item.title);

  it.each(['ME', 'NH', 'VT', 'MN', 'WI', 'MI', 'ND', 'SD', 'MT', 'WY', 'CO', 'UT', 'ID'])(
    '%s gets cold-winter advice with a 24-36 inch depth',
    (state) => {
      const [climate] = plan({
        pondType: 'koi',
        length: 10,
        width: 10,
        depth: 3,
        state,
        sunExposure: 'full-sun',
      }).environmentalConsiderations;
      expect(climate?.title).toBe('Cold Winter Climate');
      expect(climate?.description.join(' ')).toContain('24-36 inches');
    },
  );

  it.each(['TX', 'AZ', 'NM', 'NV', 'FL', 'LA', 'MS', 'AL', 'GA', 'SC'])(
    '%s gets heat management',
    (state) => {
      expect(titles(state, 'full-sun')[0]).toBe('Heat Management');
    },
  );

  it.each(['WA', 'OR', 'HI'])('%s gets rainfall management', (state) => {
    expect(titles(state, 'full-sun')[0]).toBe('Rainfall Management');
  });

  it('gives other states the sun advice only', () => {
    expect(titles('OH', 'partial-shade')).toEqual(['Partial Shade']);
  });

  it.each([
    ['full-sun', '60-70% plant coverage'],
    ['partial-shade', '40-60% plant coverage'],
    ['mostly-shade', 'low-light plants'],
  ] as const)('%s advice mentions %s', (sunExposure, text) => {
    const advice = plan({
      pondType: 'garden',
      length: 10,
      width: 10,
      depth: 2,
      state: 'OH',
      sunExposure,
    }).environmentalConsiderations;
    expect(advice.at(-1)?.description.join(' ')).toContain(text);
  });
});
