// What each mail says: one React Email component per template, rendered to HTML with a plain-text
// twin (render.ts). Nothing a homeowner typed can become markup: React escapes every value.
export { renderMail, type Mail } from './render.tsx';
export type { ApplicationFacts, ChosenBuilderFacts, PlanFacts, RequestFacts, StatementRow } from './facts.ts';
export { leadToBuilder } from './lead-to-builder.tsx';
export { leadConfirmation } from './lead-confirmation.tsx';
export { leadWithdrawn } from './lead-withdrawn.tsx';
export { plannerCopy } from './planner-copy.tsx';
export { partnerApplicationReceived } from './partner-application-received.tsx';
export { partnerApproved } from './partner-approved.tsx';
export { partnerDeclined } from './partner-declined.tsx';
export { partnerSiteCheckFailed } from './partner-site-check-failed.tsx';
export { partnerSiteProven } from './partner-site-proven.tsx';
export { partnerStatement } from './partner-statement.tsx';
export { builderClaimDecided, type ClaimDecisionFacts } from './builder-claim-decided.tsx';
export { requestQuoted, type QuoteFacts } from './request-quoted.tsx';
export { requestDecided, type DecisionFacts } from './request-decided.tsx';
export { requestMessage, type MessageFacts } from './request-message.tsx';
export { requestWaiting } from './request-waiting.tsx';
export { builderRequestDigest, type DigestRequest } from './builder-request-digest.tsx';
export { checkExpiring, type ExpiringCheckFacts } from './check-expiring.tsx';
export { reviewInvitation, type ReviewInvitationFacts } from './review-invitation.tsx';
export { reviewPosted, type PostedReviewFacts } from './review-posted.tsx';
