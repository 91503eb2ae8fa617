/** What a document's form says when it is refused: the words of the rule it broke. */
export interface DocumentMessages {
  wrongType: string;
  tooBig: string;
  signedOut: string;
  failed: string;
}

/**
 * A builder's document (an insurance certificate, a quote's PDF), checked here as the Worker checks
 * it, then sent to the Worker at `url` with the builder's session: the refusal in the Worker's words,
 * or null once it is kept.
 */
export async function sendDocument(
  url: string,
  file: FormDataEntryValue | null,
  token: string | undefined,
  rule: { maxBytes: number; isAccepted: (bytes: Uint8Array) => boolean; messages: DocumentMessages },
): Promise<string | null> {
  const { messages } = rule;
  if (!(file instanceof File) || file.size === 0) return messages.wrongType;
  if (file.size > rule.maxBytes) return messages.tooBig;
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!rule.isAccepted(bytes)) return messages.wrongType;
  if (!token) return messages.signedOut;
  const answer = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: bytes,
  }).catch(() => null);
  if (answer?.ok) return null;
  const body = (await answer?.json().catch(() => null)) as { error?: string } | null;
  return body?.error ?? messages.failed;
}
