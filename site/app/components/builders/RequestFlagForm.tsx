import {
  REQUEST_FLAG_LIMITS,
  REQUEST_FLAG_REASONS,
  requestFlagText,
  type RequestFlagState,
} from '@pond/core';
import { Button, SelectField, TextField } from '@pond/ui';
import { Form } from 'react-router';

/**
 * "Could not use this request?": a builder flags it for staff (a wrong number, a mail that bounced, not
 * a real request), once; afterwards the inbox says where the flag stands.
 */
export function RequestFlagForm({
  leadId,
  flag,
  errors,
}: {
  leadId: string;
  flag: RequestFlagState | null;
  errors: { flagReason?: string; flagNote?: string };
}) {
  if (flag) return <p role="status">{requestFlagText(flag)}</p>;
  return (
    <details open={Boolean(errors.flagReason || errors.flagNote)}>
      <summary>Could not use this request?</summary>
      <Form method="post" aria-label="Flag this request for our staff">
        <input type="hidden" name="lead" value={leadId} />
        <SelectField
          label="What was wrong"
          name="flagReason"
          placeholder="Choose a reason"
          options={REQUEST_FLAG_REASONS.map((reason) => ({ value: reason.value, label: reason.label }))}
          error={errors.flagReason}
        />
        <TextField
          label="What happened (optional)"
          name="flagNote"
          maxLength={REQUEST_FLAG_LIMITS.note}
          error={errors.flagNote}
        />
        <p>
          Staff check each flag. Once they agree, the request leaves your response figures. You can flag up to{' '}
          {REQUEST_FLAG_LIMITS.perMonth} requests in 30 days.
        </p>
        <Button type="submit" name="intent" value="flag" $variant="secondary">
          Flag for Our Staff
        </Button>
      </Form>
    </details>
  );
}
