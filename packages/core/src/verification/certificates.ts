// The insurance certificate a builder attaches to their insurance for staff to check: kept
// in object storage, read only by that builder and staff, through the site's Worker.

/** Where a certificate is sent and read: `${CERTIFICATE_PATH}/{check id}`. */
export const CERTIFICATE_PATH = '/api/certificates';

export const CERTIFICATE_LIMITS = { maxBytes: 10 * 1024 * 1024 } as const;

export type CertificateType = 'pdf' | 'jpeg' | 'png';
export const CERTIFICATE_CONTENT_TYPES: Record<CertificateType, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

export const CERTIFICATE_MESSAGES = {
  tooBig: 'The certificate can be up to 10 MB. Save it again as a smaller PDF, or photograph the page.',
  notDocument: 'Attach the certificate as a PDF, or a JPEG or PNG photo of it.',
  notYours: 'Attach a certificate to insurance you sent and we have not checked yet.',
  signedOut: 'Your session has ended. Sign in again, then attach the certificate.',
  failed: 'We could not keep the certificate. Please try again in a minute.',
} as const;

/** What a certificate is by its first bytes (never its name). */
export function certificateFileType(bytes: Uint8Array): CertificateType | null {
  if (String.fromCharCode(...bytes.subarray(0, 5)) === '%PDF-') return 'pdf';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (String.fromCharCode(...bytes.subarray(0, 8)) === '\x89PNG\r\n\x1a\n') return 'png';
  return null;
}

export const certificateUrl = (checkId: string) => `${CERTIFICATE_PATH}/${checkId}`;
