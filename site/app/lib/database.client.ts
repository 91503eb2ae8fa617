import type {
  applyAsPartner as ApplyAsPartner,
  chooseBuilders as ChooseBuilders,
  LeadSubmission,
  PondClient,
  RequestPlace,
  submitPondPlan as SubmitPondPlan,
} from '@pond/supabase';
import { createPondReader, type PondReader } from '@pond/supabase/read';
import type { WithdrawLink } from '@pond/core';
import { browserDataOrigin, publicEnv } from './env.ts';

// The browser's database: the hosted project's URL, or this site's own origin, which forwards
// /rest/v1 to the local stack. Only the anon key is ever built into the page. The database library is
// loaded when first needed, so pages that only show a form do not pay for it up front.
let client: Promise<PondClient> | undefined;

/** Public reads (directory, profiles) over PostgREST alone: small enough to load with a page. */
let reader: PondReader | undefined;
export function browserReader(): PondReader {
  reader ??= createPondReader({ url: browserDataOrigin(), key: publicEnv.VITE_SUPABASE_ANON_KEY });
  return reader;
}

function browserDatabase(): Promise<PondClient> {
  client ??= import('@pond/supabase').then(({ createPondClient }) =>
    createPondClient({
      url: browserDataOrigin(),
      key: publicEnv.VITE_SUPABASE_ANON_KEY,
    }),
  );
  return client;
}

export async function saveLead(lead: LeadSubmission) {
  const [{ submitLead }, db] = await Promise.all([import('@pond/supabase'), browserDatabase()]);
  return submitLead(db, lead);
}

export async function startForm() {
  const [{ startQuoteForm }, db] = await Promise.all([import('@pond/supabase'), browserDatabase()]);
  return startQuoteForm(db);
}

export async function offerBuilders(place: RequestPlace) {
  const { suggestBuilders } = await import('@pond/supabase');
  return suggestBuilders(browserReader(), place);
}

export async function routeLead(choice: Parameters<typeof ChooseBuilders>[1]) {
  const [{ chooseBuilders }, db] = await Promise.all([import('@pond/supabase'), browserDatabase()]);
  return chooseBuilders(db, choice);
}

export async function savePondPlan(plan: Parameters<typeof SubmitPondPlan>[1]) {
  const [{ submitPondPlan }, db] = await Promise.all([import('@pond/supabase'), browserDatabase()]);
  return submitPondPlan(db, plan);
}

export async function applyAsPartner(application: Parameters<typeof ApplyAsPartner>[1]) {
  const [{ applyAsPartner: apply }, db] = await Promise.all([import('@pond/supabase'), browserDatabase()]);
  return apply(db, application);
}

export async function confirm(link: WithdrawLink) {
  const [{ confirmRequest }, db] = await Promise.all([import('@pond/supabase'), browserDatabase()]);
  return confirmRequest(db, link);
}

export async function withdraw(link: WithdrawLink) {
  const [{ withdrawRequest }, db] = await Promise.all([import('@pond/supabase'), browserDatabase()]);
  return withdrawRequest(db, link);
}
