import {
  confirmRequestUrl,
  type DeclineReason,
  OUTBOX_TEMPLATES,
  type OutboxTemplate,
  reviewUrl,
  reviewerText,
  STATEMENT_COLUMNS,
  statementFileLines,
  statementFileName,
  withdrawUrl,
} from '@pond/core';
import { tableCsv } from '@pond/core/csv';
import * as facts from '@pond/supabase/jobs';
import type { OutboxMessage, Queryable } from '@pond/supabase/jobs';
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
  requestDecided,
  requestMessage,
  requestQuoted,
  requestWaiting,
  reviewInvitation,
  reviewPosted,
  type Mail,
} from './templates/index.ts';

// The outbox's templates are @pond/core's (the database's check constraint has the same list).
export { OUTBOX_TEMPLATES };

/** Renders a queued message from the rows it names, as they are now. */
export async function composeMail(db: Queryable, message: OutboxMessage, siteUrl: string): Promise<Mail> {
  const leadId = message.lead_id ?? message.payload.lead_id ?? null;
  switch (message.template as OutboxTemplate) {
    case 'lead-to-builder': {
      const request = await facts.requestFacts(db, leadId);
      const route = await facts.routeFacts(db, leadId, message.contractor_id);
      return leadToBuilder({
        builderName: route.name,
        request,
        consentText: route.consent_text,
        leadId: leadId ?? '',
        siteUrl,
      });
    }
    case 'builder-request-digest': {
      const requests = await facts.digestRequests(db, message.payload.lead_ids ?? []);
      const name = await facts.builderName(db, message.contractor_id);
      return builderRequestDigest({ builderName: name, requests, siteUrl });
    }
    case 'check-expiring': {
      const check = await facts.expiringCheck(db, message.payload.check_id);
      return checkExpiring({ check, siteUrl });
    }
    case 'lead-confirmation': {
      const request = await facts.requestFacts(db, leadId);
      const builders = await facts.chosenBuilders(db, leadId);
      return leadConfirmation({
        request,
        builders,
        confirmUrl: await signedLink(db, 'confirm_link', leadId, siteUrl),
        withdrawUrl: await withdrawLink(db, leadId, siteUrl),
        siteUrl,
      });
    }
    case 'lead-withdrawn': {
      const request = await facts.requestFacts(db, leadId);
      const names = await facts.alreadyWith(db, leadId);
      return leadWithdrawn({
        request,
        alreadyWith: names,
        withdrawUrl: await withdrawLink(db, leadId, siteUrl),
        siteUrl,
      });
    }
    case 'planner-copy': {
      const plan = await facts.planFacts(db, message.payload.plan_id);
      // The plan's own request, only if it is really this homeowner's (same address).
      const own = leadId ? await facts.isOwnRequest(db, leadId, message.to_email) : false;
      const link = own ? await withdrawLink(db, leadId, siteUrl) : null;
      return plannerCopy({ plan, siteUrl, withdrawUrl: link });
    }
    case 'partner-application-received':
      return partnerApplicationReceived({
        application: await facts.applicationFacts(db, message.application_id),
        siteUrl,
      });
    case 'partner-approved':
      return partnerApproved({
        application: await facts.applicationFacts(db, message.application_id),
        partnerId: String(message.payload.partner_id),
        siteUrl,
      });
    case 'partner-site-proven': {
      const site = await facts.siteCheck(db, message.site_id);
      return partnerSiteProven({ contactName: message.to_name ?? '', origin: site.origin, siteUrl });
    }
    case 'partner-site-check-failed': {
      const site = await facts.siteCheck(db, message.site_id);
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
      const rows = await facts.statementRows(db, partnerId, month);
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
            filename: statementFileName(partnerId, month),
            content: tableCsv(statementFileLines(month, rows), STATEMENT_COLUMNS),
            contentType: 'text/csv; charset=utf-8',
          },
        ],
      };
    }
    case 'partner-declined': {
      const application = await facts.applicationFacts(db, message.application_id);
      return partnerDeclined({ application, reason: application.declineReason ?? '', siteUrl });
    }
    case 'request-quoted': {
      const quote = await facts.quoteFacts(db, leadId, message.contractor_id);
      return requestQuoted({ quote, requestUrl: await withdrawLink(db, leadId, siteUrl), siteUrl });
    }
    case 'review-invitation': {
      const invited = await facts.reviewInvitationFacts(db, leadId, message.contractor_id);
      const link = await facts.reviewLink(db, leadId, message.contractor_id);
      return reviewInvitation({
        invitation: { ...invited, reminder: message.payload.reminder === true },
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
    case 'request-decided':
      return requestDecided({
        decision: await facts.decisionFacts(db, leadId, message.contractor_id),
        chosen: message.payload.decision === 'chosen',
        reason: (message.payload.reason as DeclineReason | null | undefined) ?? null,
        leadId: leadId ?? '',
        siteUrl,
      });
    case 'request-message': {
      const to = message.payload.to === 'builder' ? 'builder' : 'homeowner';
      return requestMessage({
        message: await facts.decisionFacts(db, leadId, message.contractor_id),
        to,
        leadId: leadId ?? '',
        requestUrl: to === 'homeowner' ? await withdrawLink(db, leadId, siteUrl) : null,
        siteUrl,
      });
    }
    case 'request-waiting':
      return requestWaiting({
        request: await facts.requestFacts(db, leadId),
        why: message.payload.why === 'not_fit' ? 'not_fit' : 'silent',
        requestUrl: await withdrawLink(db, leadId, siteUrl),
        siteUrl,
      });
    case 'review-posted': {
      const review = await facts.reviewFacts(db, message.payload.review_id);
      return reviewPosted({ review: { ...review, reviewer: reviewerText(review) }, siteUrl });
    }
    case 'builder-claim-decided': {
      const claim = await facts.claimDecision(db, message.payload.claim_id);
      return builderClaimDecided({ claim, siteUrl });
    }
  }
}

/** The signed withdraw link of a request; the database signs it with a key only it holds. */
const withdrawLink = (db: Queryable, leadId: string | null, siteUrl: string) =>
  signedLink(db, 'withdraw_link', leadId, siteUrl);

/** A signed link of a request (withdraw, or "Yes, this was me"), signed by the database. */
async function signedLink(
  db: Queryable,
  kind: 'withdraw_link' | 'confirm_link',
  leadId: string | null,
  siteUrl: string,
): Promise<string | null> {
  if (!leadId) return null;
  const link = await facts.requestLink(db, kind, leadId);
  const parts = { request: leadId, expires: Number(link.expires), signature: link.signature };
  return kind === 'withdraw_link' ? withdrawUrl(siteUrl, parts) : confirmRequestUrl(siteUrl, parts);
}
