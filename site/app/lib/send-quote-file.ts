import { QUOTE_FILE_LIMITS, QUOTE_FILE_MESSAGES, isPdf, quoteFileUploadUrl } from '@pond/core';

/**
 * A quote's PDF, checked here as the Worker checks it, then sent to it with the builder's session;
 * the refusal in the Worker's words, or null once it is kept.
 */
export async function sendQuoteFile(
  leadId: string,
  file: FormDataEntryValue | null,
  token: string | undefined,
): Promise<string | null> {
  if (!(file instanceof File) || file.size === 0) return QUOTE_FILE_MESSAGES.notPdf;
  if (file.size > QUOTE_FILE_LIMITS.maxBytes) return QUOTE_FILE_MESSAGES.tooBig;
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!isPdf(bytes)) return QUOTE_FILE_MESSAGES.notPdf;
  if (!token) return QUOTE_FILE_MESSAGES.signedOut;
  const answer = await fetch(quoteFileUploadUrl(leadId), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: bytes,
  }).catch(() => null);
  if (answer?.ok) return null;
  const body = (await answer?.json().catch(() => null)) as { error?: string } | null;
  return body?.error ?? QUOTE_FILE_MESSAGES.failed;
}
