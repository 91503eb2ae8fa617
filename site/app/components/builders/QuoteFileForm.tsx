import { QUOTE_FILE_MESSAGES, quoteFileUrl, type SignedQuoteFile } from '@pond/core';
import { Button, TextField } from '@pond/ui';
import { Form } from 'react-router';

/** A sent quote's PDF: open the one attached, or attach one (a new one replaces it). */
export function QuoteFileForm({
  leadId,
  file,
  error,
}: {
  leadId: string;
  file: SignedQuoteFile | null;
  error?: string;
}) {
  return (
    <Form method="post" encType="multipart/form-data" aria-label="Your quote’s PDF">
      {file ? (
        <p>
          {QUOTE_FILE_MESSAGES.attached}{' '}
          <a href={quoteFileUrl(file)} target="_blank" rel="noopener noreferrer">
            {QUOTE_FILE_MESSAGES.open}
          </a>
        </p>
      ) : null}
      <input type="hidden" name="lead" value={leadId} />
      <TextField
        label={QUOTE_FILE_MESSAGES.label}
        name="quoteFile"
        type="file"
        accept="application/pdf,.pdf"
        required
        error={error}
      />
      <Button type="submit" name="intent" value="quote-file" $variant="secondary">
        {file ? 'Replace the PDF' : 'Attach the PDF'}
      </Button>
    </Form>
  );
}
