import { formatLongDate, MESSAGE_LIMITS, PROJECT_TEXTS, type MessageAuthor } from '@pond/core';
import type { ThreadMessage } from '@pond/supabase';
import { Button, TextAreaField, theme } from '@pond/ui';
import { Form } from 'react-router';
import styled from 'styled-components';

const Messages = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0 0 ${theme.space.sm};
  display: grid;
  gap: ${theme.space.xs};
  li {
    /* Plain text as written: line breaks kept, a long address wraps instead of widening the page. */
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/**
 * One conversation between a homeowner and a builder, and the form to add to it. Messages are
 * text nodes (React escapes them), so a link or markup in one is shown as the characters typed.
 */
export function RequestThread({
  heading,
  messages,
  me,
  names,
  hidden,
  error,
  disabled,
}: {
  heading: string;
  messages: ThreadMessage[];
  me: MessageAuthor;
  names: Record<MessageAuthor, string>;
  /** The fields that name the thread to the route's action. */
  hidden: Record<string, string>;
  error?: string | null;
  disabled?: boolean;
}) {
  return (
    <section aria-label={heading}>
      <h3>{heading}</h3>
      {messages.length ? (
        <Messages>
          {messages.map((message) => (
            <li key={message.id}>
              <strong>{message.author === me ? 'You' : names[message.author]}</strong>,{' '}
              {formatLongDate(message.sentAt)}: {message.body}
            </li>
          ))}
        </Messages>
      ) : (
        <p>{PROJECT_TEXTS.threadEmpty}</p>
      )}
      {disabled ? null : (
        <Form method="post">
          {Object.entries(hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <TextAreaField
            label={PROJECT_TEXTS.messageLabel}
            name="message"
            required
            maxLength={MESSAGE_LIMITS.bodyMax}
            rows={3}
            error={error ?? undefined}
          />
          <Button type="submit" name="intent" value="message" $variant="secondary">
            {PROJECT_TEXTS.send}
          </Button>
        </Form>
      )}
    </section>
  );
}
