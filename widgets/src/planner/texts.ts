/** The planner widget's own words; the spec's are quoted exactly (spec §4, §8). */
export const PLANNER_TEXTS = {
  continue: 'Continue',
  back: 'Back',
  create: 'Create Pond Plan',
  creating: 'Generating Plan...',
  startOver: 'Start Over',
  stepHeadings: {
    1: 'Tell us about your pond',
    2: 'Where will it be?',
    3: 'How can we reach you?',
    4: 'Your Pond Plan',
  },
  costHeading: 'Estimated project cost',
  breakdownHeading: 'Cost breakdown',
  equipmentHeading: 'Recommended equipment',
  extrasHeading: 'Worth adding',
  environmentHeading: 'Your climate and sun',
  copyQueued: (email: string) => `We will email you a copy of this plan at ${email}.`,
  featuresHint: 'A waterfall, lights, a bridge, plants you love: anything a builder should know.',
} as const;
