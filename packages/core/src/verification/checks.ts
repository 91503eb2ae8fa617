import { stateByCode } from '../geo/states.ts';
import { formatLongDate } from '../format/dates.ts';
import { formatMoney } from '../format/numbers.ts';
import { STATE_LICENSING, type CheckKind } from './rules.ts';

/** A check as the profile shows it: only what is public (never an insurance policy number). */
export interface PublicCheck {
  kind: CheckKind;
  state: string | null;
  number: string | null;
  classification: string | null;
  authority: string | null;
  coverageAmount: number | null;
  outcome: string | null;
  sourceUrl: string;
  checkedAt: string;
  validUntil: string;
}

export const CHECK_LABELS: Record<CheckKind, string> = {
  licence: 'Licence',
  insurance: 'General liability insurance',
  registration: 'Business registration',
  aquascape_cac: 'Certified Aquascape Contractor',
  ippca_certified: 'IPPCA certified pond professional',
  ippca_member: 'IPPCA member',
  nalp_certified: 'Landscape Industry Certified (NALP)',
};

/** "Oregon Landscape Contractors Board licence #12345, active", and the like, for each kind. */
export function checkSummary(check: PublicCheck): string {
  const state = check.state ? (stateByCode(check.state)?.name ?? check.state) : '';
  const outcome = check.outcome ? `, ${check.outcome}` : '';
  switch (check.kind) {
    case 'licence': {
      const board =
        check.authority ??
        (check.state ? STATE_LICENSING[check.state]?.board : null) ??
        `${state} licensing board`;
      const classification = check.classification ? ` (${check.classification})` : '';
      return `${board} licence #${check.number}${classification}${outcome}`;
    }
    case 'insurance': {
      const coverage = check.coverageAmount ? `, ${formatMoney(check.coverageAmount)} coverage` : '';
      return `General liability insurance with ${check.authority}${coverage}, until ${formatLongDate(check.validUntil)}`;
    }
    case 'registration':
      return `Business registered in ${state}${check.number ? ` (entity #${check.number})` : ''}${outcome}`;
    default:
      // A trade credential: "Certified Aquascape Contractor with Aquascape, Inc. (#CAC-2231), listed".
      return `${CHECK_LABELS[check.kind]} with ${check.authority}${check.number ? ` (#${check.number})` : ''}${outcome}, until ${formatLongDate(check.validUntil)}`;
  }
}

/** "Checked on November 27, 2026 at {source}" */
export function checkedOnText(check: Pick<PublicCheck, 'checkedAt'>): string {
  return `Checked on ${formatLongDate(check.checkedAt.slice(0, 10))}`;
}

export const NOT_CHECKED_YET = 'Not checked yet';

/** The licence number a state requires in advertising, as the profile prints it; null elsewhere. */
export function advertisedLicence(state: string, checks: readonly PublicCheck[]): string | null {
  if (!STATE_LICENSING[state]?.numberInAds) return null;
  const licence = checks.find((check) => check.kind === 'licence' && check.state === state);
  return licence ? `${stateByCode(state)?.name ?? state} licence #${licence.number}` : null;
}

/** Field limits and messages of a builder's submission, the same in the form and the database. */
export const CHECK_LIMITS = { number: 50, text: 200, coverage: { min: 100_000, max: 100_000_000 } } as const;

/**
 * What each kind of check carries besides its number and issuer: insurance its coverage and the day
 * its policy ends (it counts until then), a licence or registration the state that issued it.
 */
export const CHECK_REQUIRED_FIELDS = {
  licence: ['state'],
  insurance: ['coverage', 'expiresOn'],
  registration: ['state'],
  aquascape_cac: [],
  ippca_certified: [],
  ippca_member: [],
  nalp_certified: [],
} as const satisfies Record<CheckKind, readonly ('state' | 'coverage' | 'expiresOn')[]>;

/** The public address staff checked a document at, as the profile links it: http(s), no spaces. */
export const CHECK_SOURCE_URL_PATTERN = /^https?:\/\/\S+$/;

export const CHECK_MESSAGES = {
  kind: 'Choose what it is from the list: a licence, insurance, a registration or a trade credential.',
  state: 'Choose the state that issued it.',
  number: `Enter the number as it is printed (at most ${CHECK_LIMITS.number} characters).`,
  authority:
    'Enter who issued it: the licensing board, the insurance company, the state office or the trade body.',
  coverage: `Enter the coverage in whole dollars, from ${formatMoney(CHECK_LIMITS.coverage.min)}.`,
  expiresOn: 'Enter the day it ends, today or later. Insurance always has one.',
  sourceUrl: 'Enter the public address you checked it at, starting with https://.',
  outcome: 'Say what the source showed, like “active” — or, to decline, why.',
} as const;
