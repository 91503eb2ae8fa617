import type { PlannerForm, PlannerResult } from '@pond/core';
import {
  createPondClient,
  submitLead,
  submitPondPlan,
  type LeadSubmission,
  type PlanOrigin,
  type PondClient,
} from '@pond/supabase';
import type { WidgetRuntime } from './runtime.ts';

// Loaded when a widget on a partner's page first sends a request: the database library is not part
// of a widget's first load. Named imports (not the whole module) keep the rest of @pond/supabase out.
let database: PondClient | undefined;
const connect = (runtime: WidgetRuntime) =>
  (database ??= createPondClient({ url: runtime.apiUrl, key: runtime.anonKey }));

export async function saveLead(runtime: WidgetRuntime, lead: LeadSubmission): Promise<void> {
  await submitLead(connect(runtime), lead);
}

export async function savePondPlan(
  runtime: WidgetRuntime,
  plan: { form: PlannerForm; result: PlannerResult; origin: PlanOrigin },
): Promise<{ copyQueued: boolean }> {
  return submitPondPlan(connect(runtime), plan);
}
