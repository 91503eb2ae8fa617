import { describe, expect, it } from 'vitest';
import { plannerLeadMessage } from './lead-message.ts';
import { pumpFlowGph, PUMP_TURNOVER_TEXT } from '../calculator/pump.ts';

describe("the planner lead's message (spec §7 'Planner lead')", () => {
  it('says the dimensions, budget, timeline, features and state', () => {
    expect(
      plannerLeadMessage({
        length: 12,
        width: 8,
        depth: 3,
        pondType: 'koi',
        sunExposure: 'partial-shade',
        state: 'TX',
        budget: '5000-10000',
        timeline: '1-3-months',
        features: '  a small waterfall ',
        name: 'Jo Banks',
        email: 'jo@example.com',
      }),
    ).toBe(
      'Pond plan: koi pond, 12 ft x 8 ft x 3 ft deep. Budget: $5,000 - $10,000. Timeline: 1-3 Months. Features: a small waterfall. State: TX.',
    );
  });
});

describe('the pump rule, one for the calculator and the planner', () => {
  it('turns the pond over every 1-2 hours', () => {
    expect(PUMP_TURNOVER_TEXT).toBe('1-2 hours');
    expect(pumpFlowGph(1001)).toEqual({ min: 501, max: 1001 });
  });
});
