import type { PlannerForm, PlannerResult } from '@pond/core';
import {
  chooseBuilders,
  createPondClient,
  startQuoteForm,
  submitLead,
  submitPondPlan,
  suggestBuilders,
  type LeadSubmission,
  type RequestPlace,
  type PlanOrigin,
  type PondClient,
} from '@pond/supabase';
import type { WidgetRuntime } from './runtime.ts';

// Loaded when a widget on a partner's page first sends a request: the database library is not part
// of a widget's first load. Named imports (not the whole module) keep the rest of @pond/supabase out.
let database: PondClient | undefined;
const connect = (runtime: WidgetRuntime) =>
  (database ??= createPondClient({ url: runtime.apiUrl, key: runtime.anonKey }));

export function saveLead(runtime: WidgetRuntime, lead: LeadSubmission) {
  return submitLead(connect(runtime), lead);
}

export function startForm(runtime: WidgetRuntime) {
  return startQuoteForm(connect(runtime));
}

export function offerBuilders(runtime: WidgetRuntime, place: RequestPlace) {
  return suggestBuilders(connect(runtime), place);
}

export function routeLead(runtime: WidgetRuntime, choice: Parameters<typeof chooseBuilders>[1]) {
  return chooseBuilders(connect(runtime), choice);
}

export async function savePondPlan(
  runtime: WidgetRuntime,
  plan: { form: PlannerForm; result: PlannerResult; origin: PlanOrigin; formToken?: string | null },
): Promise<{ copyQueued: boolean }> {
  return submitPondPlan(connect(runtime), plan);
}
