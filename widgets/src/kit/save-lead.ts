import { createPondClient, submitLead, type LeadSubmission, type PondClient } from '@pond/supabase';
import type { WidgetRuntime } from './runtime.ts';

// Loaded when a widget on a partner's page first sends a request: the database library is not part
// of a widget's first load. Named imports (not the whole module) keep the rest of @pond/supabase out.
let database: PondClient | undefined;

export async function saveLead(runtime: WidgetRuntime, lead: LeadSubmission): Promise<void> {
  database ??= createPondClient({ url: runtime.apiUrl, key: runtime.anonKey });
  await submitLead(database, lead);
}
