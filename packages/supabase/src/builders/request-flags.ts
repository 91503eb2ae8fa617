import { REQUEST_FLAG_MESSAGES, type RequestFlagReason } from '@pond/core';
import type { PondClient } from '../client.ts';
import type { Database } from '../database.types.ts';
import { PondDataError } from '../errors.ts';

// A builder flags a request they could not use; staff confirm or refuse each flag with a reason.

export type RequestFlag = Database['public']['Tables']['request_flags']['Row'];
export type StaffRequestFlag = Database['public']['Functions']['staff_request_flags']['Returns'][number];

function flagError(error: { hint?: string | null; details?: string | null; message: string }) {
  const field = error.hint === 'flag_invalid' ? (error.details ?? 'reason') : undefined;
  const message =
    field && field in REQUEST_FLAG_MESSAGES
      ? REQUEST_FLAG_MESSAGES[field as keyof typeof REQUEST_FLAG_MESSAGES]
      : error.hint === 'flag_limit'
        ? REQUEST_FLAG_MESSAGES.limit
        : error.hint === 'flag_exists'
          ? REQUEST_FLAG_MESSAGES.exists
          : error.hint === 'request_not_yours' ||
              error.hint === 'flag_not_found' ||
              error.hint === 'not_builder'
            ? error.message
            : 'We could not save the flag. Please try again.';
  return new PondDataError(message, { cause: error, ...(field ? { field } : { code: 'failed' as const }) });
}

/** The signed-in builder flags a request that chose them. */
export async function flagRequest(
  client: PondClient,
  leadId: string,
  flag: { reason: RequestFlagReason; note?: string | null },
): Promise<void> {
  const { error } = await client.rpc('flag_request', {
    p_lead: leadId,
    p_reason: flag.reason,
    ...(flag.note ? { p_note: flag.note } : {}),
  });
  if (error) throw flagError(error);
}

/** The signed-in builder's flags (row-level security keeps them to their own). */
export async function myRequestFlags(client: PondClient): Promise<RequestFlag[]> {
  const { data, error } = await client.from('request_flags').select('*');
  if (error) throw new PondDataError('Could not load your flags.', { cause: error });
  return data ?? [];
}

/** Staff: every flag, the open ones first. */
export async function staffRequestFlags(client: PondClient): Promise<StaffRequestFlag[]> {
  const { data, error } = await client.rpc('staff_request_flags', { p_limit: 100 });
  if (error) throw new PondDataError('Could not load the flags.', { cause: error });
  return data ?? [];
}

/** Staff confirm or refuse a flag, with their reason. */
export async function decideRequestFlag(
  client: PondClient,
  flag: { leadId: string; contractorId: string; confirm: boolean; reason: string },
): Promise<void> {
  const { error } = await client.rpc('decide_request_flag', {
    p_lead: flag.leadId,
    p_contractor: flag.contractorId,
    p_confirm: flag.confirm,
    p_reason: flag.reason,
  });
  if (error) throw flagError(error);
}
