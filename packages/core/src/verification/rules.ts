import { stateByCode } from '../geo/states.ts';

// What we verify about a builder, and what "Verified" means, written once: the profile's
// panel, the badge, /about/verification and the database (private.state_licenses_ponds,
// private.check_valid_until, private.refresh_verification) all follow these rules.

export const CHECK_KINDS = [
  'licence',
  'insurance',
  'registration',
  'aquascape_cac',
  'ippca_certified',
  'ippca_member',
  'nalp_certified',
] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];

/**
 * The pond trade's own credentials, the ones pond homeowners recognise: checked as licences are (a
 * number, its issuer, the public page staff looked it up at, an end), shown on the profile and
 * filterable, but not part of what "Verified" means (private.credential_kinds is their twin).
 */
export const CREDENTIAL_KINDS = [
  'aquascape_cac',
  'ippca_certified',
  'ippca_member',
  'nalp_certified',
] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];

export const isCredentialKind = (kind: string): kind is CredentialKind =>
  (CREDENTIAL_KINDS as readonly string[]).includes(kind);

/** Who issues each credential, and where its holders are listed publicly (where staff look it up). */
export const CREDENTIALS: Readonly<Record<CredentialKind, { issuer: string; lookup: string }>> = {
  aquascape_cac: { issuer: 'Aquascape, Inc.', lookup: 'https://www.aquascapeinc.com/' },
  ippca_certified: {
    issuer: 'International Professional Pond Companies Association',
    lookup: 'https://www.ippca.com/',
  },
  ippca_member: {
    issuer: 'International Professional Pond Companies Association',
    lookup: 'https://www.ippca.com/',
  },
  nalp_certified: {
    issuer: 'National Association of Landscape Professionals',
    lookup: 'https://www.landscapeprofessionals.org/',
  },
};

/**
 * States that license landscape or pond construction, with the board a licence is looked up at, and
 * whether the state requires the licence number in every advertisement (websites included). Each
 * state's rule is checked against its board's own pages before it is added here.
 */
export const STATE_LICENSING: Readonly<
  Record<string, { board: string; lookup: string; classification: string; numberInAds: boolean }>
> = {
  OR: {
    board: 'Oregon Landscape Contractors Board',
    lookup: 'https://www.oregon.gov/lcb/Pages/Search-for-a-Licensed-Business.aspx',
    classification: 'Landscape construction',
    numberInAds: true,
  },
  NC: {
    board: "North Carolina Landscape Contractors' Licensing Board",
    lookup: 'https://www.nclclb.com/search-licensees/',
    classification: 'Landscape contractor',
    numberInAds: true,
  },
  CA: {
    board: 'Contractors State License Board',
    lookup: 'https://www.cslb.ca.gov/OnlineServices/CheckLicenseII/CheckLicense.aspx',
    classification: 'C-27 Landscaping',
    numberInAds: true,
  },
};

export const statesLicensingPonds = (): string[] => Object.keys(STATE_LICENSING).sort();

/** The badge a Verified builder wears, on the profile, the cards and the homeowner's choice. */
export const VERIFIED_BADGE = '✓ Verified';

/** How long a check counts from the day staff record it, when its document gives no end. */
export const CHECK_VALID_MONTHS = 12;

/** The day a check stops counting: insurance with its policy; a licence or credential its end or 12 months; a registration 12 months. */
export function checkValidUntil(kind: CheckKind, checkedOn: string, expiresOn: string | null): string | null {
  const inAYear = addMonths(checkedOn, CHECK_VALID_MONTHS);
  if (kind === 'insurance') return expiresOn;
  if (kind === 'registration') return inAYear;
  // A licence or a trade credential: its own end, or a year from the check.
  return expiresOn && expiresOn < inAYear ? expiresOn : inAYear;
}

/** As PostgreSQL adds months: a day past the new month's end is its last day (Feb 29 → Feb 28). */
function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, last));
  return first.toISOString().slice(0, 10);
}

/** A check that holds on a day: verified by staff, and not past its last day; a licence's state. */
export interface HeldCheck {
  kind: CheckKind;
  state?: string | null;
  validUntil: string;
}

/**
 * Verified means exactly this: current general liability insurance, and a current licence where the
 * builder's state licenses this work. A registration alone never makes a builder Verified.
 */
export function isVerified(state: string, checks: readonly HeldCheck[], today: string): boolean {
  const holds = (kind: CheckKind) =>
    checks.some(
      (check) =>
        check.kind === kind && check.validUntil >= today && (kind !== 'licence' || check.state === state),
    );
  return holds('insurance') && (!(state in STATE_LICENSING) || holds('licence'));
}

/** The rule in words, for /about/verification and the badge's explanation. */
export function verifiedRuleText(): string {
  const states = statesLicensingPonds()
    .map((code) => stateByCode(code)?.name ?? code)
    .join(', ');
  return `A builder is Verified when our staff have checked, against the public source named on the builder’s profile, current general liability insurance and — in states that license landscape and pond construction (${states}) — a current licence. Insurance counts until its policy ends; a licence until its expiry or for ${CHECK_VALID_MONTHS} months; a business registration for ${CHECK_VALID_MONTHS} months. A check stops counting on its last day by itself, and the badge goes with it.`;
}
