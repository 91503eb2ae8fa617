/**
 * The `source` of a request sent from a builder's own website (the badge's quote form, or a quote
 * form with `builder-site`): it goes to that builder alone and credits no partner (the database's
 * lead_builder_site_partner and choose_builders hold it to both).
 */
export const BUILDER_SITE_SOURCE = 'builder-site';

/**
 * What the homeowner reads when a request from a builder's own website is held to that builder; the
 * database raises `onlyThisBuilder` word for word (choose_builders, hint lead_builder_site_only).
 */
export const BUILDER_SITE_MESSAGES = {
  onlyThisBuilder: (name: string) => `This request is for ${name} only.`,
  /** The form on the builder's page lost its builder: only a fresh page can name them again. */
  namesNoBuilder: "This form doesn't say which builder it is for. Please reload the page and send it again.",
  /** A builder's own website is theirs, not a partner's. */
  noPartner: "A request from a builder's own website cannot credit a partner.",
} as const;
