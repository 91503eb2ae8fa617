import type { CheckKind, StatementLine } from '@pond/core';
import { one, type Queryable } from './queryable.ts';

// What the mails are made of: the rows a queued message names, read as they are when it is sent.

export interface RequestFacts {
  name: string;
  email: string;
  phone: string;
  projectType: string;
  message: string | null;
  location: string | null;
  city: string | null;
  state: string | null;
  createdAt: string;
  /** What the homeowner added so builders can price it (`private.request_details`). */
  details?: Record<string, unknown>;
  /** Site photos sent with it (the mail says how many; their addresses are signed only in the inbox). */
  photos?: number;
}

export interface ChosenBuilderFacts {
  name: string;
  city: string;
  state: string;
  phone: string | null;
  /** Mailed, or passed on by our staff by phone. */
  delivery: 'email' | 'phone';
}

export interface PlanFacts {
  name: string;
  pondType: string;
  length: number;
  width: number;
  depth: number;
  state: string;
  sunExposure: string;
  budget: string;
  timeline: string;
  features: string | null;
  costMin: number;
  costMax: number;
}

export interface ApplicationFacts {
  contactName: string;
  businessName: string;
  websites: readonly string[];
  widgets: readonly string[];
  declineReason?: string | null;
}

/** One line of a partner's monthly statement, as @pond/core's STATEMENT_COLUMNS read it. */
export type StatementRow = StatementLine;

export interface QuoteFacts {
  homeownerName: string;
  builderName: string;
  amount: number | null;
  note: string | null;
}

/** Who a decision or a message is between, and what the request is for. */
export interface DecisionFacts {
  homeownerName: string;
  builderName: string;
  projectType: string;
}
export type MessageFacts = DecisionFacts;

export interface ClaimDecisionFacts {
  claimantName: string | null;
  businessName: string;
  approved: boolean;
  reason: string | null;
}

export interface ExpiringCheckFacts {
  builderName: string;
  kind: CheckKind;
  number: string;
  validUntil: string;
}

export interface ReviewFacts {
  builderName: string;
  stars: number;
  title: string;
  body: string;
  first_name: string;
  city: string | null;
  requestMonth: string;
}

/** A signed link's parts: the database signs with a key only it holds. */
export interface LinkParts {
  expires: string;
  signature: string;
}

const REQUEST_COLUMNS = `name, email, phone, project_type as "projectType", message, location, city, state,
  created_at::text as "createdAt", private.request_details(lead_submissions) as details,
  (select count(*)::integer from public.request_photos p where p.lead_id = lead_submissions.id) as photos`;

export const requestFacts = (db: Queryable, leadId: string | null) =>
  one<RequestFacts>(db, `select ${REQUEST_COLUMNS} from public.lead_submissions where id = $1`, [leadId]);

/** The requests a digest names, as they are now: one withdrawn since it was queued is left out. */
export async function digestRequests(db: Queryable, leadIds: readonly string[]) {
  const { rows } = await db.query<RequestFacts & { id: string }>(
    `select id::text, ${REQUEST_COLUMNS} from public.lead_submissions
      where id = any($1::uuid[]) and withdrawn_at is null order by created_at`,
    [leadIds],
  );
  return rows;
}

export const builderName = async (db: Queryable, contractorId: string | null) =>
  (await one<{ name: string }>(db, 'select name from public.contractors where id = $1', [contractorId])).name;

/** The builder a request was routed to, and the consent the homeowner gave for them. */
export const routeFacts = (db: Queryable, leadId: string | null, contractorId: string | null) =>
  one<{ name: string; consent_text: string }>(
    db,
    `select c.name, r.consent_text from public.lead_routes r join public.contractors c on c.id = r.contractor_id
      where r.lead_id = $1 and r.contractor_id = $2`,
    [leadId, contractorId],
  );

export async function chosenBuilders(db: Queryable, leadId: string | null): Promise<ChosenBuilderFacts[]> {
  const { rows } = await db.query<ChosenBuilderFacts>(
    `select c.name, c.city, c.state, c.phone, r.delivery from public.lead_routes r
       join public.contractors c on c.id = r.contractor_id where r.lead_id = $1 order by r.slot`,
    [leadId],
  );
  return rows;
}

/** The builders who already had a withdrawn request (they are told by us, not by the homeowner). */
export const alreadyWith = async (db: Queryable, leadId: string | null) =>
  (await one<{ names: string[] }>(db, 'select private.lead_already_with($1) as names', [leadId])).names;

