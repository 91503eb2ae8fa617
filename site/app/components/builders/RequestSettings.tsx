import { REQUEST_MAIL_CHOICES, formatLongDate } from '@pond/core';
import type { Contractor, RequestMail } from '@pond/supabase';
import { Button, Card, TextField, theme } from '@pond/ui';
import { Form } from 'react-router';
import styled from 'styled-components';

const Choices = styled.fieldset`
  margin: 0 0 ${theme.space.md};
  padding: 0;
  border: 0;
  display: grid;
  gap: ${theme.space.xs};
  legend {
    font-weight: 600;
    margin-bottom: ${theme.space.xs};
  }
  label {
    display: flex;
    gap: ${theme.space.sm};
    align-items: baseline;
  }
`;

/**
 * How the builder hears of requests, and whether they take new ones: a mail for each or a
 * morning digest; a pause, open-ended or until a day ("on holiday until …"), which the profile shows.
 */
export function RequestSettings({
  contractor,
  requestMail,
  problem,
}: {
  contractor: Pick<Contractor, 'paused_at' | 'paused_until'>;
  requestMail: RequestMail;
  problem?: string;
}) {
  const paused = Boolean(contractor.paused_at);
  return (
    <Card>
      <h2>New requests</h2>
      <Form method="post" key={requestMail}>
        <Choices>
          <legend>Mail me</legend>
          {REQUEST_MAIL_CHOICES.map((choice) => (
            <label key={choice.value}>
              <input
                type="radio"
                name="requestMail"
                value={choice.value}
                defaultChecked={choice.value === requestMail}
              />
              {choice.label}
            </label>
          ))}
        </Choices>
        <Button type="submit" name="intent" value="request-mail" $variant="secondary">
          Save Mail Choice
        </Button>
      </Form>
      <Form method="post">
        <p role="status">
          {paused
            ? contractor.paused_until
              ? `Paused until ${formatLongDate(contractor.paused_until)}: homeowners are not offered your listing for new requests, and your profile says so. You take requests again the day after.`
              : 'Paused: homeowners are not offered your listing for new requests. Your profile stays online.'
            : 'You are taking new requests: homeowners may choose you.'}
        </p>
        {paused ? (
          <Button type="submit" name="intent" value="resume" $variant="secondary">
            Take Requests Again
          </Button>
        ) : (
          <>
            <TextField
              label="Paused until (optional)"
              name="until"
              type="date"
              hint="On holiday or fully booked? Leave it empty to pause until you take requests again."
              error={problem}
            />
            <Button type="submit" name="intent" value="pause" $variant="secondary">
              Pause New Requests
            </Button>
          </>
        )}
      </Form>
    </Card>
  );
}
