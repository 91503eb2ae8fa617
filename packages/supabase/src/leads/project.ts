import {
  detailsOfRow,
  PROJECT_TEXTS,
  WITHDRAW_TEXTS,
  type DeclineReason,
  type HomeownerDecision,
  type MessageAuthor,
  type QuoteItem,
  type RequestDetails,
  type SignedQuoteFile,
  type WithdrawLink,
} from '@pond/core';
import { messageRefusal } from '../builders/builder-requests.ts';
import { PondDataError } from '../errors.ts';
import { localCostRangeOf, type LocalCostRange } from '../costs/cost-figures.ts';
import { quoteFileOfRow } from './quote-files.ts';
import { requestPhotosOfRows, type RequestPhoto } from './request-photos.ts';
import type { PondReader } from '../reader.ts';

// The homeowner's project page through the signed link of their mails: the request, each chosen
// builder with their quote and conversation, choosing one builder, and closing the request.

/** A builder's latest quote, as the project page shows and compares it. */
export interface ProjectQuote {
  total: number;
  items: QuoteItem[];
  startsOn: string | null;
  validUntil: string | null;
  note: string | null;
  revision: number;
  sentAt: string;
  firstSentAt: string;
  /** The builder's own PDF of it, at an address signed for this reader. */
  file: SignedQuoteFile | null;
}

export interface ThreadMessage {
  id: number;
  author: MessageAuthor;
  body: string;
  sentAt: string;
}

/** One chosen builder on the project page. */
export interface ProjectBuilder {
  id: string;
  name: string;
  slug: string;
  city: string;
  state: string;
  contactedAt: string | null;
  outcome: 'quoted' | 'won' | null;
  notFit: boolean;
  decision: HomeownerDecision | null;
  declineReason: DeclineReason | null;
  verified: boolean;
  reviews: number;
  rating: number | null;
  /** The median minutes to a contact, once the builder has enough contacts to publish one. */
  responseMinutes: number | null;
  /** Requests answered within two business days, of those due: published by the same rule. */
  answeredInTime: { inTime: number; due: number } | null;
  /** When this builder's answer falls due (two business days in their time zone). */
  answerDue: string;
  quote: ProjectQuote | null;
  messages: ThreadMessage[];
  /** The amount and note of the quote, as the progress line says them. */
  quoteAmount: number | null;
  quoteNote: string | null;
}

/** The request itself, as its homeowner sent it. */
export interface SentRequest {
  projectType: string;
  location: string | null;
  city: string | null;
  state: string | null;
  message: string | null;
  sentAt: string;
  withdrawn: boolean;
  closed: boolean;
  /** What the homeowner added so builders can price it ("Help builders quote"). */
  details: RequestDetails;
  /** Whether the page offers other builders: its builders went quiet, or one is not a fit. */
  offersOthers: boolean;
  /** When the homeowner was told their builders went quiet; null before. */
  waitingOfferedAt: string | null;
  /** How many more builders the offer may still send the request to. */
  moreBuildersLeft: number;
  /** Site photos sent with the request, signed for the homeowner. */
  photos: RequestPhoto[];
  /** Local quotes for its kind and size, where the cost guide may show them: what each quote is set beside. */
  localCosts: LocalCostRange | null;
}

interface QuoteRow {
  total: number;
  items: { key: QuoteItem['key']; label: string; amount: number }[];
  starts_on: string | null;
  valid_until: string | null;
  note: string | null;
  revision: number;
  sent_at: string;
  first_sent_at: string;
}

/** The project page as the database answers it (`request_page`). */
interface RequestPageRow {
  project_type: string;
  location: string | null;
  city: string | null;
  state: string | null;
  message: string | null;
  sent_at: string;
  withdrawn: boolean;
  closed: boolean;
  details: Record<string, unknown> | null;
  offers_others: boolean;
  waiting_offered_at: string | null;
  more_builders_left: number;
  photos: unknown;
  local_costs: unknown;
  builders: {
    id: string;
    name: string;
    slug: string;
    city: string;
    state: string;
    contacted_at: string | null;
    outcome: 'quoted' | 'won' | null;
    not_fit: boolean;
    decision: HomeownerDecision | null;
    decline_reason: DeclineReason | null;
    verified: boolean;
    reviews: number;
    rating: number | null;
    response: { median_minutes: number; in_time: number; due: number } | null;
    answer_due: string;
    quote: QuoteRow | null;
    quote_file: unknown;
    messages: { id: number; author: MessageAuthor; body: string; sent_at: string }[];
  }[];
}

const linkRefusal = (hint: string | null | undefined, otherwise: string) =>
  hint === 'withdraw_link_invalid'
    ? WITHDRAW_TEXTS.invalid
    : hint === 'withdraw_link_expired'
      ? WITHDRAW_TEXTS.expired
      : otherwise;

const linkArguments = (link: WithdrawLink) => ({
  p_lead: link.request,
  p_expires: link.expires,
  p_signature: link.signature,
});

const quoteOf = (quote: QuoteRow | null, file: unknown = null): ProjectQuote | null =>
  quote && {
    total: quote.total,
    items: quote.items.map((item) => ({ key: item.key, label: item.label, amount: item.amount })),
    startsOn: quote.starts_on,
    validUntil: quote.valid_until,
    note: quote.note,
    revision: quote.revision,
    sentAt: quote.sent_at,
    firstSentAt: quote.first_sent_at,
    file: quoteFileOfRow(file),
  };