export const expiringCheck = (db: Queryable, checkId: string | undefined) =>
  one<ExpiringCheckFacts>(
    db,
    `select c.name as "builderName", k.kind, k.number, k.valid_until::text as "validUntil"
       from public.builder_checks k join public.contractors c on c.id = k.contractor_id where k.id = $1`,
    [checkId],
  );

export const planFacts = (db: Queryable, planId: string | undefined) =>
  one<PlanFacts>(
    db,
    `select name, pond_type as "pondType", length::float8 as length, width::float8 as width,
            depth::float8 as depth, state, sun_exposure as "sunExposure", budget, timeline, features,
            cost_estimate_min as "costMin", cost_estimate_max as "costMax"
       from public.pond_planner_submissions where id = $1`,
    [planId],
  );

/** Whether a request is this address's own (a plan's copy links to it only then). */
export async function isOwnRequest(db: Queryable, leadId: string, email: string): Promise<boolean> {
  const { rowCount } = await db.query(
    'select 1 from public.lead_submissions where id = $1 and lower(email) = lower($2)',
    [leadId, email],
  );
  return Boolean(rowCount);
}

export const applicationFacts = (db: Queryable, applicationId: string | null) =>
  one<ApplicationFacts>(
    db,
    `select contact_name as "contactName", business_name as "businessName", websites, widgets,
            decline_reason as "declineReason"
       from public.partner_applications where id = $1`,
    [applicationId],
  );

export const siteCheck = (db: Queryable, siteId: string | null) =>
  one<{ origin: string; check_error: string | null }>(
    db,
    'select origin, check_error from public.partner_sites where id = $1',
    [siteId],
  );

export async function statementRows(
  db: Queryable,
  partnerId: string,
  month: string,
): Promise<StatementRow[]> {
  const { rows } = await db.query<StatementRow>('select * from private.statement_lines($1, $2)', [
    partnerId,
    month,
  ]);
  return rows;
}

export const quoteFacts = (db: Queryable, leadId: string | null, contractorId: string | null) =>
  one<QuoteFacts>(
    db,
    `select l.name as "homeownerName", c.name as "builderName", r.quote_amount as amount, r.quote_note as note
       from public.lead_routes r join public.lead_submissions l on l.id = r.lead_id
       join public.contractors c on c.id = r.contractor_id where r.lead_id = $1 and r.contractor_id = $2`,
    [leadId, contractorId],
  );

/** The homeowner's first name (a builder's mail shows no more of them), the builder, the project. */
export const decisionFacts = (db: Queryable, leadId: string | null, contractorId: string | null) =>
  one<DecisionFacts>(
    db,
    `select split_part(btrim(l.name), ' ', 1) as "homeownerName", c.name as "builderName",
            l.project_type as "projectType"
       from public.lead_routes r join public.lead_submissions l on l.id = r.lead_id
       join public.contractors c on c.id = r.contractor_id where r.lead_id = $1 and r.contractor_id = $2`,
    [leadId, contractorId],
  );

export const reviewInvitationFacts = (db: Queryable, leadId: string | null, contractorId: string | null) =>
  one<{ homeownerName: string; builderName: string }>(
    db,
    `select split_part(btrim(l.name), ' ', 1) as "homeownerName", c.name as "builderName"
       from public.lead_submissions l join public.contractors c on c.id = $2 where l.id = $1`,
    [leadId, contractorId],
  );

export const reviewFacts = (db: Queryable, reviewId: string | undefined) =>
  one<ReviewFacts>(
    db,
    `select c.name as "builderName", r.stars, r.title, r.body, r.first_name, r.city,
            r.request_month::text as "requestMonth"
       from public.reviews r join public.contractors c on c.id = r.contractor_id where r.id = $1`,
    [reviewId],
  );

export const claimDecision = (db: Queryable, claimId: string | undefined) =>
  one<ClaimDecisionFacts>(
    db,
    `select cl.name as "claimantName", c.name as "businessName", cl.status in ('approved', 'completed') as approved,
            cl.reason
       from public.builder_claims cl join public.contractors c on c.id = cl.contractor_id where cl.id = $1`,
    [claimId],
  );

/** A request's signed withdraw or "Yes, this was me" link. */
export const requestLink = (db: Queryable, kind: 'withdraw_link' | 'confirm_link', leadId: string) =>
  one<LinkParts>(db, `select expires::text, signature from private.${kind}($1)`, [leadId]);

/** The signed link by which a homeowner reviews a builder their request reached. */
export const reviewLink = (db: Queryable, leadId: string | null, contractorId: string | null) =>
  one<LinkParts>(db, 'select expires::text, signature from private.review_link($1, $2)', [
    leadId,
    contractorId,
  ]);
