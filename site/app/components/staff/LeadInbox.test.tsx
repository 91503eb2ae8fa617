// @vitest-environment happy-dom
import { INBOX_COLUMNS, shownColumns } from '@pond/core';
import type { InboxRequest } from '@pond/supabase';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../test/render-route.tsx';
import { LeadInbox } from './LeadInbox.tsx';

afterEach(cleanup);

const request = {
  id: '4f1c2b1e-0000-4000-8000-000000000001',
  created_at: '2026-11-20T15:00:00Z',
  status: 'routed',
  name: 'Sam Homeowner',
  email: 'sam@example.com',
  phone: '512-555-0100',
  project_type: 'Koi Pond Construction',
  location: null,
  city: 'Austin',
  state: 'TX',
  message: 'A pond by the deck',
  contractor_name: null,
  source: 'widget:pond-quote-form',
  partner: 'acme-ponds',
  campaign: 'spring-sale',
  builders: 2,
} as InboxRequest;

describe('staff’s inbox', () => {
  it('keeps the filters the address holds, and applying them asks for the page with them', async () => {
    const { visited } = renderAt(
      '/admin/leads?state=TX&partner=acme-ponds',
      <LeadInbox filters={{ state: 'TX', partner: 'acme-ponds' }} requests={[request]} error={null} />,
    );
    const filters = await screen.findByRole('form', { name: 'Filter requests' });
    expect(within(filters).getByLabelText('Partner')).toHaveValue('acme-ponds');
    expect(within(filters).getByLabelText('State')).toHaveValue('TX');
    fireEvent.change(within(filters).getByLabelText('Campaign'), { target: { value: 'spring-sale' } });
    fireEvent.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(visited.at(-1)).toContain('campaign=spring-sale'));
    expect(visited.at(-1)).toContain('partner=acme-ponds');
  });

  it('shows each request with the columns core declares, and opens it keeping the filters', async () => {
    renderAt(
      '/admin/leads?state=TX',
      <LeadInbox filters={{ state: 'TX' }} requests={[request]} error={null} />,
    );
    const table = await screen.findByRole('table', { name: 'Quote requests' });
    const headings = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headings.slice(0, -1)).toEqual(shownColumns(INBOX_COLUMNS).map((column) => column.label));
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Sam Homeowner');
    expect(row).toHaveTextContent('Austin, TX');
    expect(row).toHaveTextContent('widget:pond-quote-form (partner acme-ponds) · campaign spring-sale');
    expect(within(row).getByRole('link', { name: /Open/ })).toHaveAttribute(
      'href',
      `/admin/leads/${request.id}?state=TX`,
    );
  });

  it('says what went wrong instead of a table', async () => {
    renderAt('/admin/leads', <LeadInbox filters={{}} requests={null} error="Could not load the requests." />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the requests.');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