/** The homeowner's project page: the request, who it went to, how far each got, quotes and threads. */
export async function requestPage(
  reader: PondReader,
  link: WithdrawLink,
): Promise<{ request: SentRequest | null; builders: ProjectBuilder[] }> {
  const { data, error } = await reader.rpc('request_page', linkArguments(link));
  if (error) throw new PondDataError(linkRefusal(error.hint, WITHDRAW_TEXTS.failed), { cause: error });
  const page = data as unknown as RequestPageRow | null;
  if (!page) return { request: null, builders: [] };
  return {
    request: {
      projectType: page.project_type,
      location: page.location,
      city: page.city,
      state: page.state,
      message: page.message,
      sentAt: page.sent_at,
      withdrawn: page.withdrawn,
      closed: page.closed,
      details: detailsOfRow(page.details ?? {}),
      offersOthers: page.offers_others,
      waitingOfferedAt: page.waiting_offered_at,
      moreBuildersLeft: page.more_builders_left,
      photos: requestPhotosOfRows(page.photos),
      localCosts: localCostRangeOf(page.local_costs),
    },
    builders: page.builders.map((builder) => {
      const quote = quoteOf(builder.quote, builder.quote_file);
      return {
        id: builder.id,
        name: builder.name,
        slug: builder.slug,
        city: builder.city,
        state: builder.state,
        contactedAt: builder.contacted_at,
        outcome: builder.outcome,
        notFit: builder.not_fit,
        decision: builder.decision,
        declineReason: builder.decline_reason,
        verified: builder.verified,
        reviews: builder.reviews,
        rating: builder.rating === null ? null : Number(builder.rating),
        responseMinutes: builder.response?.median_minutes ?? null,
        answeredInTime: builder.response
          ? { inTime: builder.response.in_time, due: builder.response.due }
          : null,
        answerDue: builder.answer_due,
        quote,
        messages: builder.messages.map((message) => ({
          id: message.id,
          author: message.author,
          body: message.body,
          sentAt: message.sent_at,
        })),
        quoteAmount: quote?.total ?? null,
        quoteNote: quote?.note ?? null,
      };
    }),
  };
}

// A function, not a table built at load time (see builder-requests.ts).
const decisionRefusal = (hint: string | null | undefined) =>
  hint === 'already_chosen'
    ? PROJECT_TEXTS.alreadyDecided
    : hint === 'request_closed'
      ? PROJECT_TEXTS.isClosed
      : undefined;

/** The homeowner chooses one builder: the others are told, with the reason when given. */
export async function chooseBuilder(
  client: PondReader,
  link: WithdrawLink,
  contractorId: string,
  reason: DeclineReason | null,
): Promise<void> {
  const { error } = await client.rpc('choose_builder', {
    ...linkArguments(link),
    p_contractor: contractorId,
    p_reason: reason ?? undefined,
  });
  if (error)
    throw new PondDataError(linkRefusal(error.hint, decisionRefusal(error.hint) ?? PROJECT_TEXTS.failed), {
      cause: error,
    });
}

/** Not going ahead: the request closes for everyone, and the builders it reached are told. */
export async function closeRequest(client: PondReader, link: WithdrawLink): Promise<void> {
  const { error } = await client.rpc('close_request', linkArguments(link));
  if (error) throw new PondDataError(linkRefusal(error.hint, PROJECT_TEXTS.failed), { cause: error });
}

/** The homeowner writes to one of the builders they chose (the builder is mailed a link). */
export async function sendProjectMessage(
  client: PondReader,
  link: WithdrawLink,
  contractorId: string,
  body: string,
): Promise<void> {
  const { error } = await client.rpc('send_project_message', {
    ...linkArguments(link),
    p_contractor: contractorId,
    p_body: body.trim(),
  });
  if (error)
    throw new PondDataError(linkRefusal(error.hint, messageRefusal(error)), {
      cause: error,
      field: 'message',
    });
}

/** The homeowner reports a thread: staff may read it from then on. */
export async function reportProjectThread(
  client: PondReader,
  link: WithdrawLink,
  contractorId: string,
): Promise<void> {
  const { error } = await client.rpc('report_project_thread', {
    ...linkArguments(link),
    p_contractor: contractorId,
  });
  if (error) throw new PondDataError(linkRefusal(error.hint, PROJECT_TEXTS.failed), { cause: error });
}

/** The homeowner sends the request on to builders the page offered (same consent and allowance). */
export async function addBuilders(
  client: PondReader,
  link: WithdrawLink,
  contractorIds: readonly string[],
  consentId: string,
): Promise<string[]> {
  const { data, error } = await client.rpc('add_builders', {
    ...linkArguments(link),
    p_contractors: [...contractorIds],
    p_consent_id: consentId,
  });
  if (error)
    throw new PondDataError(
      linkRefusal(
        error.hint,
        error.hint === 'offer_limit' || error.hint === 'lead_builder_limit' || error.hint === 'offer_not_open'
          ? error.message
          : PROJECT_TEXTS.failed,
      ),
      { cause: error },
    );
  return (data ?? []).map((row) => row.name ?? '');
}
