import { requestPlace } from '@pond/core';
import type { InboxRequest } from '@pond/supabase';

/** A time as staff read it, or a dash for none. */
export const when = (value: string | null) => (value ? new Date(value).toLocaleString('en-US') : '—');
/** Where a request is for, or a dash. */
export const place = (request: InboxRequest) => requestPlace(request) || '—';
