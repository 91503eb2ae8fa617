import type { ApplicationFacts, ChosenBuilderFacts, PlanFacts, RequestFacts, StatementRow } from './facts.ts';
import {
  builderClaimDecided,
  requestQuoted,
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

// Every template with sample data: the local mailbox's previews (/previews) and the tests.

export const sampleRequest: RequestFacts = {
  name: 'Jo Banks',
  email: 'jo@example.com',
  phone: '(512) 555-0100',
  projectType: 'Koi Pond Construction',
  message: 'A 10 x 8 ft koi pond with a small waterfall.',
  location: null,
  city: 'Austin',
  state: 'TX',
  createdAt: '2026-11-23T15:00:00Z',
};

export const sampleBuilders: ChosenBuilderFacts[] = [
  { name: 'Blue Lagoon Ponds', city: 'Austin', state: 'TX', phone: '(512) 555-0111', delivery: 'email' },
  { name: 'Koi Kings', city: 'Round Rock', state: 'TX', phone: null, delivery: 'phone' },
];

export const samplePlan: PlanFacts = {
  name: 'Jo Banks',
  pondType: 'koi',
  length: 10,
  width: 8,
  depth: 3,
  state: 'TX',
  sunExposure: 'full-sun',
  budget: '5000-10000',
  timeline: '1-3-months',
  features: 'A waterfall',
  costMin: 4200,
  costMax: 7800,
};

export const sampleApplication: ApplicationFacts = {
  contactName: 'Dana Green',
  businessName: 'Green Thumb Gardens',
  websites: ['https://greenthumb.example', 'https://shop.greenthumb.example'],
  widgets: ['pond-planner', 'pond-quote-form'],
};

export const sampleStatement: StatementRow[] = [
  {
    site: 'https://greenthumb.example',
    attributed: true,
    campaign: null,
    loads: 412,
    requests: 5,
    confirmed: 3,
    reached_builders: 4,
    withdrawn: 1,
    plans: 3,
  },
  {
    site: 'https://greenthumb.example',
    attributed: true,
    campaign: 'spring-sale',
    loads: 0,
    requests: 2,
    confirmed: 2,
    reached_builders: 2,
    withdrawn: 0,
    plans: 1,
  },
  {
    site: 'elsewhere',
    attributed: false,
    campaign: null,
    loads: 9,
    requests: 1,
    confirmed: 0,
    reached_builders: 0,
    withdrawn: 0,
    plans: 0,
  },
];

/** A withdraw link as the database signs it (the signature here is made up). */
/** A "Yes, this was me" link as the database signs it (the signature here is made up). */
export const sampleConfirmUrl = (siteUrl: string) =>
  `${siteUrl.replace(/\/$/, '')}/confirm-request?request=6f1c2b1e-0c1a-4a55-9d3e-2b7d0f4a9c11&expires=1800000000&signature=sample`;

export const sampleWithdrawUrl = (siteUrl: string) =>
  `${siteUrl.replace(/\/$/, '')}/withdraw-request?request=6f1c2b1e-0c1a-4a55-9d3e-2b7d0f4a9c11&expires=1800000000&signature=sample`;

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
