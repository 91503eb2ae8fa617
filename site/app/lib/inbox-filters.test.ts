import { describe, expect, it } from 'vitest';
import { inboxFilters } from './inbox-filters.ts';

describe("the inbox's filters in its address", () => {
  it('are read back as the filters, blanks and unknown statuses left out', () => {
    expect(
      inboxFilters(new URLSearchParams('from=2026-11-01&to=&state=TX&partner=%20acme%20&status=routed')),
    ).toEqual({ from: '2026-11-01', state: 'TX', partner: 'acme', status: 'routed' });
    expect(inboxFilters(new URLSearchParams('status=lost'))).toEqual({});
  });
});
