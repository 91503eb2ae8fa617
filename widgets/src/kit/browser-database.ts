import type { PlannerForm, PlannerResult } from '@pond/core';
import {
  chooseBuilders,
  createPondClient,
  getLocalCostRange,
  startQuoteForm,
  submitLead,
  submitPondPlan,
  suggestBuilders,
  type LeadSubmission,
  type PlanOrigin,
  type PondClient,
  type RequestPlace,
} from '@pond/supabase';
import type { WidgetRuntime } from './runtime.ts';

/** Where a browser reaches the database: the API's origin and the public (anon) key. */
export type DataAddress = Pick<WidgetRuntime, 'apiUrl' | 'anonKey'>;

// Loaded when a page first sends something (a widget's request, the site's own forms): the database
// library is not part of any first load. Named imports, not the whole module, keep the rest of
// @pond/supabase out. Only the anon key is ever in a browser.
let database: PondClient | undefined;

/** The page's one database client, made on first use. */
export function connectDatabase(address: DataAddress): PondClient {
  database ??= createPondClient({ url: address.apiUrl, key: address.anonKey });
  return database;
}

export function saveLead(address: DataAddress, lead: LeadSubmission) {
  return submitLead(connectDatabase(address), lead);
}

export function startForm(address: DataAddress) {
  return startQuoteForm(connectDatabase(address));
}

export function offerBuilders(address: DataAddress, place: RequestPlace) {
  return suggestBuilders(connectDatabase(address), place);
}

export function routeLead(address: DataAddress, choice: Parameters<typeof chooseBuilders>[1]) {
  return chooseBuilders(connectDatabase(address), choice);
}

export function savePondPlan(
  address: DataAddress,
  plan: { form: PlannerForm; result: PlannerResult; origin: PlanOrigin; formToken?: string | null },
): Promise<{ copyQueued: boolean }> {
  return submitPondPlan(connectDatabase(address), plan);
}

export function findLocalCostRange(address: DataAddress, query: Parameters<typeof getLocalCostRange>[1]) {
  return getLocalCostRange(connectDatabase(address), query);
}
