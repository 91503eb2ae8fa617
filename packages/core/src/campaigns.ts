// Campaigns: a partner tags a widget with `campaign="spring-sale"`, and with `utm` the
// widget also reads the page's own utm_source, utm_medium and utm_campaign at load. They travel with
// the request or plan (and on links to our pages), and the partner sees figures by campaign.

/** A campaign slug: lower-case letters, digits, hyphens and underscores, up to 40 (the database checks the same). */
export const CAMPAIGN_PATTERN = /^[a-z0-9][a-z0-9_-]{0,39}$/;

/** The longest UTM value kept (the database checks the same); longer ones are cut. */
export const UTM_MAX_LENGTH = 100;

/** The search parameter that carries a widget's campaign to our pages. */
export const CAMPAIGN_PARAM = 'campaign';

/** Where a request or plan came from, beyond the partner: all optional. */
export interface Attribution {
  campaign?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
}

const UTM_PARAMS = { utmSource: 'utm_source', utmMedium: 'utm_medium', utmCampaign: 'utm_campaign' } as const;

/** A UTM value as recorded: trimmed, control characters dropped, at most UTM_MAX_LENGTH; empty is none. */
function utmValue(raw: string | null): string | undefined {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const text = raw?.replace(/[\u0000-\u001f\u007f]/g, '').trim() ?? '';
  // Cut by characters, not UTF-16 units: half an emoji would make the request unsavable.
  return Array.from(text).slice(0, UTM_MAX_LENGTH).join('').trim() || undefined;
}

/** The page's UTM parameters (what a widget with `utm` reads at load). */
export function utmFromSearch(search: URLSearchParams): Attribution {
  const utm: Attribution = {};
  for (const [key, param] of Object.entries(UTM_PARAMS)) {
    const value = utmValue(search.get(param));
    if (value) utm[key as keyof typeof UTM_PARAMS] = value;
  }
  return utm;
}

/** A campaign and UTM values an address carries (a link from a partner's widget); invalid ones are dropped. */
export function attributionFromSearch(search: URLSearchParams): Attribution {
  const campaign = search.get(CAMPAIGN_PARAM)?.trim().toLowerCase();
  return { ...(campaign && CAMPAIGN_PATTERN.test(campaign) ? { campaign } : {}), ...utmFromSearch(search) };
}

/** The search parameters that carry an attribution on a link to our pages. */
export function attributionParams(attribution: Attribution | undefined): [string, string][] {
  if (!attribution) return [];
  const params: [string, string][] = attribution.campaign ? [[CAMPAIGN_PARAM, attribution.campaign]] : [];
  for (const [key, param] of Object.entries(UTM_PARAMS)) {
    const value = attribution[key as keyof typeof UTM_PARAMS];
    if (value) params.push([param, value]);
  }
  return params;
}

/** A campaign as a dashboard shows it: the slug, then the UTM values that came with it. */
export function describeAttribution(attribution: Attribution): string {
  const utm = [attribution.utmSource, attribution.utmMedium, attribution.utmCampaign]
    .filter(Boolean)
    .join(' / ');
  return [attribution.campaign, utm && `utm ${utm}`].filter(Boolean).join(' · ') || '—';
}
