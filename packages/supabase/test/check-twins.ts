import {
  REQUEST_FLAG_LIMITS,
  REQUEST_FLAG_REASONS,
  isRequestFlagReason,
  ACT_LIMITS,
  COST_KINDS,
  COST_SIZE_BANDS,
  costReasonOk,
  BUDGETS,
  CALL_TIMES,
  DECLINE_REASONS,
  HOMEOWNER_DECISIONS,
  MACHINE_ACCESS,
  POND_SIZES,
  requestDetailsProblem,
  MESSAGE_AUTHORS,
  MESSAGE_LIMITS,
  messageProblem,
  quoteProblems,
  type QuoteItem,
  BUILDER_ROLE,
  BUILDER_SERVICES,
  BUILDERS_PER_HOMEOWNER_PER_DAY,
  CERTIFICATE_CONTENT_TYPES,
  CERTIFICATE_LIMITS,
  CHECK_KINDS,
  CHECK_LIMITS,
  CHECK_REQUIRED_FIELDS,
  CHECK_SOURCE_URL_PATTERN,
  CLAIM_LIMITS,
  CONSENTS,
  EMAIL_MAX,
  JOB_POLICY,
  LEAD_CITY_MAX,
  LEAD_LOCATION_MAX,
  LEAD_MESSAGE_MAX,
  LEAD_NAME_MAX,
  LEAD_NAME_MIN,
  LEAD_PHONE_MAX,
  LEAD_PHONE_MIN,
  LISTING_LIMITS,
  MAX_CHOSEN_BUILDERS,
  MORE_BUILDERS,
  MIN_FILL_MS,
  NOT_FIT_REASONS,
  OUTBOX_TEMPLATES,
  PHOTO_CONTENT_TYPES,
  PHOTO_LIMITS,
  QUOTE_FILE_LIMITS,
  REQUEST_PHOTO_LIMITS,
  attachedPlanProblem,
  planRow,
  type AttachedPlan,
  PLANNER_LIMITS,
  PLANNER_PROJECT_TYPES,
  POND_TYPES,
  POSTAL_CODE,
  PROJECT_TYPES,
  QUOTE_MAX_DOLLARS,
  QUOTE_NOTE_MAX,
  REQUEST_MAIL_CHOICES,
  REQUEST_MARKS,
  REVIEW_PROJECT_TYPES,
  REVIEW_REMOVAL_REASONS,
  REVIEW_REPORT_REASONS,
  REVIEW_RULES,
  STAFF_ROLE,
  SUN_EXPOSURES,
  TIMELINES,
  US_STATES,
  UTM_MAX_LENGTH,
  WEBHOOK_EVENTS,
  WEBHOOK_SIGNINGS,
  WEBHOOK_URL_MAX,
  WEBHOOK_URL_PATTERN,
  WIDGET_TAGS,
  citySlug,
  estimatePondPlan,
  isCampaign,
  isEmail,
  isPartnerId,
  isStateCode,
  isWidgetTag,
  leadFormSchema,
  listingProblems,
  optionValues,
  photoDetailsProblems,
  plannerFormSchema,
  reportProblems,
  reviewProblems,
  utmFromSearch,
  type CheckKind,
  type ListingChanges,
  type ReviewInput,
} from '@pond/core';
import { importRecordSchema } from '@pond/core/import-record';
import {
  PARTNER_BUSINESS_KINDS,
  PARTNER_DECLINE_REASON_MIN,
  partnerApplicationSchema,
  siteOrigin,
} from '@pond/core/partner-application';

// Every CHECK constraint of the database, keyed `table.constraint`, with the @pond/core rule a form
// (or the code that writes the row) follows for the same thing, and values both must judge alike:
// check-parity.test.ts reads the constraints from the database, fails on one missing here, and
// evaluates each constraint's own expression on these values beside the twin's verdict. A
// constraint with no rule a person or our code chooses by is database-only, with the reason.

export type Row = Record<string, unknown>;

/** One row the constraint judges, and the verdict of its @pond/core twin on the same values. */
export interface ParityCase {
  row: Row;
  core: boolean;
}

export interface CoreTwin {
  /** The @pond/core names that hold the rule. */
  twin: string;
  cases: ParityCase[];
  /**
   * Why only values the twin takes are cases: the twin is a figure or an output (a setting, the
   * estimate) rather than a rule that refuses anything.
   */
  onlyValid?: string;
}

export interface DatabaseOnly {
  databaseOnly: string;
}

export type CheckTwin = CoreTwin | DatabaseOnly;

type Judge<T> = (value: T) => boolean;

interface Field {
  safeParse(value: unknown): { success: boolean; data?: unknown };
}

/** A form field as a rule: whether the form takes the value. */
const takes =
  (schema: { shape: Record<string, Field> }, field: string): Judge<unknown> =>
  (value) =>
    schema.shape[field]!.safeParse(value).success;

/** Whether the form takes the value and keeps it as it is (so the row holds this very value). */
const keeps =
  (schema: { shape: Record<string, Field> }, field: string): Judge<unknown> =>
  (value) => {
    const result = schema.shape[field]!.safeParse(value);
    return result.success && result.data === value;
  };

const x = (length: number) => 'x'.repeat(length);

/** Quotes' items as a builder might send them: adding up or not, listed, their own, malformed. */
const QUOTE_ITEM_CASES: { total: number; items: QuoteItem[] }[] = [
  { total: 18_500, items: [] },
  {
    total: 18_500,
    items: [
      { key: 'excavation', label: '', amount: 10_500 },
      { key: null, label: 'Bog filter', amount: 8_000 },
    ],
  },
  {
    total: 18_000,
    items: [
      { key: 'excavation', label: '', amount: 10_500 },
      { key: null, label: 'Bog filter', amount: 8_000 },
    ],
  },
  {
    total: 100,
    items: [
      { key: 'pump', label: '', amount: 100 },
      { key: 'fish', label: '', amount: 0 },
    ],
  },
  {
    total: 100,
    items: [
      { key: 'pump', label: '', amount: -1 },
      { key: 'fish', label: '', amount: 101 },
    ],
  },
  {
    total: 100,
    items: [
      { key: 'pump', label: '', amount: 99.5 },
      { key: 'fish', label: '', amount: 0.5 },
    ],
  },
  { total: 100, items: [{ key: 'pond' as QuoteItem['key'], label: 'Pond', amount: 100 }] },
  { total: 100, items: [{ key: null, label: '', amount: 100 }] },
  { total: 100, items: [{ key: null, label: x(60), amount: 100 }] },
  { total: 100, items: [{ key: null, label: x(61), amount: 100 }] },
  {
    total: 100,
    items: [
      { key: 'pump', label: '', amount: 50 },
      { key: null, label: 'PUMP', amount: 50 },
    ],
  },
  { total: 21, items: Array.from({ length: 21 }, (_, n) => ({ key: null, label: `Item ${n}`, amount: 1 })) },
  { total: 20, items: Array.from({ length: 20 }, (_, n) => ({ key: null, label: `Item ${n}`, amount: 1 })) },
];

/** A plan as the planner attaches it, for the plan's cases. */
const SAMPLE_PLAN = {
  from: 'planner',
  pondType: 'koi',
  lengthFt: 12,
  widthFt: 8,
  areaSqFt: 96,
  depthFt: 3,
  gallons: 2154,
  costLow: 5200,
  costHigh: 9100,
} as const;

const judged = <T>(column: string, values: readonly T[], core: Judge<T>): ParityCase[] =>
  values.map((value) => ({ row: { [column]: value }, core: core(value) }));

/**
 * Strings at a length rule's bounds: min-1 and min, max and max+1 characters; where the database
 * trims, the same again between spaces (which count for neither side).
 */
