import { confirmRequestUrl, reviewUrl, reviewerText, withdrawUrl } from '@pond/core';
import type pg from 'pg';
import {
  builderClaimDecided,
  builderRequestDigest,
  checkExpiring,
  leadConfirmation,
  leadToBuilder,
  leadWithdrawn,
  partnerApplicationReceived,
  partnerApproved,
  partnerDeclined,
  partnerSiteCheckFailed,
  partnerSiteProven,
  partnerStatement,
  plannerCopy,
  requestQuoted,
  reviewInvitation,
  reviewPosted,
  type ApplicationFacts,
  type ChosenBuilderFacts,
  type ClaimDecisionFacts,
  type QuoteFacts,
  type Mail,
  type PlanFacts,
  type RequestFacts,
  type StatementRow,
} from './templates/index.ts';
import { statementCsv } from './statement-csv.ts';

/** The outbox's templates (its check constraint), one React Email component each. */
export const OUTBOX_TEMPLATES = [
  'planner-copy',
  'lead-to-builder',
  'lead-confirmation',
  'lead-withdrawn',
  'partner-application-received',
  'partner-approved',
  'partner-declined',
  'partner-site-proven',
  'partner-statement',
  'partner-site-check-failed',
  'builder-claim-decided',
  'request-quoted',
  'builder-request-digest',
  'check-expiring',
  'review-invitation',
  'review-posted',
] as const;

/** One row of public.email_outbox, as the worker reads it. */
export interface OutboxMessage {
  id: string;
  template: (typeof OUTBOX_TEMPLATES)[number];
  to_email: string;
  to_name: string | null;
  payload: {
    plan_id?: string;
    lead_id?: string;
    partner_id?: string;
    month?: string;
    unproven?: boolean;
    failures?: number;
    claim_id?: string;
    lead_ids?: string[];
    check_id?: string;
    review_id?: string;
    reminder?: boolean;
  };
  lead_id: string | null;
  contractor_id: string | null;
  application_id: string | null;
  site_id: string | null;
}

