import {
  DECLINE_REASONS,
  PROJECT_TEXTS,
  QUOTE_FILE_MESSAGES,
  quoteFileUrl,
  contractorUrl,
  formatLongDate,
  formatMoney,
  optionLabel,
  quoteItemLabel,
  requestProgressText,
  responseTimeText,
  answeredInTimeText,
  type WithdrawLink,
} from '@pond/core';
import type { ProjectBuilder } from '@pond/supabase';
import { Button, Card, SelectField, theme } from '@pond/ui';
import styled from 'styled-components';
import { RequestThread } from '../RequestThread.tsx';
import { LinkFields, linkFields } from './LinkFields.tsx';

const Builders = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${theme.space.md};
  > li {
    display: grid;
    gap: ${theme.space.xs};
    padding-bottom: ${theme.space.md};
    border-bottom: 1px solid ${theme.color.border};
  }
  p,
  dl {
    margin: 0;
  }
`;

/** What a homeowner may do or see of the answer to one builder, by where the request stands. */
export interface ProjectAnswer {
  intent: string;
  builder: string;
  error: string | null;
}

/** Verified, our reviews, usual response time: what a homeowner weighs beside the price. */
function standing(builder: ProjectBuilder): string {
  const facts: string[] = [];
  if (builder.verified) facts.push('Verified');
  if (builder.reviews > 0 && builder.rating !== null)
    facts.push(
      `${builder.rating.toFixed(1)} stars from ${builder.reviews} review${builder.reviews === 1 ? '' : 's'} by homeowners we connected`,
    );
  if (builder.responseMinutes !== null) facts.push(responseTimeText(builder.responseMinutes));
  if (builder.answeredInTime?.due) facts.push(answeredInTimeText(builder.answeredInTime));
  return facts.join(' · ');
}

export type LocalQuotes = (total: number) => { position: string; range: string } | null;

function Quote({ builder, local }: { builder: ProjectBuilder; local: LocalQuotes }) {
  const quote = builder.quote;
  if (!quote) return null;
  const among = local(quote.total);
  return (
    <dl aria-label={`Quote from ${builder.name}`}>
      <dt>Quote</dt>
      <dd>
        <strong>{formatMoney(quote.total)}</strong>
        {quote.revision > 1
          ? ` · ${PROJECT_TEXTS.revised(formatLongDate(quote.sentAt))}`
          : ` · sent ${formatLongDate(quote.sentAt)}`}
      </dd>
      {among ? (
        <>
          <dt>Among local quotes</dt>
          <dd data-testid="quote-position">
            <strong>{among.position}</strong>. {among.range}.
          </dd>
        </>
      ) : null}
      {quote.items.length ? (
        <>
          <dt>Items</dt>
          <dd>
            {quote.items.map((item) => `${quoteItemLabel(item)} ${formatMoney(item.amount)}`).join(' · ')}
          </dd>
        </>
      ) : null}
      {quote.startsOn ? (
        <>
          <dt>Earliest start</dt>
          <dd>{formatLongDate(quote.startsOn)}</dd>
        </>
      ) : null}
      {quote.validUntil ? (
        <>
          <dt>Valid until</dt>
          <dd>{formatLongDate(quote.validUntil)}</dd>
        </>
      ) : null}
      {quote.note ? (
        <>
          <dt>Note</dt>
          <dd>{quote.note}</dd>
        </>
      ) : null}
      {quote.file ? (
        <>
          <dt>Document</dt>
          <dd>
            <a href={quoteFileUrl(quote.file)} target="_blank" rel="noopener noreferrer">
              {QUOTE_FILE_MESSAGES.open}
            </a>
          </dd>
        </>
      ) : null}
    </dl>
  );
}

/** The homeowner's word on a builder, or the form to give it. */
function Decision({
  builder,
  open,
  link,
  answer,
}: {
  builder: ProjectBuilder;
  open: boolean;
  link: WithdrawLink;
  answer: ProjectAnswer | null;
}) {
  if (builder.decision === 'chosen')
    return (
      <p role="note">
        <strong>{PROJECT_TEXTS.youChose}</strong>
      </p>
    );
  if (builder.decision === 'declined')
    return (
      <p role="note">
        {PROJECT_TEXTS.declined}
        {builder.declineReason ? ` (${optionLabel(DECLINE_REASONS, builder.declineReason)})` : ''}
      </p>
    );
  if (!open || builder.notFit) return null;
  const refused = answer?.intent === 'choose' && answer.builder === builder.id ? answer.error : null;
  return (
    <form method="post" aria-label={`Choose ${builder.name}`}>
      <LinkFields link={link} />
      <input type="hidden" name="builder" value={builder.id} />
      <SelectField
        label={PROJECT_TEXTS.reasonLabel}
        name="reason"
        placeholder="No reason given"
        options={DECLINE_REASONS.filter((reason) => reason.value !== 'not_going_ahead')}
      />
      <Button type="submit" name="intent" value="choose">
        {PROJECT_TEXTS.choose}
      </Button>
      {refused ? <p role="alert">{refused}</p> : null}
    </form>
  );
}

/**
 * Each builder the request went to: how far they got, their quote, what we know of them, the
 * homeowner's choice, and their conversation.
 */
export function ProjectBuilders({
  builders,
  open,
  link,
  homeownerName,
  answer,
  local,
}: {
  builders: ProjectBuilder[];
  /** Where a quote's total sits among local quotes, when the cost guide may say. */
  local: LocalQuotes;
  /** Whether the request still takes a choice and messages (not withdrawn, not closed). */
  open: boolean;
  link: WithdrawLink;
  homeownerName: string;
  answer: ProjectAnswer | null;
}) {
  if (!builders.length) return null;
  return (
    <Card>
      <h2>Who your request went to</h2>
      <Builders aria-label="Builders you chose">
        {builders.map((builder) => (
          <li key={builder.id} id={`builder-${builder.id}`}>
            <p>
              <strong>
                <a href={contractorUrl(builder)}>{builder.name}</a>
              </strong>{' '}
              ({builder.city}, {builder.state}): {requestProgressText(builder)}
              {builder.notFit ? '. Said the request is not a fit for them' : ''}
            </p>
            {standing(builder) ? <p>{standing(builder)}</p> : null}
            <Quote builder={builder} local={local} />
            <Decision builder={builder} open={open} link={link} answer={answer} />
            <RequestThread
              heading={PROJECT_TEXTS.threadHeading(builder.name)}
              messages={builder.messages}
              me="homeowner"
              names={{ homeowner: homeownerName, builder: builder.name }}
              hidden={{ ...linkFields(link), builder: builder.id }}
              error={answer?.intent === 'message' && answer.builder === builder.id ? answer.error : null}
              disabled={!open}
            />
          </li>
        ))}
      </Builders>
    </Card>
  );
}
