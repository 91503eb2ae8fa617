import {
  builderClaimDecided,
  requestQuoted,
  requestDecided,
  requestMessage,
  requestWaiting,
  builderRequestDigest,
  checkExpiring,
  reviewInvitation,
  reviewPosted,
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
} from './index.ts';
import type { Mail } from './render.tsx';
import {
  sampleApplication,
  sampleBuilders,
  sampleConfirmUrl,
  samplePlan,
  sampleRequest,
  sampleStatement,
  sampleWithdrawUrl,
} from './sample-facts.ts';

// Every template with sample data: the local mailbox's previews (/previews) and the tests.

/** Each outbox template, rendered with sample data; `homeowner` marks mails that must carry the withdraw link. */
export const SAMPLE_MAILS: Record<
  string,
  { homeowner: boolean; render: (siteUrl: string) => Promise<Mail> }
> = {
  'lead-to-builder': {
    homeowner: false,
    render: (siteUrl) =>
      leadToBuilder({
        builderName: 'Blue Lagoon Ponds',
        request: sampleRequest,
        consentText: 'I agree to be contacted by the builders I chose.',
        leadId: '00000000-0000-4000-8000-000000000001',
        siteUrl,
      }),
  },
  'lead-confirmation': {
    homeowner: true,
    render: (siteUrl) =>
      leadConfirmation({
        request: sampleRequest,
        builders: sampleBuilders,
        confirmUrl: sampleConfirmUrl(siteUrl),
        withdrawUrl: sampleWithdrawUrl(siteUrl),
        siteUrl,
      }),
  },
  'lead-withdrawn': {
    homeowner: true,
    render: (siteUrl) =>
      leadWithdrawn({
        request: sampleRequest,
        alreadyWith: ['Blue Lagoon Ponds'],
        withdrawUrl: sampleWithdrawUrl(siteUrl),
        siteUrl,
      }),
  },
  'planner-copy': {
    homeowner: true,
    render: (siteUrl) => plannerCopy({ plan: samplePlan, siteUrl, withdrawUrl: sampleWithdrawUrl(siteUrl) }),
  },
  'partner-application-received': {
    homeowner: false,
    render: (siteUrl) => partnerApplicationReceived({ application: sampleApplication, siteUrl }),
  },
  'partner-approved': {
    homeowner: false,
    render: (siteUrl) =>
      partnerApproved({ application: sampleApplication, partnerId: 'green-thumb-gardens', siteUrl }),
  },
  'check-expiring': {
    homeowner: false,
    render: (siteUrl) =>
      checkExpiring({
        check: {
          builderName: 'Blue Lagoon Ponds',
          kind: 'insurance',
          number: 'GL-2231',
          validUntil: '2026-12-27',
        },
        siteUrl,
      }),
  },
  'builder-request-digest': {
    homeowner: false,
    render: (siteUrl) =>
      builderRequestDigest({
        builderName: 'Blue Lagoon Ponds',
        requests: [
          { ...sampleRequest, id: '00000000-0000-4000-8000-000000000001' },
          {
            ...sampleRequest,
            id: '00000000-0000-4000-8000-000000000002',
            name: 'Ana Ruiz',
            email: 'ana@example.com',
            projectType: 'Water Feature Installation',
            message: null,
          },
        ],
        siteUrl,
      }),
  },
  'review-invitation': {
    homeowner: true,
    render: (siteUrl) =>
      reviewInvitation({
        invitation: { homeownerName: 'Jo', builderName: 'Blue Lagoon Ponds', reminder: false },
        reviewUrl: `${siteUrl}/review?request=00000000-0000-4000-8000-000000000001&builder=00000000-0000-4000-8000-000000000002&expires=1900000000&signature=sample-signature-0123456789`,
        requestUrl: sampleWithdrawUrl(siteUrl),
        siteUrl,
      }),
  },
  'review-posted': {
    homeowner: false,
    render: (siteUrl) =>
      reviewPosted({
        review: {
          builderName: 'Blue Lagoon Ponds',
          stars: 4,
          title: 'A koi pond that works',
          body: 'They dug and lined our koi pond in four days, kept the lawn tidy and called back the same day.',
          reviewer: 'Jo, Austin',
          requestMonth: '2026-11-01',
        },
        siteUrl,
      }),
  },
  'request-quoted': {
    homeowner: true,
    render: (siteUrl) =>
      requestQuoted({
        quote: {
          homeownerName: 'Sam',
          builderName: 'Lotus Ponds',
          amount: 18500,
          note: 'Includes a 6 ft waterfall.',
        },
        requestUrl: sampleWithdrawUrl(siteUrl),
        siteUrl,
      }),
  },
  'request-decided': {
    homeowner: false,
    render: (siteUrl) =>
      requestDecided({
        decision: { homeownerName: 'Sam', builderName: 'Lotus Ponds', projectType: 'Koi Pond Construction' },
        chosen: false,
        reason: 'price',
        leadId: '00000000-0000-4000-8000-000000000001',
        siteUrl,
      }),
  },
  'request-message': {
    homeowner: true,
    render: (siteUrl) =>
      requestMessage({
        message: { homeownerName: 'Sam', builderName: 'Lotus Ponds', projectType: 'Koi Pond Construction' },
        to: 'homeowner',
        leadId: '00000000-0000-4000-8000-000000000001',
        requestUrl: sampleWithdrawUrl(siteUrl),
        siteUrl,
      }),
  },
  'request-waiting': {
    homeowner: true,
    render: (siteUrl) =>
      requestWaiting({
        request: sampleRequest,
        why: 'silent',
        requestUrl: sampleWithdrawUrl(siteUrl),
        siteUrl,
      }),
  },
  'builder-claim-decided': {
    homeowner: false,
    render: (siteUrl) =>
      builderClaimDecided({
        claim: { claimantName: 'Maria Lopez', businessName: 'Lotus Ponds', approved: true, reason: null },
        siteUrl,
      }),
  },
  'partner-declined': {
    homeowner: false,
    render: (siteUrl) =>
      partnerDeclined({ application: sampleApplication, reason: 'We do not work with casinos.', siteUrl }),
  },
  'partner-site-proven': {
    homeowner: false,
    render: (siteUrl) =>
      partnerSiteProven({ contactName: 'Dana Green', origin: 'https://greenthumb.example', siteUrl }),
  },
  'partner-site-check-failed': {
    homeowner: false,
    render: (siteUrl) =>
      partnerSiteCheckFailed({
        contactName: 'Dana Green',
        origin: 'https://greenthumb.example',
        error: 'https://greenthumb.example/.well-known/pond-partner.txt answered 404',
        unproven: false,
        failures: 3,
        siteUrl,
      }),
  },
  'partner-statement': {
    homeowner: false,
    render: (siteUrl) =>
      partnerStatement({
        contactName: 'Dana Green',
        partnerId: 'green-thumb-gardens',
        month: '2026-10-01',
        rows: sampleStatement,
        siteUrl,
      }),
  },
};