/** Renders a queued message from the rows it names, as they are now. */
export async function composeMail(db: pg.Pool, message: OutboxMessage, siteUrl: string): Promise<Mail> {
  const leadId = message.lead_id ?? message.payload.lead_id ?? null;
  switch (message.template) {
    case 'lead-to-builder': {
      const request = await loadRequest(db, leadId);
      const route = await one<{ name: string; consent_text: string }>(
        db,
        `select c.name, r.consent_text from public.lead_routes r join public.contractors c on c.id = r.contractor_id
          where r.lead_id = $1 and r.contractor_id = $2`,
        [leadId, message.contractor_id],
      );
      return leadToBuilder({
        builderName: route.name,
        request,
        consentText: route.consent_text,
        leadId: leadId ?? '',
        siteUrl,
      });
    }
    case 'builder-request-digest': {
      // The day's requests as they are now: one withdrawn since the digest was queued is left out.
      const requests = (
        await db.query<RequestFacts & { id: string }>(
          `select id::text, name, email, phone, project_type as "projectType", message, location, city, state,
                  created_at::text as "createdAt"
             from public.lead_submissions where id = any($1::uuid[]) and withdrawn_at is null order by created_at`,
          [message.payload.lead_ids ?? []],
        )
      ).rows;
      const { name } = await one<{ name: string }>(db, 'select name from public.contractors where id = $1', [
        message.contractor_id,
      ]);
      return builderRequestDigest({ builderName: name, requests, siteUrl });
    }
    case 'check-expiring': {
      const check = await one<{
        builderName: string;
        kind: 'licence' | 'insurance' | 'registration';
        number: string;
        validUntil: string;
      }>(
        db,
        `select c.name as "builderName", k.kind, k.number, k.valid_until::text as "validUntil"
           from public.builder_checks k join public.contractors c on c.id = k.contractor_id where k.id = $1`,
        [message.payload.check_id],
      );
      return checkExpiring({ check, siteUrl });
    }
    case 'lead-confirmation': {
      const request = await loadRequest(db, leadId);
      const builders = (
        await db.query<ChosenBuilderFacts>(
          `select c.name, c.city, c.state, c.phone, r.delivery from public.lead_routes r
             join public.contractors c on c.id = r.contractor_id where r.lead_id = $1 order by r.slot`,
          [leadId],
        )
      ).rows;
      return leadConfirmation({
        request,
        builders,
        confirmUrl: await signedLink(db, 'confirm_link', leadId, siteUrl),
        withdrawUrl: await withdrawLink(db, leadId, siteUrl),
        siteUrl,
      });
    }
    case 'lead-withdrawn': {
      const request = await loadRequest(db, leadId);
      const { names } = await one<{ names: string[] }>(db, 'select private.lead_already_with($1) as names', [
        leadId,
      ]);
      return leadWithdrawn({
        request,
        alreadyWith: names,
        withdrawUrl: await withdrawLink(db, leadId, siteUrl),
        siteUrl,
      });
    }
    case 'planner-copy': {
      const plan = await one<PlanFacts>(
        db,
        `select name, pond_type as "pondType", length::float8 as length, width::float8 as width,
                depth::float8 as depth, state, sun_exposure as "sunExposure", budget, timeline, features,
                cost_estimate_min as "costMin", cost_estimate_max as "costMax"
           from public.pond_planner_submissions where id = $1`,
        [message.payload.plan_id],
      );
      // The plan's own request, only if it is really this homeowner's (same address).
      const own = leadId
        ? await db.query(`select 1 from public.lead_submissions where id = $1 and lower(email) = lower($2)`, [
            leadId,
            message.to_email,
          ])
        : null;
      const link = own?.rowCount ? await withdrawLink(db, leadId, siteUrl) : null;
      return plannerCopy({ plan, siteUrl, withdrawUrl: link });
    }
    case 'partner-application-received':
      return partnerApplicationReceived({
        application: await loadApplication(db, message.application_id),
        siteUrl,
      });
    case 'partner-approved':
      return partnerApproved({
        application: await loadApplication(db, message.application_id),
        partnerId: String(message.payload.partner_id),
        siteUrl,
      });
    case 'partner-site-proven': {
      const site = await one<{ origin: string }>(
        db,
        'select origin from public.partner_sites where id = $1',
        [message.site_id],
      );
      return partnerSiteProven({ contactName: message.to_name ?? '', origin: site.origin, siteUrl });
    }
    case 'partner-site-check-failed': {
      const site = await one<{ origin: string; check_error: string | null }>(
        db,
        'select origin, check_error from public.partner_sites where id = $1',
        [message.site_id],
      );
      return partnerSiteCheckFailed({
        contactName: message.to_name ?? '',
        origin: site.origin,
        error: site.check_error,
        unproven: message.payload.unproven === true,
        failures: Number(message.payload.failures ?? 3),
        siteUrl,
      });
    }
    case 'partner-statement': {
      const partnerId = String(message.payload.partner_id);
      const month = String(message.payload.month);
      const rows = (
        await db.query<StatementRow>('select * from private.partner_statement_rows($1, $2)', [
          partnerId,
          month,
        ])
      ).rows;
      const mail = await partnerStatement({
        contactName: message.to_name ?? '',
        partnerId,
        month,
        rows,
        siteUrl,
      });
      return {
        ...mail,
        attachments: [
          {
            filename: `pond-statement-${partnerId}-${month.slice(0, 7)}.csv`,
            content: statementCsv(month, rows),
            contentType: 'text/csv; charset=utf-8',
          },
        ],
      };
    }
    case 'partner-declined': {
      const application = await loadApplication(db, message.application_id);
      return partnerDeclined({ application, reason: application.declineReason ?? '', siteUrl });
    }
    case 'request-quoted': {
      const quote = await one<QuoteFacts>(
        db,
        `select l.name as "homeownerName", c.name as "builderName", r.quote_amount as amount, r.quote_note as note
           from public.lead_routes r join public.lead_submissions l on l.id = r.lead_id
           join public.contractors c on c.id = r.contractor_id where r.lead_id = $1 and r.contractor_id = $2`,
        [leadId, message.contractor_id],
      );
      return requestQuoted({ quote, requestUrl: await withdrawLink(db, leadId, siteUrl), siteUrl });
    }
    case 'review-invitation': {
      const facts = await one<{ homeownerName: string; builderName: string }>(
        db,
        `select split_part(btrim(l.name), ' ', 1) as "homeownerName", c.name as "builderName"
           from public.lead_submissions l join public.contractors c on c.id = $2 where l.id = $1`,
        [leadId, message.contractor_id],
      );
      const link = await one<{ expires: string; signature: string }>(
        db,
        'select expires::text, signature from private.review_link($1, $2)',
        [leadId, message.contractor_id],
      );
      return reviewInvitation({
        invitation: { ...facts, reminder: message.payload.reminder === true },
        reviewUrl: reviewUrl(siteUrl, {
          request: leadId ?? '',
          builder: message.contractor_id ?? '',
          expires: Number(link.expires),
          signature: link.signature,
        }),
        requestUrl: await withdrawLink(db, leadId, siteUrl),
        siteUrl,
      });
    }
    case 'review-posted': {
      const review = await one<{
        builderName: string;
        stars: number;
        title: string;
        body: string;
        first_name: string;
        city: string | null;
        requestMonth: string;
      }>(
        db,
        `select c.name as "builderName", r.stars, r.title, r.body, r.first_name, r.city,
                r.request_month::text as "requestMonth"
           from public.reviews r join public.contractors c on c.id = r.contractor_id where r.id = $1`,
        [message.payload.review_id],
      );
      return reviewPosted({ review: { ...review, reviewer: reviewerText(review) }, siteUrl });
    }
    case 'builder-claim-decided': {
      const claim = await one<ClaimDecisionFacts>(
        db,
        `select cl.name as "claimantName", c.name as "businessName", cl.status in ('approved', 'completed') as approved,
                cl.reason
           from public.builder_claims cl join public.contractors c on c.id = cl.contractor_id where cl.id = $1`,
        [message.payload.claim_id],
      );
      return builderClaimDecided({ claim, siteUrl });
    }
  }
}

