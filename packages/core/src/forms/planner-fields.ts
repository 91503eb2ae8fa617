// The planner's fields, messages and steps without the schema: what the wizard needs to draw itself
// (the schema and zod load when the homeowner first continues).
import type { PlannerForm } from './planner-form.ts';

/** The planner's messages, word for word (spec §5, §8). */
export const PLANNER_FORM_MESSAGES = {
  pondType: 'Please select a pond type',
  length: 'Please provide approximate length',
  width: 'Please provide approximate width',
  depth: 'Please provide approximate depth',
  state: 'Please select your state',
  sunExposure: 'Please select sun exposure',
  budget: 'Please select a budget range',
  timeline: 'Please select a timeline',
  name: 'Please enter your name',
  email: 'Please enter a valid email',
} as const;

/** Not in the spec: the bounds the database enforces too. */
export const PLANNER_LIMIT_MESSAGES = {
  features: 'Please keep the features under 1,000 characters',
} as const;

/** Input limits (spec §5): length and width at least 1 ft; depth at least 0.5 ft in steps of 0.5. */
export const PLANNER_LIMITS = {
  lengthMin: 1,
  widthMin: 1,
  depthMin: 0.5,
  depthStep: 0.5,
  featuresMax: 1000,
} as const;

/** The wizard's steps (spec §4) and the fields each of the first three asks for. */
export const PLANNER_STEPS = ['Pond Basics', 'Environment', 'Contact Info', 'Results'] as const;
export const PLANNER_STEP_FIELDS = {
  1: ['pondType', 'length', 'width', 'depth'],
  2: ['state', 'sunExposure', 'budget', 'timeline'],
  3: ['name', 'email'],
} as const satisfies Record<1 | 2 | 3, readonly (keyof PlannerForm)[]>;
