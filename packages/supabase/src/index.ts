// @pond/supabase: the only code that talks to the database.
export { createPondClient, type PondClient, type PondClientOptions } from './client.ts';
export type { Database, Json } from './database.types.ts';
export { PondDataError, type PondDataErrorCode } from './errors.ts';
export { DATABASE_REASONS, type DatabaseReason } from './database-reasons.ts';
// The public reads, also on their own at '@pond/supabase/read'.
export * from './read.ts';
export { listAllContractors } from './contractors/all-contractors.ts';
export { listStateCities, type StateCity } from './contractors/list-state-cities.ts';
export { listContractorCities, listSitemapCities, type SitemapCity } from './contractors/sitemap.ts';
export { importContractors, type ImportReport } from './contractors/import-contractors.ts';
export { createStaffUser, STAFF_PASSWORD_MIN } from './staff/create-staff-user.ts';
export { startQuoteForm, submitLead, type LeadSubmission } from './leads/submit-lead.ts';
export {
  chooseBuilders,
  suggestBuilders,
  type ChosenBuilder,
  type OfferedBuilder,
  type RequestPlace,
} from './leads/route-lead.ts';
export { confirmRequest, withdrawRequest, type Withdrawal } from './leads/withdraw-request.ts';
export * from './leads/lead-inbox.ts';
export { submitPondPlan, type PlanOrigin } from './leads/submit-pond-plan.ts';
export * from './partners/partner-applications.ts';
export * from './partners/partner-dashboard.ts';
export * from './partners/partner-webhooks.ts';
export * from './builders/builder-checks.ts';
export * from './builders/builder-claims.ts';
export * from './builders/builder-listing.ts';
export * from './builders/builder-photos.ts';
export * from './builders/builder-requests.ts';
export * from './builders/request-flags.ts';
export { getSiteFigures, type SiteFigures } from './builders/site-figures.ts';
export * from './leads/project.ts';
export * from './leads/request-photos.ts';
export * from './leads/quote-files.ts';
export * from './leads/reported-threads.ts';
export * from './reviews/reviews.ts';
export * from './costs/cost-figures.ts';
export * from './costs/staff-costs.ts';