async function loadApplication(db: pg.Pool, applicationId: string | null) {
  return one<ApplicationFacts & { declineReason: string | null }>(
    db,
    `select contact_name as "contactName", business_name as "businessName", websites, widgets,
            decline_reason as "declineReason"
       from public.partner_applications where id = $1`,
    [applicationId],
  );
}

async function loadRequest(db: pg.Pool, leadId: string | null): Promise<RequestFacts> {
  return one<RequestFacts>(
    db,
    `select name, email, phone, project_type as "projectType", message, location, city, state,
            created_at::text as "createdAt"
       from public.lead_submissions where id = $1`,
    [leadId],
  );
}

/** The signed withdraw link of a request; the database signs it with a key only it holds. */
const withdrawLink = (db: pg.Pool, leadId: string | null, siteUrl: string) =>
  signedLink(db, 'withdraw_link', leadId, siteUrl);

/** A signed link of a request (withdraw, or "Yes, this was me"), signed by the database. */
async function signedLink(
  db: pg.Pool,
  kind: 'withdraw_link' | 'confirm_link',
  leadId: string | null,
  siteUrl: string,
): Promise<string | null> {
  if (!leadId) return null;
  const link = await one<{ expires: string; signature: string }>(
    db,
    `select expires::text, signature from private.${kind}($1)`,
    [leadId],
  );
  const parts = { request: leadId, expires: Number(link.expires), signature: link.signature };
  return kind === 'withdraw_link' ? withdrawUrl(siteUrl, parts) : confirmRequestUrl(siteUrl, parts);
}

async function one<Row extends pg.QueryResultRow>(db: pg.Pool, sql: string, values: unknown[]): Promise<Row> {
  const row = (await db.query<Row>(sql, values)).rows[0];
  if (!row) throw new Error(`The outbox message names a row that is gone (${values.join(', ')}).`);
  return row;
}
