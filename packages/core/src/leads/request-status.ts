/** A quote request's status as staff's inbox shows and filters it (spec §7 'Lead inbox'). */
export const REQUEST_STATUSES = ['with staff', 'routed', 'contacted', 'withdrawn'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