function lengths(
  column: string,
  bounds: { min?: number; max?: number; trims?: boolean; make?: (length: number) => string },
  core: Judge<string>,
): ParityCase[] {
  const make = bounds.make ?? x;
  const sizes = [
    ...(bounds.min === undefined ? [] : [bounds.min - 1, bounds.min]),
    ...(bounds.max === undefined ? [] : [bounds.max, bounds.max + 1]),
  ].filter((size) => size >= 0);
  const values = sizes.map(make);
  return judged(column, bounds.trims ? [...values, ...values.map((value) => `  ${value}  `)] : values, core);
}

/** Numbers at a range's bounds: a step below min, min, max and a step above max. */
function range(
  column: string,
  bounds: { min?: number; max?: number; step?: number },
  core: Judge<number>,
): ParityCase[] {
  const step = bounds.step ?? 1;
  const values = [
    ...(bounds.min === undefined ? [] : [bounds.min - step, bounds.min]),
    ...(bounds.max === undefined ? [] : [bounds.max, bounds.max + step]),
  ].map((value) => Number(value.toFixed(6)));
  return judged(column, values, core);
}

/** Every value of a list, and near misses: the same value padded, in capitals, cut short; others. */
function oneOf(column: string, values: readonly string[], core: Judge<string>, misses: string[] = []) {
  const first = values[0]!;
  const near = [`${first} `, ` ${first}`, first.toUpperCase(), first.slice(0, -1), '', ...misses];
  return judged(column, [...values, ...near.filter((miss) => !values.includes(miss))], core);
}

const inList =
  (values: readonly string[]): Judge<string> =>
  (value) =>
    values.includes(value);

const orNull =
  <T>(core: Judge<T>): Judge<T | null> =>
  (value) =>
    value === null || core(value);

/** Every state code, then codes that are not (lower case, padded, territories, none). */
const STATE_VALUES = [
  ...US_STATES.map((state) => state.code),
  'tx',
  'Tx',
  'TX ',
  'ZZ',
  'PR',
  'GU',
  'TXX',
  'T',
  '',
];
const states = (column: string) => judged(column, STATE_VALUES, isStateCode);

/** An address of exactly this many characters. */
const emailOf = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

const EMAILS = [
  'jo@example.com',
  "o'neil@example.co.uk",
  'a.b+c@sub.example.org',
  emailOf(EMAIL_MAX),
  emailOf(EMAIL_MAX + 1),
  '',
  'jo',
  'jo@',
  '@example.com',
  'jo@example',
  'jo @example.com',
  'jo@example.c',
  'jo@@example.com',
];

const PARTNER_IDS = [
  'greenthumb',
  'a',
  'a-b-1',
  'a'.repeat(63),
  'a'.repeat(64),
  '',
  '-abc',
  'Abc',
  'a_b',
  'a b',
];
const CAMPAIGNS = ['spring-sale', 'a_b', '0', x(40), x(41), '_a', '-a', 'Spring', '', 'a b', 'sale!'];

/** A UTM value the widget keeps as it read it (longer ones it cuts). */
const keptUtm = (value: string) =>
  utmFromSearch(new URLSearchParams({ utm_source: value })).utmSource === value;
const utmCases = (): ParityCase[] =>
  ['utm_source', 'utm_medium', 'utm_campaign'].flatMap((column) =>
    lengths(column, { max: UTM_MAX_LENGTH }, keptUtm),
  );

const review: ReviewInput = {
  stars: 4,
  title: 'A koi pond that works',
  body: 'They dug and lined our koi pond in four days and called back the same day.',
  hired: true,
  projectType: 'Koi Pond Construction',
  ownExperience: true,
};
const reviewTakes =
  <Field extends keyof ReviewInput>(field: Field): Judge<ReviewInput[Field]> =>
  (value) =>
    !reviewProblems({ ...review, [field]: value })[field];

/** Whether trimmed text is within a rule's bounds (the rules with no form function of their own). */
const trimmedWithin =
  ({ min = 0, max }: { min?: number; max: number }): Judge<string> =>
  (value) =>
    value.trim().length >= min && value.trim().length <= max;
const atMost =
  (max: number): Judge<string> =>
  (value) =>
    value.length <= max;

const listing: ListingChanges = {
  name: 'Parity Ponds',
  description: 'Koi ponds and waterfalls around Austin.',
  phone: '(512) 555-0100',
  website: 'https://parity-ponds.example.com',
  street: '100 Congress Ave',
  postal_code: '78701',
  services: ['Koi Pond Construction'],
  service_cities: ['Austin'],
  service_radius_miles: 40,
  hours: 'Mon–Fri 8am–6pm',
  founded_year: 1998,
};
/** Whether a listing with this one change has nothing wrong in that field, whatever the year. */
const listingTakes =
  (field: keyof ListingChanges, problem: keyof ReturnType<typeof listingProblems>): Judge<unknown> =>
  (value) =>
    !listingProblems({ ...listing, [field]: value }, Number.POSITIVE_INFINITY)[problem];

const photo = {
  caption: 'A koi pond with a waterfall',
  projectType: 'Koi Pond Construction',
  city: 'Austin',
};
const photoTakes =
  (field: keyof typeof photo): Judge<string> =>
  (value) =>
    !photoDetailsProblems({ ...photo, [field]: value })[field];

/** The estimator's range for the smallest and a large pond of each type: what a plan stores. */
const estimates = POND_TYPES.flatMap(({ value: pondType }) =>
  [
    { length: PLANNER_LIMITS.lengthMin, width: PLANNER_LIMITS.widthMin, depth: PLANNER_LIMITS.depthMin },
    { length: 60, width: 40, depth: 8 },
  ].map((size) => estimatePondPlan({ pondType, ...size, state: 'OH', sunExposure: 'full-sun' }).costEstimate),
);

/** Each kind of check with a field given and left out, judged by what the kind carries. */
function requiredBy(column: string, field: 'state' | 'coverage' | 'expiresOn', given: unknown): ParityCase[] {
  return CHECK_KINDS.flatMap((kind: CheckKind) =>
    [given, null].map((value) => ({
      row: { kind, [column]: value },
      core: value !== null || !(CHECK_REQUIRED_FIELDS[kind] as readonly string[]).includes(field),
    })),
  );
}

/** An application's websites as the form keeps them: the origins it makes of what was typed, unchanged. */
const keptWebsites = (websites: string[]) => {
  const result = partnerApplicationSchema.shape.websites.safeParse(websites.join('\n'));
  return result.success && JSON.stringify(result.data) === JSON.stringify(websites);
};
const origins = (count: number) =>
  Array.from({ length: count }, (_, index) => `https://site${index}.example.com`);

/** A host name with a character DNS names do not have: a URL takes it, a site's origin may not. */
const ODD_HOST = 'https://exa_mple.com';

const consentIds = Object.values(CONSENTS).map((consent) => consent.id);
const consentTexts = Object.values(CONSENTS).map((consent) => consent.text);

// The reasons a constraint is the database's alone.
const SINGLETON = 'Keeps its settings table to one row; no value in it is chosen by a person.';
const STATE =
  'A state only the database’s own functions move the row through; code reads it, no form or core rule chooses it.';
const SUPPLIED =
  'A bound on a value the page, widget or network supplies, never typed by a person; it only keeps rows small.';
const SETTING =
  'An operating setting kept only in the database (staff and tests tune it); core has no figure for it.';

