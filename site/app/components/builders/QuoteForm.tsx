import {
  OWN_QUOTE_ITEMS,
  QUOTE_ITEMS,
  QUOTE_MAX_DOLLARS,
  QUOTE_NOTE_MAX,
  type QuoteField,
  type QuoteItem,
} from '@pond/core';
import { Button, TextAreaField, TextField, theme } from '@pond/ui';
import { Form } from 'react-router';
import styled from 'styled-components';

const Items = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${theme.space.xs};
  grid-template-columns: repeat(auto-fill, minmax(6.5rem, 1fr));
  align-items: end;
  legend {
    font-weight: 600;
    margin-bottom: ${theme.space.xs};
  }
`;

const Own = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
`;

/** A builder's latest quote, as the form starts from it. */
interface Sent {
  total: number;
  items: QuoteItem[];
  starts_on: string | null;
  valid_until: string | null;
  note: string | null;
}

/**
 * A builder's quote on one request: a total, amounts for the items of our list (blank is not
 * listed), up to three items of their own, an earliest start, a date it is valid until and a note. A
 * sent quote fills it, so a revision changes only what changed.
 */
export function QuoteForm({
  leadId,
  sent,
  errors,
}: {
  leadId: string;
  sent: Sent | null;
  errors: Partial<Record<QuoteField, string>>;
}) {
  const amountOf = (key: string) => sent?.items.find((item) => item.key === key)?.amount.toString() ?? '';
  const own = sent?.items.filter((item) => item.key === null) ?? [];
  return (
    <Form method="post" aria-label="Your quote">
      <input type="hidden" name="lead" value={leadId} />
      <TextField
        label="Total in dollars"
        name="total"
        inputMode="numeric"
        required
        max={QUOTE_MAX_DOLLARS}
        defaultValue={sent?.total.toString() ?? ''}
        error={errors.total}
      />
      <details open={Boolean(sent?.items.length || errors.items)}>
        <summary>Line items (optional: they must add up to the total)</summary>
        <Items aria-describedby={errors.items ? `items-${leadId}` : undefined}>
          <legend>Amounts per item</legend>
          {QUOTE_ITEMS.map((item) => (
            <TextField
              key={item.key}
              label={item.label}
              name={`item-${item.key}`}
              inputMode="numeric"
              defaultValue={amountOf(item.key)}
            />
          ))}
        </Items>
        {Array.from({ length: OWN_QUOTE_ITEMS }, (_, n) => (
          <Own key={n}>
            <TextField
              label={`Your own item ${n + 1}`}
              name={`own-label-${n}`}
              defaultValue={own[n]?.label ?? ''}
            />
            <TextField
              label="Amount"
              name={`own-amount-${n}`}
              inputMode="numeric"
              defaultValue={own[n]?.amount.toString() ?? ''}
            />
          </Own>
        ))}
        {errors.items ? (
          <p role="alert" id={`items-${leadId}`}>
            {errors.items}
          </p>
        ) : null}
      </details>
      <TextField
        label="Earliest start (optional)"
        name="starts-on"
        type="date"
        defaultValue={sent?.starts_on ?? ''}
        error={errors.startsOn}
      />
      <TextField
        label="Valid until (optional)"
        name="valid-until"
        type="date"
        defaultValue={sent?.valid_until ?? ''}
        error={errors.validUntil}
      />
      <TextAreaField
        label="Note for the homeowner (optional)"
        name="note"
        maxLength={QUOTE_NOTE_MAX}
        defaultValue={sent?.note ?? ''}
        error={errors.note}
      />
      <Button type="submit" name="intent" value="quote">
        {sent ? 'Send the revised quote' : 'Send the quote'}
      </Button>
    </Form>
  );
}
