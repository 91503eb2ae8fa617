import {
  REQUEST_PHOTO_MESSAGES,
  DECLINE_REASONS,
  NOT_FIT_REASONS,
  REQUEST_CONTACT_DAYS,
  chosenAmongText,
  detailsOfRow,
  requestDetailsLines,
  formatLongDate,
  optionLabel,
  type QuoteField,
  type RequestFlagState,
} from '@pond/core';
import {
  quoteFileOfRow,
  requestPhotosOfRows,
  type BuilderRequest,
  type ProjectQuote,
  type ThreadMessage,
} from '@pond/supabase';
import { Button, Card, SelectField, theme } from '@pond/ui';
import { useEffect, useRef } from 'react';
import { Form, useLocation } from 'react-router';
import styled from 'styled-components';
import { RequestPhotos } from '../RequestPhotos.tsx';
import { RequestThread } from '../RequestThread.tsx';
import { QuoteFileForm } from './QuoteFileForm.tsx';
import { RequestFlagForm } from './RequestFlagForm.tsx';
import { QuoteForm } from './QuoteForm.tsx';

const Marks = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  @media (min-width: 48rem) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  form {
    display: grid;
    gap: ${theme.space.xs};
    align-content: start;
  }
`;

const STATE = { quoted: 'Quoted', won: 'Won', not_fit: 'Not a fit' } as const;

/** Where a request stands, in the builder's words. */
function standing(request: BuilderRequest): string {
  const outcome = request.outcome ? STATE[request.outcome as keyof typeof STATE] : null;
  const contacted = request.contacted_at
    ? `Contacted ${formatLongDate(request.contacted_at)}`
    : 'Not contacted yet';
  const quote = request.quote_amount ? ` ($${request.quote_amount.toLocaleString('en-US')})` : '';
  const reason = request.not_fit_reason ? `: ${request.not_fit_reason}` : '';
  return [contacted, outcome ? `${outcome}${quote}${reason}` : null].filter(Boolean).join(' · ');
}

/** The builder's latest quote on a request, as the database keeps it (snake case, as sent). */
type SentQuote = {
  total: number;
  items: ProjectQuote['items'];
  starts_on: string | null;
  valid_until: string | null;
  note: string | null;
  revision: number;
  sent_at: string;
  file: unknown;
};

const sentQuote = (request: BuilderRequest) => (request.quote as SentQuote | null) ?? null;

const threadOf = (request: BuilderRequest): ThreadMessage[] =>
  (
    (request.messages ?? []) as {
      id: number;
      author: ThreadMessage['author'];
      body: string;
      sent_at: string;
    }[]
  ).map((message) => ({
    id: message.id,
    author: message.author,
    body: message.body,
    sentAt: message.sent_at,
  }));

/** "Revision 2, sent November 28, 2026": what the homeowner sees of the builder's latest quote. */
function quoteRevision(request: BuilderRequest) {
  const quote = sentQuote(request);
  if (!quote) return null;
  return (
    <p>
      Your quote: ${quote.total.toLocaleString('en-US')}
      {quote.revision > 1 ? `, revision ${quote.revision}` : ''}, sent {formatLongDate(quote.sent_at)}.
    </p>
  );
}

/** The homeowner's own word on this builder: chosen, or not (with their reason), or the request closed. */
function decision(request: BuilderRequest) {
  if (request.homeowner_decision === 'chosen')
    return (
      <p role="note">
        <strong>The homeowner chose you.</strong>
      </p>
    );
  if (request.homeowner_decision === 'declined') {
    const reason = request.decline_reason ? optionLabel(DECLINE_REASONS, request.decline_reason) : null;
    return <p role="note">The homeowner did not choose you{reason ? ` (${reason.toLowerCase()})` : ''}.</p>;
  }
  return null;
}

/**
 * The requests that chose this builder: what the homeowner shared, how many builders they
 * chose, and the marks — contacted, quoted (an optional amount and note), won, not a fit (a reason).
 */
export function RequestInbox({
  requests,
  flags,
  error,
  answer,
}: {
  requests: BuilderRequest[];
  flags: (RequestFlagState & { lead_id: string })[];
  error: string | null;
  answer: {
    lead: string;
    fields?: Partial<Record<QuoteField | 'message' | 'quoteFile' | 'flagReason' | 'flagNote', string>>;
  } | null;
}) {
  // A mail links straight to one request (#request-{id}): it is drawn only once the requests are read,
  // after the browser looked for it, so it is brought into view and focused here.
  // Once per link: a mark reloads the requests, and must not pull the builder back to it.
  const { hash } = useLocation();
  const shown = useRef('');
  useEffect(() => {
    const linked = hash.startsWith('#request-') ? document.getElementById(hash.slice(1)) : null;
    if (!linked || shown.current === hash) return;
    shown.current = hash;
    linked.scrollIntoView({ block: 'start' });
    linked.focus({ preventScroll: true });
  }, [hash, requests]);
  return (
    <>
      {error ? <p role="alert">{error}</p> : null}
      {requests.length === 0 ? (
        <Card>
          <p>No homeowner has chosen you yet. Requests appear here the moment one does.</p>
        </Card>
      ) : null}
      {requests.map((request) => {
        const mine = answer?.lead === request.lead_id;
        return (
          <Card key={request.lead_id} id={`request-${request.lead_id}`} tabIndex={-1}>
            <article aria-label={`Request from ${request.name ?? 'a homeowner'}`}>
              <h2>
                {request.project_type} ·{' '}
                {[request.city, request.state].filter(Boolean).join(', ') || request.location}
              </h2>
              <p>
                <strong>
                  {chosenAmongText(request.builders_chosen ?? 1, request.from_own_site ?? false)}
                </strong>
                , on {formatLongDate(request.chosen_at ?? new Date())}.
                {request.withdrawn ? ' The homeowner has since withdrawn it.' : ''}
              </p>
              {request.name ? (
                <p>
                  {request.name} · <a href={`mailto:${request.email}`}>{request.email}</a> ·{' '}
                  <a href={`tel:${request.phone}`}>{request.phone}</a>
                </p>
              ) : (
                <p>Contact details are removed {REQUEST_CONTACT_DAYS} days after a request.</p>
              )}
              {request.message ? <p>“{request.message}”</p> : null}
              <AddedDetails details={request.details} />
              <RequestPhotos
                photos={requestPhotosOfRows((request.details as { photos?: unknown } | null)?.photos)}
                label={REQUEST_PHOTO_MESSAGES.heading}
              />
              <p role="status">{standing(request)}</p>
              {decision(request)}
              <Marks>
                <Form method="post">
                  <input type="hidden" name="lead" value={request.lead_id ?? ''} />
                  <Button type="submit" name="intent" value="contacted" $variant="secondary">
                    Mark contacted
                  </Button>
                  <Button type="submit" name="intent" value="won" $variant="secondary">
                    Mark won
                  </Button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="lead" value={request.lead_id ?? ''} />
                  <SelectField
                    label="Why it is not a fit"
                    name="reason"
                    defaultValue={request.not_fit_reason ?? ''}
                    placeholder="Choose a reason"
                    options={NOT_FIT_REASONS.map((reason) => ({ value: reason, label: reason }))}
                  />
                  <Button type="submit" name="intent" value="not_fit" $variant="secondary">
                    Mark not a fit
                  </Button>
                </Form>
              </Marks>
              {request.closed || request.withdrawn ? null : (
                <QuoteForm
                  leadId={request.lead_id ?? ''}
                  sent={sentQuote(request)}
                  errors={mine ? (answer?.fields ?? {}) : {}}
                />
              )}
              {sentQuote(request) && !request.closed && !request.withdrawn ? (
                <QuoteFileForm
                  leadId={request.lead_id ?? ''}
                  file={quoteFileOfRow(sentQuote(request)?.file)}
                  error={mine ? answer?.fields?.quoteFile : undefined}
                />
              ) : null}
              {quoteRevision(request)}
              <RequestFlagForm
                leadId={request.lead_id ?? ''}
                flag={flags.find((flag) => flag.lead_id === request.lead_id) ?? null}
                errors={mine ? (answer?.fields ?? {}) : {}}
              />
              <RequestThread
                heading="Your conversation with the homeowner"
                messages={threadOf(request)}
                me="builder"
                names={{ homeowner: request.name ?? 'The homeowner', builder: 'You' }}
                hidden={{ lead: request.lead_id ?? '' }}
                error={mine ? answer?.fields?.message : null}
                disabled={Boolean(request.closed || request.withdrawn)}
              />
            </article>
          </Card>
        );
      })}
    </>
  );
}

/** What the homeowner added so builders can price the request, a line each; nothing when they added none. */
function AddedDetails({ details }: { details: BuilderRequest['details'] }) {
  const lines = requestDetailsLines(detailsOfRow((details ?? {}) as Record<string, unknown>));
  return lines.length ? (
    <ul aria-label="What the homeowner added">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  ) : null;
}
