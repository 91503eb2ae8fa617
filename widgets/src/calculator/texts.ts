/** The calculator widget's own words; the spec's are quoted exactly (spec §2.12). */
export const CALCULATOR_TEXTS = {
  cardHeading: 'Your Pond Dimensions',
  button: 'Calculate Pond Specifications',
  resultsHeading: 'Your Pond Specifications',
  empty: 'Enter your pond dimensions and click calculate to see results',
  plannerButton: 'Price Your Whole Project in the Pond Planner',
  fishLoad: 'Fish load',
} as const;
