/**
 * The `source` of a request sent from a builder's own website (the badge's quote form, or a quote
 * form with `builder-site`): it goes to that builder alone and credits no partner (the database's
 * lead_builder_site_partner and choose_builders hold it to both).
 */
export const BUILDER_SITE_SOURCE = 'builder-site';
