import { REQUEST_STATUSES, type RequestStatus } from '@pond/core';
import type { InboxFilters } from '@pond/supabase';

const isStatus = (value: string | undefined): value is RequestStatus =>
  (REQUEST_STATUSES as readonly string[]).includes(value ?? '');

/** The inbox's filters as its address holds them (?from=…&state=TX…): shareable, back-able. */
export function inboxFilters(search: URLSearchParams): InboxFilters {
  const value = (name: keyof InboxFilters) => search.get(name)?.trim() || undefined;
  const status = value('status');
  return {
    from: value('from'),
    to: value('to'),
    state: value('state'),
    source: value('source'),
    partner: value('partner'),
    campaign: value('campaign'),
    status: isStatus(status) ? status : undefined,
  };
}
