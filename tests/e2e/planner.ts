import type { Locator, Page } from '@playwright/test';

export interface PlanAnswers {
  pondType: string;
  length: string;
  width: string;
  depth: string;
  state: string;
  sunExposure: string;
  budget: string;
  timeline: string;
}

/** Steps 1 and 2 of the planner (on our page or inside `<pond-planner>`), then Continue to step 3. */
export async function answerPondAndPlace(scope: Page | Locator, plan: PlanAnswers) {
  await scope.getByLabel('Pond type').selectOption(plan.pondType);
  await scope.getByLabel('Length (feet)').fill(plan.length);
  await scope.getByLabel('Width (feet)').fill(plan.width);
  await scope.getByLabel('Depth (feet)').fill(plan.depth);
  await scope.getByRole('button', { name: 'Continue' }).click();
  await scope.getByLabel('State', { exact: true }).selectOption(plan.state);
  await scope.getByLabel('Sun exposure').selectOption(plan.sunExposure);
  await scope.getByLabel('Budget').selectOption(plan.budget);
  await scope.getByLabel('Timeline').selectOption(plan.timeline);
}

/** Steps 1 to 3 and 'Create Pond Plan'. */
export async function createPlan(
  scope: Page | Locator,
  plan: PlanAnswers,
  person: { name: string; email: string },
) {
  await answerPondAndPlace(scope, plan);
  await scope.getByRole('button', { name: 'Continue' }).click();
  await scope.getByLabel('Your name').fill(person.name);
  await scope.getByLabel('Email').fill(person.email);
  await scope.getByRole('button', { name: 'Create Pond Plan' }).click();
}
