import { CERTIFICATE_LIMITS } from '../verification/certificates.ts';

// A quote's PDF: a builder who quoted may attach their own document; it is kept and served as
// insurance certificates are (never cached, sandboxed), at an address the database signed for the
// homeowner, that builder or staff, answering for an hour.

/** Where a builder sends it (`/{lead id}`) and where it is read (`/{lead id}/{contractor id}?expires&signature`). */
export const QUOTE_FILE_PATH = '/api/quote-files';

export const QUOTE_FILE_LIMITS = { maxBytes: CERTIFICATE_LIMITS.maxBytes } as const;

export const QUOTE_FILE_MESSAGES = {
  label: 'Your quote as a PDF (optional, up to 10 MB)',
  notPdf: 'Attach the quote as a PDF. A file renamed to .pdf is still checked for what it is.',
  tooBig: 'The PDF can be up to 10 MB. Save it again as a smaller PDF.',
  notYours: 'Attach a PDF to a quote you sent, while the request is open.',
  signedOut: 'Your session has ended. Sign in again, then attach the PDF.',
  failed: 'We could not keep the PDF. Please try again in a minute.',
  attached: 'PDF attached: the homeowner can open it with your quote.',
  open: 'Open the quote (PDF)',
} as const;

/** Whether the bytes are a PDF, by their first bytes (never the file's name). */
export function isPdf(bytes: Uint8Array): boolean {
  return String.fromCharCode(...bytes.subarray(0, 5)) === '%PDF-';
}

/** A quote's PDF, as the database signs it. */
export interface SignedQuoteFile {
  lead: string;
  contractor: string;
  expires: number;
  signature: string;
}

export function quoteFileUploadUrl(leadId: string): string {
  return `${QUOTE_FILE_PATH}/${leadId}`;
}

export function quoteFileUrl(file: SignedQuoteFile): string {
  return `${QUOTE_FILE_PATH}/${file.lead}/${file.contractor}?expires=${file.expires}&signature=${encodeURIComponent(file.signature)}`;
}
