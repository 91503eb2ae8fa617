import { QUOTE_FILE_MESSAGES, type SignedQuoteFile } from '@pond/core';
import type { PondClient } from '../client.ts';
import { PondDataError } from '../errors.ts';
import type { PondReader } from '../reader.ts';

// A quote's PDF: the Worker keeps the file and records it under the builder's own session; the
// database signs its address and hands it only to the homeowner, that builder and staff (whoever holds
// it may open the file until it expires), and names the stored file
// only for an address it signed.

/** The signed address parts the database gives, or null when the quote has no PDF. */
export function quoteFileOfRow(row: unknown): SignedQuoteFile | null {
  const file = row as { lead?: string; contractor?: string; expires?: number; signature?: string } | null;
  return file?.lead && file.contractor && file.expires && file.signature
    ? {
        lead: file.lead,
        contractor: file.contractor,
        expires: Number(file.expires),
        signature: file.signature,
      }
    : null;
}

/** Whether the signed-in builder may attach a PDF to their quote on this request (asked before any byte is read). */
export async function mayAttachQuoteFile(reader: PondReader, leadId: string): Promise<boolean> {
  const { data, error } = await reader.rpc('may_attach_quote_file', { p_lead: leadId });
  return !error && data === true;
}

/** Records the PDF the Worker stored; the key it replaces (for the Worker to delete), or null. */
export async function attachQuoteFile(
  reader: PondReader,
  file: { leadId: string; key: string; bytes: number },
): Promise<string | null> {
  const { data, error } = await reader.rpc('attach_quote_file', {
    p_lead: file.leadId,
    p_key: file.key,
    p_bytes: file.bytes,
  });
  if (!error) return data ?? null;
  throw new PondDataError(
    error.hint === 'quote_file_not_yours' ? QUOTE_FILE_MESSAGES.notYours : QUOTE_FILE_MESSAGES.failed,
    { cause: error, code: error.hint === 'quote_file_not_yours' ? 'forbidden' : 'failed' },
  );
}

/** The stored file behind a signed address, or null for any address the database did not sign in time. */
export async function quoteFileKey(
  reader: PondReader,
  address: { lead: string; contractor: string; expires: number; signature: string },
): Promise<string | null> {
  const { data, error } = await reader.rpc('quote_file_key', {
    p_lead: address.lead,
    p_contractor: address.contractor,
    p_expires: address.expires,
    p_signature: address.signature,
  });
  return error ? null : (data ?? null);
}

/** Staff: the request's quote PDFs, signed for them. */
export async function staffQuoteFiles(client: PondClient, leadId: string): Promise<SignedQuoteFile[]> {
  const { data, error } = await client.rpc('staff_quote_files', { p_lead: leadId });
  if (error) throw new PondDataError('Could not load the quotes’ PDFs.', { cause: error });
  return ((data ?? []) as unknown[]).map(quoteFileOfRow).filter((file) => file !== null);
}
