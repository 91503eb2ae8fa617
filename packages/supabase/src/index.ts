// @pond/supabase: the only code that talks to the database.
export { createPondClient, type PondClient, type PondClientOptions } from './client.ts';
export type { Database, Json } from './database.types.ts';
export { createPondReader, type PondReader } from './reader.ts';
export { PondDataError, type PondDataErrorCode } from './errors.ts';
export type { Contractor } from './contractors/contractor.ts';
export {
  searchContractors,
  type DirectoryContractor,
  type DirectoryFilters,
  type DirectoryPage,
} from './contractors/search-contractors.ts';
export { getContractorById } from './contractors/get-contractor-by-id.ts';
export { listAllContractors } from './contractors/all-contractors.ts';
export { placeExists } from './contractors/place-exists.ts';
export { getCitySummary, type CitySummary } from './contractors/city-summary.ts';
export { listStateCities, type StateCity } from './contractors/list-state-cities.ts';
export { listContractorCities, listSitemapCities, type SitemapCity } from './contractors/sitemap.ts';
export { importContractors, type ImportReport } from './contractors/import-contractors.ts';
export { submitLead, type LeadSubmission } from './leads/submit-lead.ts';
export { plannerLeadMessage, submitPondPlan } from './leads/submit-pond-plan.ts';