export const CHECK_TWINS: Record<string, CheckTwin> = {
  // The cost guide: quotes sorted as core's costSortingOf sorts them (cost-guide.test.ts), staff's reasons.
  'cost_counts.cost_counts_measure': {
    databaseOnly:
      'The figures’ own bookkeeping (private.count_in_figure writes each measure); no person or form chooses one.',
  },
  'cost_quote_decisions.cost_quote_decision_reason': {
    twin: 'costReasonOk (COST_REASON_LIMITS)',
    cases: judged(
      'reason',
      ['x'.repeat(9), 'x'.repeat(10), ` ${'x'.repeat(9)} `, 'x'.repeat(500), 'x'.repeat(501)],
      costReasonOk,
    ),
  },
  // Requests a builder could not use: the builder's reason and note, staff's decision.
  'request_flags.request_flag_reason': {
    twin: 'REQUEST_FLAG_REASONS',
    cases: oneOf(
      'reason',
      REQUEST_FLAG_REASONS.map((reason) => reason.value),
      isRequestFlagReason,
      ['not_a_fit'],
    ),
  },
  'request_flags.request_flag_note': {
    twin: 'REQUEST_FLAG_LIMITS.note',
    cases: lengths('note', { max: REQUEST_FLAG_LIMITS.note }, atMost(REQUEST_FLAG_LIMITS.note)),
  },
  'request_flags.request_flag_status': {
    databaseOnly:
      'Set by flag_request (open) and decide_request_flag (confirmed, refused); no form sends it.',
  },
  'request_flags.request_flag_decided': {
    databaseOnly: 'decide_request_flag stamps the decision with its status; no form sends either.',
  },
  'request_flags.request_flag_decision_reason': {
    twin: 'REQUEST_FLAG_LIMITS.decision',
    cases: lengths(
      'decision_reason',
      { ...REQUEST_FLAG_LIMITS.decision, trims: true },
      trimmedWithin(REQUEST_FLAG_LIMITS.decision),
    ),
  },
  'cost_quotes.cost_quote_area': {
    twin: 'costSortingOf (an area is a plan’s or length × width, at least 1 sq ft)',
    cases: range('area_sq_ft', { min: 1 }, (area) => area >= 1),
  },
  'cost_quotes.cost_quote_band': {
    twin: 'COST_SIZE_BANDS',
    cases: oneOf(
      'band',
      COST_SIZE_BANDS.map((band) => band.key),
      inList(COST_SIZE_BANDS.map((band) => band.key)),
    ),
  },
  'cost_quotes.cost_quote_kind': {
    twin: 'COST_KINDS',
    cases: oneOf(
      'kind',
      COST_KINDS.map((kind) => kind.key),
      inList(COST_KINDS.map((kind) => kind.key)),
    ),
  },
  'cost_quotes.cost_quote_sample': {
    databaseOnly:
      'Sample quotes are the local seed’s, without a request; real ones always have one. No rule chooses it.',
  },
  'cost_quotes.cost_quote_state': {
    twin: 'isStateCode',
    cases: judged('state', STATE_VALUES, isStateCode),
  },
  'cost_quotes.cost_quote_total': {
    twin: 'QUOTE_MAX_DOLLARS',
    cases: range(
      'total',
      { min: 1, max: QUOTE_MAX_DOLLARS },
      (dollars) => dollars >= 1 && dollars <= QUOTE_MAX_DOLLARS,
    ),
  },
  // Settings (schema private).
  'act_limits.act_limits_per_hour_check': {
    twin: 'ACT_LIMITS',
    cases: judged('per_hour', Object.values(ACT_LIMITS), () => true),
    onlyValid: 'The act limits the migration writes are these figures.',
  },
  'form_limits.form_limits_min_fill_ms_check': {
    twin: 'MIN_FILL_MS',
    cases: judged('min_fill_ms', [MIN_FILL_MS], () => true),
    onlyValid: 'The quote form’s minimum fill time is this figure.',
  },
  'form_limits.form_limits_singleton_check': { databaseOnly: SINGLETON },
  'job_policy.job_policy_max_attempts_check': {
    twin: 'JOB_POLICY (attempts)',
    cases: judged(
      'max_attempts',
      Object.values(JOB_POLICY).map((policy) => policy.attempts),
      () => true,
    ),
    onlyValid: 'The job worker writes JOB_POLICY into the table at start.',
  },
  'lead_limits.lead_limits_per_address_per_hour_check': { databaseOnly: SETTING },
  'lead_limits.lead_limits_per_email_per_hour_check': { databaseOnly: SETTING },
  'lead_limits.lead_limits_singleton_check': { databaseOnly: SINGLETON },
  'link_keys.link_keys_only_row_check': { databaseOnly: SINGLETON },
  'network_settings.network_settings_singleton_check': { databaseOnly: SINGLETON },
  'network_settings.network_settings_trusted_proxies_check': { databaseOnly: SETTING },
  'outbox_limits.outbox_limits_planner_copies_per_address_per_day_check': { databaseOnly: SETTING },
  'outbox_limits.outbox_limits_planner_copies_per_caller_per_day_check': { databaseOnly: SETTING },
  'outbox_limits.outbox_limits_singleton_check': { databaseOnly: SINGLETON },
  'pending_purges.pending_purges_reach_check': {
    databaseOnly:
      'Which pages a listing change purges (builder, city, state), worked out by the database alone.',
  },
  'routing_limits.routing_limits_builders_per_homeowner_per_day_check': {
    twin: 'BUILDERS_PER_HOMEOWNER_PER_DAY',
    cases: judged('builders_per_homeowner_per_day', [BUILDERS_PER_HOMEOWNER_PER_DAY], () => true),
    onlyValid: 'The daily builder allowance the migration writes is this figure.',
  },
  'routing_limits.routing_limits_confirmations_per_address_per_hour_check': { databaseOnly: SETTING },
  'routing_limits.routing_limits_singleton_check': { databaseOnly: SINGLETON },
  'site_check_policy.site_check_policy_failures_to_unprove_check': { databaseOnly: SETTING },
  'site_check_policy.site_check_policy_singleton_check': { databaseOnly: SINGLETON },
  'widget_load_limits.widget_load_elsewhere_cap': { databaseOnly: SETTING },
  'widget_load_limits.widget_load_limits_per_origin_per_day_check': { databaseOnly: SETTING },
  'widget_load_limits.widget_load_limits_singleton_check': { databaseOnly: SINGLETON },

  // A builder's account, listing, changes, photos and claims.
  'builder_accounts.builder_request_mail': {
    twin: 'REQUEST_MAIL_CHOICES',
    cases: oneOf(
      'request_mail',
      REQUEST_MAIL_CHOICES.map((choice) => choice.value),
      inList(REQUEST_MAIL_CHOICES.map((choice) => choice.value)),
    ),
  },
  'contractor_changes.contractor_change_role': {
    twin: 'BUILDER_ROLE, STAFF_ROLE',
    cases: oneOf('role', [BUILDER_ROLE, STAFF_ROLE], inList([BUILDER_ROLE, STAFF_ROLE]), ['partner']),
  },
  'contractor_emails.contractor_email_format': {
    twin: 'importRecordSchema.email (EMAIL_PATTERN, EMAIL_MAX)',
    cases: judged('email', EMAILS, keeps(importRecordSchema, 'email')),
  },
  'contractor_photos.photo_caption': {
    twin: 'photoDetailsProblems (PHOTO_LIMITS.caption)',
    cases: lengths('caption', { min: 1, max: PHOTO_LIMITS.caption, trims: true }, photoTakes('caption')),
  },
  'contractor_photos.photo_city': {
    twin: 'photoDetailsProblems (PHOTO_LIMITS.city)',
    cases: lengths('city', { min: 1, max: PHOTO_LIMITS.city, trims: true }, photoTakes('city')),
  },
  'contractor_photos.photo_file_type': {
    twin: 'PHOTO_CONTENT_TYPES',
    cases: oneOf('file_type', Object.keys(PHOTO_CONTENT_TYPES), inList(Object.keys(PHOTO_CONTENT_TYPES)), [
      'gif',
      'avif',
    ]),
  },
  'contractor_photos.photo_original_bytes': {
    twin: 'PHOTO_LIMITS.maxBytes',
    cases: range(
      'original_bytes',
      { min: 1, max: PHOTO_LIMITS.maxBytes },
      (bytes) => bytes >= 1 && bytes <= PHOTO_LIMITS.maxBytes,
    ),
  },
  'contractor_photos.photo_project_type': {
    twin: 'photoDetailsProblems (BUILDER_SERVICES)',
    cases: oneOf('project_type', BUILDER_SERVICES, photoTakes('projectType'), ['Other']),
  },
  'contractor_photos.photo_status': { databaseOnly: STATE },
  'request_photos.request_photo_file_type': {
    twin: 'PHOTO_CONTENT_TYPES (the same pipeline as builders’ photos)',
    cases: oneOf('file_type', Object.keys(PHOTO_CONTENT_TYPES), inList(Object.keys(PHOTO_CONTENT_TYPES)), [
      'gif',
      'avif',
    ]),
  },
  'request_photos.request_photo_original_bytes': {
    twin: 'PHOTO_LIMITS.maxBytes',
    cases: range(
      'original_bytes',
      { min: 1, max: PHOTO_LIMITS.maxBytes },
      (bytes) => bytes >= 1 && bytes <= PHOTO_LIMITS.maxBytes,
    ),
  },
  'request_photos.request_photo_position': {
    twin: 'REQUEST_PHOTO_LIMITS.photos',
    cases: range(
      'position',
      { min: 1, max: REQUEST_PHOTO_LIMITS.photos },
      (position) => position >= 1 && position <= REQUEST_PHOTO_LIMITS.photos,
    ),
  },
  'request_photos.request_photo_status': { databaseOnly: STATE },
  'lead_routes.lead_route_quote_file': {
    twin: 'QUOTE_FILE_LIMITS.maxBytes',
    cases: [1, QUOTE_FILE_LIMITS.maxBytes, 0, QUOTE_FILE_LIMITS.maxBytes + 1].map((bytes) => ({
      row: { quote_file_key: 'quote-files/x', quote_file_bytes: bytes },
      core: bytes >= 1 && bytes <= QUOTE_FILE_LIMITS.maxBytes,
    })),
  },
  'lead_submissions.lead_plan': {
    twin: 'attachedPlanProblem',
    cases: [
      SAMPLE_PLAN,
      { ...SAMPLE_PLAN, from: 'calculator', pondType: null, lengthFt: null, widthFt: null },
      { ...SAMPLE_PLAN, from: 'spreadsheet' },
      { ...SAMPLE_PLAN, pondType: null },
      { ...SAMPLE_PLAN, pondType: 'lake' },
      { ...SAMPLE_PLAN, widthFt: null },
      { ...SAMPLE_PLAN, lengthFt: 501 },
      { ...SAMPLE_PLAN, depthFt: 0.5 },
      { ...SAMPLE_PLAN, depthFt: 0.4 },
      { ...SAMPLE_PLAN, areaSqFt: 250_001 },
      { ...SAMPLE_PLAN, gallons: 2154.5 },
      { ...SAMPLE_PLAN, costLow: 9200 },
      { ...SAMPLE_PLAN, costLow: 0 },
      { ...SAMPLE_PLAN, costHigh: 100_000_001 },
      // Figures that are not numbers: refused, never an error inside the CHECK.
      { ...SAMPLE_PLAN, widthFt: '8' },
      { ...SAMPLE_PLAN, lengthFt: true },
      { ...SAMPLE_PLAN, gallons: 'lots' },
    ].map((plan) => ({
      row: { plan: planRow(plan as AttachedPlan) },
      core: attachedPlanProblem(plan as AttachedPlan) === null,
    })),
  },
  'builder_claims.builder_claim_email': { twin: 'isEmail', cases: judged('email', EMAILS, isEmail) },
  'builder_claims.builder_claim_kind': { databaseOnly: STATE },
  'builder_claims.builder_claim_name': {
    twin: 'LEAD_NAME_MAX (the claim form’s name)',
    cases: lengths('name', { max: LEAD_NAME_MAX }, atMost(LEAD_NAME_MAX)),
  },
  'builder_claims.builder_claim_note': {
    twin: 'CLAIM_LIMITS.note',
    cases: lengths('note', { max: CLAIM_LIMITS.note }, atMost(CLAIM_LIMITS.note)),
  },
  'builder_claims.builder_claim_phone': {
    twin: 'LEAD_PHONE_MAX (the claim form’s phone)',
    cases: lengths('phone', { max: LEAD_PHONE_MAX }, atMost(LEAD_PHONE_MAX)),
  },
  'builder_claims.builder_claim_reason': {
    twin: 'CLAIM_LIMITS.reason',
    cases: lengths('reason', { max: CLAIM_LIMITS.reason }, atMost(CLAIM_LIMITS.reason)),
  },
  'builder_claims.builder_claim_status': { databaseOnly: STATE },
  'builder_claims.builder_claim_website': {
    twin: 'LISTING_LIMITS.website',
    cases: lengths('website', { max: LISTING_LIMITS.website }, atMost(LISTING_LIMITS.website)),
  },

  // The directory.
  'contractors.contractor_city_present': {
    twin: 'importRecordSchema.city',
    cases: judged('city', ['', '   ', 'Austin', ' Austin '], takes(importRecordSchema, 'city')),
  },
  'contractors.contractor_description_length': {
    twin: 'listingProblems (LISTING_LIMITS.description)',
    cases: lengths(
      'description',
      { max: LISTING_LIMITS.description },
      listingTakes('description', 'description'),
    ),
  },
  'contractors.contractor_founded_year': {
    twin: 'listingProblems (LISTING_LIMITS.foundedYear)',
    cases: range('founded_year', LISTING_LIMITS.foundedYear, listingTakes('founded_year', 'foundedYear')),
  },
  'contractors.contractor_hours_length': {
    twin: 'listingProblems (LISTING_LIMITS.hours)',
    cases: lengths('hours', { max: LISTING_LIMITS.hours }, listingTakes('hours', 'hours')),
  },
  'contractors.contractor_name_present': {
    twin: 'importRecordSchema.name',
    cases: judged('name', ['', '   ', 'Lotus Ponds', ' Lotus Ponds '], takes(importRecordSchema, 'name')),
  },
  'contractors.contractor_paused_until': {
    databaseOnly: 'A holiday’s end is kept only with the pause it ends: set_my_pause writes both or neither.',
  },
  'contractors.contractor_postal_code': {
    twin: 'importRecordSchema.postal_code, listingProblems (postalCode)',
    cases: judged(
      'postal_code',
      ['78701', '07501', '7870', '787011', '78701-1234', ' 78701', 'abcde', ''],
      (zip) =>
        keeps(importRecordSchema, 'postal_code')(zip) && listingTakes('postal_code', 'postalCode')(zip),
    ),
  },
  'contractors.contractor_rating_range': {
    twin: 'importRecordSchema.rating',
    cases: range('rating', { min: 0, max: 5, step: 0.1 }, takes(importRecordSchema, 'rating')),
  },
  'contractors.contractor_rating_source': {
    twin: 'importRecordSchema.rating_source',
    cases: lengths('rating_source', { min: 1, max: 60 }, keeps(importRecordSchema, 'rating_source')),
  },
  'contractors.contractor_reviews_positive': {
    twin: 'importRecordSchema.reviews',
    cases: range('reviews', { min: 0 }, takes(importRecordSchema, 'reviews')),
  },
  'contractors.contractor_service_radius': {
    twin: 'listingProblems (LISTING_LIMITS.radiusMiles)',
    cases: range(
      'service_radius_miles',
      LISTING_LIMITS.radiusMiles,
      listingTakes('service_radius_miles', 'radiusMiles'),
    ),
  },
  'contractors.contractor_state_code': { twin: 'isStateCode', cases: states('state') },
  'contractors.contractor_verified_stars': {
    twin: 'REVIEW_RULES.stars (one count for each number of stars)',
    cases: [4, 5, 6].map((length) => ({
      row: { verified_stars: Array.from({ length }, () => 0) },
      core: length === REVIEW_RULES.stars.max - REVIEW_RULES.stars.min + 1,
    })),
  },
  'cities.cities_city_name_check': {
    twin: 'importRecordSchema.city',
    cases: judged('city_name', ['', '   ', 'Austin', ' Austin '], takes(importRecordSchema, 'city')),
  },
  'cities.cities_slug_check': {
    twin: 'citySlug',
    cases: judged(
      'slug',
      ['austin', 'round-rock', 'st.-louis', "coeur-d'alene", 'Austin', 'round rock', 'a/b', 'austin\t', ''],
      (slug) => slug.trim() !== '' && citySlug(slug) === slug,
    ),
  },
  'cities.cities_state_code_check': { twin: 'isStateCode', cases: states('state_code') },
  'zip_codes.zip_codes_latitude_check': {
    databaseOnly:
      'Reference data loaded from the ZIP file; no form takes a coordinate and core has no rule for one.',
  },
  'zip_codes.zip_codes_longitude_check': {
    databaseOnly:
      'Reference data loaded from the ZIP file; no form takes a coordinate and core has no rule for one.',
  },
  'zip_codes.zip_codes_state_check': { twin: 'isStateCode', cases: states('state') },
  'zip_codes.zip_codes_zip_check': {
    twin: 'POSTAL_CODE',
    cases: judged('zip', ['78701', '07501', '7870', '787011', '78701-1234', 'abcde', ''], (zip) =>
      POSTAL_CODE.test(zip),
    ),
  },

  // Quote requests, plans and the builders chosen.
  'consent_texts.consent_id_format': {
    twin: 'CONSENTS (ids)',
    cases: judged(
      'id',
      [...consentIds, 'Quote-form', '-quote-form', 'quote form', x(61), ''],
      inList(consentIds),
    ),
  },
  'consent_texts.consent_text_length': {
    twin: 'CONSENTS (texts)',
    cases: judged('text', [...consentTexts, '', x(2001)], inList(consentTexts)),
  },
  'lead_routes.lead_route_consent': {
    twin: 'CONSENTS.builderChoice',
    cases: judged('consent_text', [CONSENTS.builderChoice.text, '', '   ', x(2001)], inList(consentTexts)),
  },
  'lead_routes.lead_route_contacted_after_chosen': {
    databaseOnly: 'Times the database stamps itself: a builder marks contact after the homeowner chose them.',
  },
  'lead_routes.lead_route_decline_reason': {
    twin: 'DECLINE_REASONS',
    cases: [
      ...oneOf('decline_reason', optionValues(DECLINE_REASONS), inList(optionValues(DECLINE_REASONS))),
      { row: { decline_reason: null }, core: true },
    ],
  },
  'lead_routes.lead_route_delivery': { databaseOnly: STATE },
  'lead_routes.lead_route_homeowner_decision': {
    twin: 'HOMEOWNER_DECISIONS',
    cases: oneOf('homeowner_decision', HOMEOWNER_DECISIONS, inList(HOMEOWNER_DECISIONS), ['won']),
  },
  'lead_routes.lead_route_not_fit_reason': {
    twin: 'NOT_FIT_REASONS',
    cases: [
      ...oneOf('not_fit_reason', NOT_FIT_REASONS, inList(NOT_FIT_REASONS)),
      { row: { not_fit_reason: null }, core: true },
    ],
  },
  'lead_routes.lead_route_outcome': {
    twin: 'REQUEST_MARKS (but contacted, which is a time, not an outcome)',
    cases: oneOf(
      'outcome',
      REQUEST_MARKS.filter((mark) => mark !== 'contacted'),
      (mark) => mark !== 'contacted' && inList(REQUEST_MARKS)(mark),
      ['contacted'],
    ),
  },
  'lead_routes.lead_route_quote_amount': {
    twin: 'QUOTE_MAX_DOLLARS',
    cases: range(
      'quote_amount',
      { min: 1, max: QUOTE_MAX_DOLLARS },
      (dollars) => dollars >= 1 && dollars <= QUOTE_MAX_DOLLARS,
    ),
  },
  'lead_routes.lead_route_quote_note': {
    twin: 'QUOTE_NOTE_MAX',
    cases: lengths('quote_note', { max: QUOTE_NOTE_MAX }, atMost(QUOTE_NOTE_MAX)),
  },
  'lead_routes.lead_route_slot': {
    twin: 'MAX_CHOSEN_BUILDERS + MORE_BUILDERS (the first choice, then the offer’s)',
    cases: range(
      'slot',
      { min: 1, max: MAX_CHOSEN_BUILDERS + MORE_BUILDERS },
      (slot) => slot >= 1 && slot <= MAX_CHOSEN_BUILDERS + MORE_BUILDERS,
    ),
  },
  'request_quotes.request_quote_items': {
    twin: 'quoteProblems (items)',
    cases: QUOTE_ITEM_CASES.map(({ total, items }) => ({
      row: { total, items },
      core: !quoteProblems({ total, items, startsOn: null, validUntil: null, note: null }, '2026-11-28')
        .items,
    })),
  },
  'request_quotes.request_quote_note': {
    twin: 'QUOTE_NOTE_MAX',
    cases: lengths('note', { max: QUOTE_NOTE_MAX }, atMost(QUOTE_NOTE_MAX)),
  },
  'request_quotes.request_quote_revision': {
    databaseOnly: 'The database numbers a quote’s revisions itself (private.record_quote).',
  },
  'request_quotes.request_quote_total': {
    twin: 'QUOTE_MAX_DOLLARS',
    cases: range(
      'total',
      { min: 1, max: QUOTE_MAX_DOLLARS },
      (dollars) => dollars >= 1 && dollars <= QUOTE_MAX_DOLLARS,
    ),
  },
  'request_messages.request_message_author': {
    twin: 'MESSAGE_AUTHORS',
    cases: oneOf('author', MESSAGE_AUTHORS, inList(MESSAGE_AUTHORS), ['staff']),
  },
  'request_messages.request_message_body': {
    twin: 'messageProblem',
    cases: judged(
      'body',
      [
        'Can you start in March?',
        'See https://example.com/plan, a < b and 3<4',
        x(MESSAGE_LIMITS.bodyMax),
        x(MESSAGE_LIMITS.bodyMax + 1),
        '',
        '   ',
        'Hello <b>there</b>',
        '</p>',
        '<!-- x -->',
        '<?php',
      ],
      (body) => messageProblem(body) === null,
    ),
  },
  'request_thread_reports.request_thread_reported_by': {
    twin: 'MESSAGE_AUTHORS',
    cases: oneOf('reported_by', MESSAGE_AUTHORS, inList(MESSAGE_AUTHORS)),
  },
  'lead_submissions.lead_budget': {
    twin: 'BUDGETS (Help builders quote)',
    cases: oneOf('budget', optionValues(BUDGETS), inList(optionValues(BUDGETS))),
  },
  'lead_submissions.lead_call_time': {
    twin: 'CALL_TIMES',
    cases: oneOf('call_time', optionValues(CALL_TIMES), inList(optionValues(CALL_TIMES))),
  },
  'lead_submissions.lead_machine_access': {
    twin: 'MACHINE_ACCESS',
    cases: oneOf('machine_access', optionValues(MACHINE_ACCESS), inList(optionValues(MACHINE_ACCESS))),
  },
  'lead_submissions.lead_pond_feet': {
    twin: 'requestDetailsProblem (POND_FEET)',
    cases: [
      [12, 8],
      [1, 500],
      [0, 8],
      [501, 8],
      [12, 0],
      [12, null],
      [null, 600],
      [null, null],
    ].map(([lengthFt, widthFt]) => ({
      row: { pond_length_ft: lengthFt, pond_width_ft: widthFt },
      core: requestDetailsProblem({ lengthFt, widthFt }) === null,
    })),
  },
  'lead_submissions.lead_pond_size': {
    twin: 'POND_SIZES',
    cases: oneOf('pond_size', optionValues(POND_SIZES), inList(optionValues(POND_SIZES))),
  },
  'lead_submissions.lead_timing': {
    twin: 'TIMELINES (Help builders quote)',
    cases: oneOf('timing', optionValues(TIMELINES), inList(optionValues(TIMELINES))),
  },
  'lead_submissions.lead_campaign_format': {
    twin: 'isCampaign',
    cases: judged('campaign', CAMPAIGNS, isCampaign),
  },
  'lead_submissions.lead_city_max': {
    twin: 'LEAD_CITY_MAX',
    cases: lengths('city', { max: LEAD_CITY_MAX }, atMost(LEAD_CITY_MAX)),
  },
  'lead_submissions.lead_contractor_name_max': {
    twin: 'LISTING_LIMITS.name (the name of the listing a request is for)',
    cases: lengths('contractor_name', { max: LISTING_LIMITS.name }, atMost(LISTING_LIMITS.name)),
  },
  'lead_submissions.lead_email_format': {
    twin: 'leadFormSchema.email',
    cases: judged('email', EMAILS, takes(leadFormSchema, 'email')),
  },
  'lead_submissions.lead_email_max': {
    twin: 'leadFormSchema.email (EMAIL_MAX)',
    cases: lengths('email', { max: EMAIL_MAX, make: emailOf }, takes(leadFormSchema, 'email')),
  },
  'lead_submissions.lead_form_token_max': { databaseOnly: SUPPLIED },
  'lead_submissions.lead_form_trap_max': { databaseOnly: SUPPLIED },
  'lead_submissions.lead_location_length': {
    twin: 'leadFormSchema.location (LEAD_LOCATION_MAX)',
    cases: lengths('location', { max: LEAD_LOCATION_MAX }, takes(leadFormSchema, 'location')),
  },
  'lead_submissions.lead_message_length': {
    twin: 'leadFormSchema.message (LEAD_MESSAGE_MAX)',
    cases: lengths('message', { max: LEAD_MESSAGE_MAX }, takes(leadFormSchema, 'message')),
  },
  'lead_submissions.lead_name_length': {
    twin: 'leadFormSchema.name (LEAD_NAME_MIN)',
    cases: lengths('name', { min: LEAD_NAME_MIN, trims: true }, takes(leadFormSchema, 'name')),
  },
  'lead_submissions.lead_name_max': {
    twin: 'leadFormSchema.name (LEAD_NAME_MAX)',
    cases: lengths('name', { max: LEAD_NAME_MAX }, takes(leadFormSchema, 'name')),
  },
  'lead_submissions.lead_page_origin_length': { databaseOnly: SUPPLIED },
  'lead_submissions.lead_partner_format': {
    twin: 'isPartnerId',
    cases: judged('partner', [...PARTNER_IDS, null], orNull(isPartnerId)),
  },
  'lead_submissions.lead_phone_length': {
    twin: 'leadFormSchema.phone (LEAD_PHONE_MIN)',
    cases: lengths(
      'phone',
      { min: LEAD_PHONE_MIN, trims: true, make: (length) => '5'.repeat(length) },
      takes(leadFormSchema, 'phone'),
    ),
  },
  'lead_submissions.lead_phone_max': {
    twin: 'leadFormSchema.phone (LEAD_PHONE_MAX)',
    cases: lengths(
      'phone',
      { max: LEAD_PHONE_MAX, make: (length) => '5'.repeat(length) },
      takes(leadFormSchema, 'phone'),
    ),
  },
  'lead_submissions.lead_project_type': {
    twin: 'leadFormSchema.projectType (PROJECT_TYPES), PLANNER_PROJECT_TYPES',
    cases: oneOf(
      'project_type',
      [...PROJECT_TYPES, ...PLANNER_PROJECT_TYPES],
      (type) => takes(leadFormSchema, 'projectType')(type) || inList(PLANNER_PROJECT_TYPES)(type),
      ['Pond Planner: pool', 'Pond Planner: ', 'Swimming Pool'],
    ),
  },
  'lead_submissions.lead_request_origin_max': { databaseOnly: SUPPLIED },
  'lead_submissions.lead_source_length': { databaseOnly: SUPPLIED },
  'lead_submissions.lead_builder_site_partner': {
    databaseOnly:
      'The kit’s builder-site host sends no partner (createBuilderSiteHost); the database holds every other sender to it.',
  },
  'lead_submissions.lead_state_code': {
    twin: 'isStateCode',
    cases: judged('state', [...STATE_VALUES, null], orNull(isStateCode)),
  },
  'lead_submissions.lead_utm_length': { twin: 'utmFromSearch (UTM_MAX_LENGTH)', cases: utmCases() },
  'pond_planner_submissions.planner_budget': {
    twin: 'plannerFormSchema.budget (BUDGETS)',
    cases: oneOf('budget', optionValues(BUDGETS), takes(plannerFormSchema, 'budget')),
  },
  'pond_planner_submissions.planner_campaign_format': {
    twin: 'isCampaign',
    cases: judged('campaign', CAMPAIGNS, isCampaign),
  },
  'pond_planner_submissions.planner_cost_min': {
    twin: 'estimatePondPlan (costEstimate.minCost)',
    cases: judged(
      'cost_estimate_min',
      estimates.map((estimate) => estimate.minCost),
      () => true,
    ),
    onlyValid: 'A plan stores the estimator’s own figures.',
  },
  'pond_planner_submissions.planner_cost_order': {
    twin: 'estimatePondPlan (costEstimate)',
    cases: estimates.map((estimate) => ({
      row: { cost_estimate_min: estimate.minCost, cost_estimate_max: estimate.maxCost },
      core: true,
    })),
    onlyValid: 'A plan stores the estimator’s own figures.',
  },
  'pond_planner_submissions.planner_depth_min': {
    twin: 'plannerFormSchema.depth (PLANNER_LIMITS.depthMin)',
    cases: range('depth', { min: PLANNER_LIMITS.depthMin, step: 0.01 }, takes(plannerFormSchema, 'depth')),
  },
  'pond_planner_submissions.planner_email_format': {
    twin: 'plannerFormSchema.email',
    cases: judged('email', EMAILS, takes(plannerFormSchema, 'email')),
  },
  'pond_planner_submissions.planner_email_max': {
    twin: 'plannerFormSchema.email (EMAIL_MAX)',
    cases: lengths('email', { max: EMAIL_MAX, make: emailOf }, takes(plannerFormSchema, 'email')),
  },
  'pond_planner_submissions.planner_features_max': {
    twin: 'plannerFormSchema.features (PLANNER_LIMITS.featuresMax)',
    cases: lengths('features', { max: PLANNER_LIMITS.featuresMax }, takes(plannerFormSchema, 'features')),
  },
  'pond_planner_submissions.planner_length_min': {
    twin: 'plannerFormSchema.length (PLANNER_LIMITS.lengthMin)',
    cases: range('length', { min: PLANNER_LIMITS.lengthMin, step: 0.01 }, takes(plannerFormSchema, 'length')),
  },
  'pond_planner_submissions.planner_name_length': {
    twin: 'plannerFormSchema.name',
    cases: lengths('name', { min: 2, trims: true }, takes(plannerFormSchema, 'name')),
  },
  'pond_planner_submissions.planner_name_max': {
    twin: 'plannerFormSchema.name (LEAD_NAME_MAX)',
    cases: lengths('name', { max: LEAD_NAME_MAX }, takes(plannerFormSchema, 'name')),
  },
  'pond_planner_submissions.planner_page_origin_length': { databaseOnly: SUPPLIED },
  'pond_planner_submissions.planner_partner_format': {
    twin: 'isPartnerId',
    cases: judged('partner', [...PARTNER_IDS, null], orNull(isPartnerId)),
  },
  'pond_planner_submissions.planner_pond_type': {
    twin: 'plannerFormSchema.pondType (POND_TYPES)',
    cases: oneOf('pond_type', optionValues(POND_TYPES), takes(plannerFormSchema, 'pondType')),
  },
  'pond_planner_submissions.planner_request_origin_max': { databaseOnly: SUPPLIED },
  'pond_planner_submissions.planner_source_length': { databaseOnly: SUPPLIED },
  'pond_planner_submissions.planner_state_code': {
    twin: 'plannerFormSchema.state (US_STATES)',
    cases: judged('state', STATE_VALUES, takes(plannerFormSchema, 'state')),
  },
  'pond_planner_submissions.planner_sun_exposure': {
    twin: 'plannerFormSchema.sunExposure (SUN_EXPOSURES)',
    cases: oneOf('sun_exposure', optionValues(SUN_EXPOSURES), takes(plannerFormSchema, 'sunExposure')),
  },
  'pond_planner_submissions.planner_timeline': {
    twin: 'plannerFormSchema.timeline (TIMELINES)',
    cases: oneOf('timeline', optionValues(TIMELINES), takes(plannerFormSchema, 'timeline')),
  },
  'pond_planner_submissions.planner_utm_length': {
    twin: 'utmFromSearch (UTM_MAX_LENGTH)',
    cases: utmCases(),
  },
  'pond_planner_submissions.planner_width_min': {
    twin: 'plannerFormSchema.width (PLANNER_LIMITS.widthMin)',
    cases: range('width', { min: PLANNER_LIMITS.widthMin, step: 0.01 }, takes(plannerFormSchema, 'width')),
  },

  // Mail.
  'email_outbox.outbox_status': { databaseOnly: STATE },
  'email_outbox.outbox_template': {
    twin: 'OUTBOX_TEMPLATES',
    cases: oneOf('template', OUTBOX_TEMPLATES, inList(OUTBOX_TEMPLATES)),
  },

  // Partners.
  'partner_applications.application_business_kind': {
    twin: 'partnerApplicationSchema.businessKind (PARTNER_BUSINESS_KINDS)',
    cases: oneOf(
      'business_kind',
      PARTNER_BUSINESS_KINDS.map((kind) => kind.value),
      takes(partnerApplicationSchema, 'businessKind'),
    ),
  },
  'partner_applications.application_business_name': {
    twin: 'partnerApplicationSchema.businessName',
    cases: lengths('business_name', { min: 2, max: 120 }, takes(partnerApplicationSchema, 'businessName')),
  },
  'partner_applications.application_client_address_max': { databaseOnly: SUPPLIED },
  'partner_applications.application_contact_name': {
    twin: 'partnerApplicationSchema.contactName',
    cases: lengths('contact_name', { min: 2, max: 120 }, takes(partnerApplicationSchema, 'contactName')),
  },
  'partner_applications.application_decided': {
    databaseOnly:
      'The database stamps the decision’s time as it decides: pending has none, every other status has one.',
  },
  'partner_applications.application_declined_with_reason': {
    twin: 'PARTNER_DECLINE_REASON_MIN',
    cases: [
      ...lengths('decline_reason', { min: PARTNER_DECLINE_REASON_MIN, trims: true }, () => true).map(
        ({ row }) => ({
          row: { ...row, status: 'declined' },
          core: String(row.decline_reason).trim().length >= PARTNER_DECLINE_REASON_MIN,
        }),
      ),
      { row: { status: 'declined', decline_reason: null }, core: false },
      { row: { status: 'approved', decline_reason: null }, core: true },
    ],
  },
  'partner_applications.application_email': {
    twin: 'partnerApplicationSchema.email',
    cases: judged('email', EMAILS, takes(partnerApplicationSchema, 'email')),
  },
  'partner_applications.application_status': { databaseOnly: STATE },
  'partner_applications.application_websites': {
    twin: 'partnerApplicationSchema.websites (siteOrigins, PARTNER_WEBSITES_MAX)',
    cases: judged(
      'websites',
      [
        origins(1),
        origins(5),
        origins(6),
        [],
        ['http://localhost:3200'],
        ['https://shop.example.com:8443'],
        ['https://example.com/'],
        ['https://Example.com'],
        ['example.com'],
        ['ftp://example.com'],
        [ODD_HOST],
      ],
      keptWebsites,
    ),
  },
  'partner_applications.application_widgets': {
    twin: 'partnerApplicationSchema.widgets (WIDGET_TAGS)',
    cases: judged(
      'widgets',
      [[...WIDGET_TAGS], ['pond-planner'], [], ['pond-slot-machine'], ['pond-planner', 'POND-PLANNER']],
      takes(partnerApplicationSchema, 'widgets'),
    ),
  },
  'partner_sites.partner_site_failures': {
    databaseOnly: 'A count the site checks keep; nobody types it.',
  },
  'partner_sites.partner_site_origin': {
    twin: 'siteOrigin',
    cases: judged(
      'origin',
      [
        'https://example.com',
        'http://localhost:3200',
        'https://shop.example.com:8443',
        'https://example.com/',
        'https://Example.com',
        'example.com',
        'ftp://example.com',
        ODD_HOST,
        '',
      ],
      (origin) => siteOrigin(origin) === origin,
    ),
  },
  'partner_sites.partner_site_status': { databaseOnly: STATE },
  'partner_sites.partner_site_subdomains_proven': {
    databaseOnly: 'Subdomains count only under a proven site: the database’s own proof sets both.',
  },
  'partner_statements.statement_month': {
    databaseOnly: 'The database makes statements by calendar month; a month is kept as its first day.',
  },
  'partner_webhooks.partner_webhook_url': {
    twin: 'WEBHOOK_URL_PATTERN, WEBHOOK_URL_MAX',
    cases: judged(
      'url',
      [
        'https://hooks.example.com/pond',
        'https://hooks.example.com',
        `https://hooks.example.com/${x(WEBHOOK_URL_MAX - 'https://hooks.example.com/'.length)}`,
        `https://hooks.example.com/${x(WEBHOOK_URL_MAX + 1 - 'https://hooks.example.com/'.length)}`,
        'http://localhost:3200/hook',
        'http://127.0.0.1/hook',
        'http://[::1]:8080',
        'http://hooks.example.com/pond',
        'http://localhost.example.com/hook',
        'https:///pond',
        'https:// hooks.example.com',
        'ftp://hooks.example.com',
        '',
      ],
      (url) => url.length <= WEBHOOK_URL_MAX && WEBHOOK_URL_PATTERN.test(url),
    ),
  },
  'partner_webhooks.webhook_signing': {
    twin: 'WEBHOOK_SIGNINGS',
    cases: oneOf('signing', WEBHOOK_SIGNINGS, inList(WEBHOOK_SIGNINGS)),
  },
  'partners.partner_id_format': { twin: 'isPartnerId', cases: judged('id', PARTNER_IDS, isPartnerId) },
  'partners.partner_status': { databaseOnly: STATE },
  'webhook_deliveries.webhook_delivery_status': { databaseOnly: STATE },
  'webhook_deliveries.webhook_event': {
    twin: 'WEBHOOK_EVENTS',
    cases: oneOf('event', WEBHOOK_EVENTS, inList(WEBHOOK_EVENTS), ['request.updated']),
  },
  'widget_loads.widget_load_partner': {
    twin: 'isPartnerId',
    cases: judged('partner', PARTNER_IDS, isPartnerId),
  },
  'widget_loads.widget_load_version': {
    databaseOnly:
      'The kit’s release number, set by its build and sent by its load beacon; no person types it.',
  },
  'widget_loads.widget_load_widget': {
    twin: 'WIDGET_TAGS (isWidgetTag)',
    cases: oneOf('widget', WIDGET_TAGS, isWidgetTag),
  },

  // Reviews.
  'reviews.review_answer': {
    twin: 'REVIEW_RULES.answer',
    cases: lengths('answer', { ...REVIEW_RULES.answer, trims: true }, trimmedWithin(REVIEW_RULES.answer)),
  },
  'reviews.review_body': {
    twin: 'reviewProblems (REVIEW_RULES.body)',
    cases: lengths('body', { ...REVIEW_RULES.body, trims: true }, reviewTakes('body')),
  },
  'reviews.review_city': {
    twin: 'LEAD_CITY_MAX (a review keeps its request’s city)',
    cases: lengths('city', { max: LEAD_CITY_MAX }, atMost(LEAD_CITY_MAX)),
  },
  'reviews.review_first_name': {
    databaseOnly: 'submit_review takes it from the request’s name itself (its first word, cut to fit).',
  },
  'reviews.review_project_type': {
    twin: 'reviewProblems (REVIEW_PROJECT_TYPES)',
    cases: oneOf('project_type', REVIEW_PROJECT_TYPES, reviewTakes('projectType'), ['Swimming Pool']),
  },
  'reviews.review_stars': {
    twin: 'reviewProblems (REVIEW_RULES.stars)',
    cases: range('stars', REVIEW_RULES.stars, reviewTakes('stars')),
  },
  'reviews.review_status': { databaseOnly: STATE },
  'reviews.review_title': {
    twin: 'reviewProblems (REVIEW_RULES.title)',
    cases: lengths('title', { ...REVIEW_RULES.title, trims: true }, reviewTakes('title')),
  },
  'review_moderation_log.moderation_action': { databaseOnly: STATE },
  'review_moderation_log.moderation_note': {
    twin: 'REVIEW_RULES.moderationNote',
    cases: lengths(
      'note',
      { ...REVIEW_RULES.moderationNote, trims: true },
      trimmedWithin(REVIEW_RULES.moderationNote),
    ),
  },
  'review_moderation_log.moderation_reason': {
    twin: 'REVIEW_REMOVAL_REASONS',
    cases: oneOf(
      'reason',
      REVIEW_REMOVAL_REASONS.map((reason) => reason.value),
      inList(REVIEW_REMOVAL_REASONS.map((reason) => reason.value)),
      ['other'],
    ),
  },
  'review_moderation_log.removal_has_reason': {
    databaseOnly:
      'The log’s record of moderate_review naming the guideline of every removal; staff post actions, not log rows.',
  },
  'review_reports.report_note': {
    twin: 'reportProblems (REVIEW_RULES.reportNote)',
    cases: lengths(
      'note',
      REVIEW_RULES.reportNote,
      (note) => !reportProblems({ reason: 'private-information', note }).note,
    ),
  },
  'review_reports.report_reason': {
    twin: 'reportProblems (REVIEW_REPORT_REASONS)',
    cases: oneOf(
      'reason',
      REVIEW_REPORT_REASONS.map((reason) => reason.value),
      (reason) => !reportProblems({ reason, note: 'It names my street.' }).reason,
    ),
  },

  // Verification.
  'builder_checks.check_authority': {
    twin: 'CHECK_LIMITS.text',
    cases: lengths(
      'authority',
      { min: 1, max: CHECK_LIMITS.text, trims: true },
      trimmedWithin({ min: 1, max: CHECK_LIMITS.text }),
    ),
  },
  'builder_checks.check_certificate_bytes': {
    twin: 'CERTIFICATE_LIMITS.maxBytes',
    cases: range(
      'certificate_bytes',
      { min: 1, max: CERTIFICATE_LIMITS.maxBytes },
      (bytes) => bytes >= 1 && bytes <= CERTIFICATE_LIMITS.maxBytes,
    ),
  },
  'builder_checks.check_certificate_type': {
    twin: 'CERTIFICATE_CONTENT_TYPES',
    cases: oneOf(
      'certificate_type',
      Object.keys(CERTIFICATE_CONTENT_TYPES),
      inList(Object.keys(CERTIFICATE_CONTENT_TYPES)),
      ['webp'],
    ),
  },
  'builder_checks.check_classification': {
    twin: 'CHECK_LIMITS.text',
    cases: lengths('classification', { max: CHECK_LIMITS.text }, atMost(CHECK_LIMITS.text)),
  },
  'builder_checks.check_coverage': {
    twin: 'CHECK_LIMITS.coverage',
    cases: range(
      'coverage_amount',
      CHECK_LIMITS.coverage,
      (dollars) => dollars >= CHECK_LIMITS.coverage.min && dollars <= CHECK_LIMITS.coverage.max,
    ),
  },
  'builder_checks.check_kind': {
    twin: 'CHECK_KINDS',
    cases: oneOf('kind', CHECK_KINDS, inList(CHECK_KINDS), ['license']),
  },
  'builder_checks.check_number': {
    twin: 'CHECK_LIMITS.number',
    cases: lengths(
      'number',
      { min: 1, max: CHECK_LIMITS.number, trims: true },
      trimmedWithin({ min: 1, max: CHECK_LIMITS.number }),
    ),
  },
  'builder_checks.check_outcome': {
    twin: 'CHECK_LIMITS.text',
    cases: lengths('outcome', { max: CHECK_LIMITS.text }, atMost(CHECK_LIMITS.text)),
  },
  'builder_checks.check_source_url': {
    twin: 'CHECK_SOURCE_URL_PATTERN',
    cases: judged(
      'source_url',
      [
        'https://www.oregon.gov/lcb/Pages/Search-for-a-Licensed-Business.aspx',
        'http://example.com/licence?id=1',
        'https://example.com/a b',
        'https:// example.com',
        'ftp://example.com',
        'example.com',
        'https://',
        '',
      ],
      (url) => CHECK_SOURCE_URL_PATTERN.test(url),
    ),
  },
  'builder_checks.check_state': {
    twin: 'isStateCode',
    cases: judged('state', [...STATE_VALUES, null], orNull(isStateCode)),
  },
  'builder_checks.check_status': { databaseOnly: STATE },
  'builder_checks.insurance_has_coverage': {
    twin: 'CHECK_REQUIRED_FIELDS',
    cases: requiredBy('coverage_amount', 'coverage', CHECK_LIMITS.coverage.min),
  },
  'builder_checks.insurance_has_expiry': {
    twin: 'CHECK_REQUIRED_FIELDS',
    cases: requiredBy('expires_on', 'expiresOn', '2030-06-30'),
  },
  'builder_checks.licence_has_state': {
    twin: 'CHECK_REQUIRED_FIELDS',
    cases: requiredBy('state', 'state', 'OR'),
  },
  'builder_checks.verified_is_recorded': {
    databaseOnly:
      'decide_check records a verified check’s source, time and last day together; no form sends a status.',
  },
};
