// '@pond/supabase/read': the public reads over PostgREST alone, without supabase-js, for code that
// must stay small (the directory widget, the site's route modules in the browser).
export { createPondReader, type PondReader } from './reader.ts';
export type { Contractor } from './contractors/contractor.ts';
export {
  searchContractors,
  type DirectoryContractor,
  type DirectoryFilters,
  type DirectoryPage,
} from './contractors/search-contractors.ts';
export { getContractorById } from './contractors/get-contractor-by-id.ts';
export { placeExists } from './contractors/place-exists.ts';
export { getCitySummary, type CitySummary } from './contractors/city-summary.ts';
export { getResponseTime, type ResponseTime } from './contractors/response-time.ts';
export { listCityBuilders, type CityBuilder } from './contractors/city-builders.ts';
export { listStateCities, type StateCity } from './contractors/list-state-cities.ts';
export {
  listSitemapStates,
  listSitemapStateCities,
  listSitemapStateBuilders,
  type SitemapState,
  type SitemapCityPage,
  type SitemapBuilder,
} from './contractors/sitemap-files.ts';
// The profile's gallery, and the one write the site's Worker makes: a photo it stored, recorded under
// the builder's own session (createPondReader's `token`).
export { PondDataError } from './errors.ts';
// The cost guide's figures, as the thresholds let them out.
export {
  getCostPage,
  getLocalCostRange,
  listCostSitemap,
  type CostFigure,
  type CostPageData,
  type LocalCostRange,
} from './costs/cost-figures.ts';
export {
  addMyPhoto,
  getPortfolio,
  myPhotoAllowance,
  type PortfolioPhoto,
} from './builders/builder-photos.ts';
// Site photos sent with a request: the Worker records them and asks whether an address is signed.
export { addRequestPhoto, requestPhotoAllowed, requestPhotosLeft } from './leads/request-photos.ts';
// A quote's PDF: the builder attaches it under their session; a signed address names the file.
export { attachQuoteFile, mayAttachQuoteFile, quoteFileKey } from './leads/quote-files.ts';
// The Worker's certificate door acts under the signed-in account's own session.
export {
  attachMyCertificate,
  certificateKey,
  getVerification,
  mayAttachCertificate,
} from './builders/builder-checks.ts';
// Reviews from homeowners we connected: the profile reads them; the review page writes one.
export {
  getReview,
  getReviews,
  reportReview,
  reviewForLink,
  submitReview,
  type PublishedReview,
  type ReviewInvitation,
} from './reviews/reviews.ts';
