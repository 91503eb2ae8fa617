import {
  CERTIFICATE_MESSAGES,
  CHECK_MESSAGES,
  type CertificateType,
  type CheckKind,
  type PublicCheck,
} from '@pond/core';
import type { PondClient } from '../client.ts';
import type { Database } from '../database.types.ts';
import { PondDataError } from '../errors.ts';
import type { PondReader } from '../reader.ts';

// What we verified about a builder: the builder submits a document, staff check it against a
// public source and record the outcome; anyone reads the checks that hold today.

export type CheckRow = Database['public']['Tables']['builder_checks']['Row'];

/** A builder's document, as they submit it. */
export interface CheckSubmission {
  kind: CheckKind;
  state: string | null;
  number: string;
  classification: string | null;
  authority: string;
  coverageAmount: number | null;
  expiresOn: string | null;
}

function checkError(
  error: { hint?: string | null; details?: string | null; message: string },
  fallback: string,
) {
  if (error.hint === 'check_invalid') {
    const field = error.details ?? 'number';
    return new PondDataError(CHECK_MESSAGES[field as keyof typeof CHECK_MESSAGES] ?? error.message, {
      cause: error,
      field,
    });
  }
  if (error.hint === 'not_builder' || error.hint === 'check_not_found')
    return new PondDataError(error.message, { cause: error, code: 'failed' });
  return new PondDataError(fallback, { cause: error });
}

export async function submitMyCheck(client: PondClient, check: CheckSubmission): Promise<string> {
  const { data, error } = await client.rpc('submit_my_check', {
    p_kind: check.kind,
    p_state: check.state ?? '',
    p_number: check.number,
    p_classification: check.classification ?? '',
    p_authority: check.authority,
    ...(check.coverageAmount !== null ? { p_coverage: check.coverageAmount } : {}),
    ...(check.expiresOn ? { p_expires_on: check.expiresOn } : {}),
  });
  if (error) throw checkError(error, 'We could not send this for checking. Please try again.');
  return data;
}

/** A listing's checks, newest first: the builder's own, or any listing's for staff. */
export async function listChecks(client: PondClient, contractorId?: string) {
  let query = client
    .from('builder_checks')
    .select('*, contractors(name)')
    .order('submitted_at', { ascending: false })
    .limit(200);
  if (contractorId) query = query.eq('contractor_id', contractorId);
  const { data, error } = await query;
  if (error) throw new PondDataError('Could not load the checks. Please try again.', { cause: error });
  return data;
}

/** Staff record what the public source showed. */
export async function decideCheck(
  client: PondClient,
  checkId: string,
  decision: { verified: boolean; sourceUrl: string; outcome: string },
): Promise<void> {
  const { error } = await client.rpc('decide_check', {
    p_check: checkId,
    p_verified: decision.verified,
    p_source_url: decision.sourceUrl,
    p_outcome: decision.outcome,
  });
  if (error) throw checkError(error, 'We could not record the check. Please try again.');
}

/** The checks that hold today, as anyone may read them. */
export async function getVerification(reader: PondReader, contractorId: string): Promise<PublicCheck[]> {
  const { data, error } = await reader.rpc('builder_verification', { p_contractor: contractorId });
  if (error) throw new PondDataError('Could not load what we verified.', { cause: error });
  return (data ?? []).map((row) => ({
    kind: row.kind as CheckKind,
    state: row.state,
    number: row.number,
    classification: row.classification,
    authority: row.authority,
    coverageAmount: row.coverage_amount,
    outcome: row.outcome,
    // Never null for a verified check (the table's verified_is_recorded constraint).
    sourceUrl: row.source_url ?? '',
    checkedAt: row.checked_at ?? '',
    validUntil: row.valid_until ?? '',
  }));
}

/** Whether the signed-in builder may attach a certificate to this check (their insurance, unchecked). */
export async function mayAttachCertificate(reader: PondReader, checkId: string): Promise<boolean> {
  const { data, error } = await reader.rpc('may_attach_certificate', { p_check: checkId });
  return !error && data === true;
}

/**
 * Records a certificate the Worker stored under `key`, for the builder whose session the reader carries;
 * the key it replaces (for the Worker to delete), or null.
 */
export async function attachMyCertificate(
  reader: PondReader,
  certificate: { checkId: string; key: string; type: CertificateType; bytes: number },
): Promise<string | null> {
  const { data, error } = await reader.rpc('attach_my_certificate', {
    p_check: certificate.checkId,
    p_key: certificate.key,
    p_type: certificate.type,
    p_bytes: certificate.bytes,
  });
  if (!error) return data ?? null;
  throw new PondDataError(
    error.hint === 'certificate_not_yours'
      ? CERTIFICATE_MESSAGES.notYours
      : error.hint === 'not_builder'
        ? CERTIFICATE_MESSAGES.signedOut
        : CERTIFICATE_MESSAGES.failed,
    { cause: error, code: error.hint === 'not_builder' ? 'forbidden' : 'failed' },
  );
}

/** Where a check's certificate is kept, when the account the reader carries may read it (its builder, or staff). */
export async function certificateKey(reader: PondReader, checkId: string): Promise<string | null> {
  const { data, error } = await reader.rpc('certificate_key', { p_check: checkId });
  return error ? null : (data ?? null);
}
