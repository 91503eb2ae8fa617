// @vitest-environment happy-dom
import type { InboxRequest, RequestRouting } from '@pond/supabase';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../test/render-route.tsx';
import { RequestDetail } from './RequestDetail.tsx';

afterEach(cleanup);

const request = {
  id: '4f1c2b1e-0000-4000-8000-000000000002',
  created_at: '2026-11-20T15:00:00Z',
  status: 'routed',
  name: 'Robin Homeowner',
  email: 'robin@example.com',
  phone: '512-555-0101',
  project_type: 'Pond Repair & Renovation',
  city: 'Austin',
  state: 'TX',
  message: null,
  source: '/get-quotes',
  page_origin: 'https://acme.example',
  request_origin: 'https://copy.example',
  origin_mismatch: true,
  withdrawn_at: null,
  contacted_at: null,
} as InboxRequest;

const builder = {
  contractorId: 'c-1',
  name: 'Clear Water Ponds',
  phone: '512-555-0199',
  email: 'office@clearwater.example',
  slot: 1,
  delivery: 'email',
  consentText: 'I agree',
  chosenAt: '2026-11-20T15:01:00Z',
  contactedAt: null,
  outcome: null,
  quoteAmount: null,
  quoteNote: null,
  notFitReason: null,
} satisfies RequestRouting['builders'][number];

describe('a request’s page for staff', () => {
  it('shows what the homeowner sent, where it claimed to come from, and every mail with its state', async () => {
    renderAt(
      `/admin/leads/${request.id}`,
      <RequestDetail
        photos={[]}
        threads={[]}
        request={request}
        routing={{
          builders: [builder],
          mails: [
            {
              id: 'm-1',
              template: 'lead-to-builder',
              toEmail: 'office@clearwater.example',
              status: 'failed',
              attempts: 10,
              lastError: 'connection refused',
              createdAt: '2026-11-20T15:01:00Z',
              sentAt: null,
            },
          ],
        }}
        error={null}
      />,
    );
    const detail = await screen.findByRole('region', { name: 'Request of Robin Homeowner' });
    expect(detail).toHaveTextContent('Austin, TX');
    expect(detail).toHaveTextContent('https://acme.example / https://copy.example (they differ)');
    const mail = within(detail).getByRole('table', { name: 'Mail' });
    expect(within(mail).getAllByRole('row')[1]).toHaveTextContent(
      'lead-to-builderoffice@clearwater.examplefailed10—connection refused',
    );
  });

  it('marks a chosen builder contacted, and sends a review invitation, naming the builder', async () => {
    const { posted } = renderAt(
      `/admin/leads/${request.id}`,
      <RequestDetail
        request={request}
        routing={{ builders: [builder], mails: [] }}
        photos={[]}
        threads={[]}
        error={null}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Mark contacted by Clear Water Ponds' }));
    await waitFor(() => expect(posted).toEqual([{ intent: 'mark-contacted', builder: 'c-1' }]));
    fireEvent.click(screen.getByRole('button', { name: 'Send review invitation for Clear Water Ponds' }));
    await waitFor(() => expect(posted.at(-1)).toEqual({ builder: 'c-1', intent: 'invite-review' }));
    expect(screen.getByText('No mail for this request.')).toBeVisible();
  });

  it('offers staff the call when nobody was chosen, and says so once it was made', async () => {
    const { posted } = renderAt(
      `/admin/leads/${request.id}`,
      <RequestDetail
        request={request}
        routing={{ builders: [], mails: [] }}
        photos={[]}
        threads={[]}
        error={null}
      />,
    );
    expect(await screen.findByText('Nobody was chosen: this request is with staff.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Mark contacted by staff' }));
    await waitFor(() => expect(posted).toEqual([{ intent: 'mark-contacted' }]));
    cleanup();
    renderAt(
      `/admin/leads/${request.id}`,
      <RequestDetail
        photos={[]}
        threads={[]}
        request={{ ...request, contacted_at: '2026-11-21T10:00:00Z' }}
        routing={{ builders: [], mails: [] }}
        error={null}
      />,
    );
    expect(await screen.findByText(/^Contacted by staff /)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark contacted by staff' })).toBeNull();
  });

  it('shows each builder’s own mark: a quote with its amount and note, or why it was not a fit', async () => {
    renderAt(
      `/admin/leads/${request.id}`,
      <RequestDetail
        photos={[]}
        threads={[]}
        request={request}
        routing={{
          builders: [
            {
              ...builder,
              contactedAt: '2026-11-20T16:00:00Z',
              outcome: 'quoted',
              quoteAmount: 18_500,
              quoteNote: 'Includes a waterfall.',
            },
            {
              ...builder,
              contractorId: 'c-2',
              name: 'Stone Ponds',
              slot: 2,
              outcome: 'not_fit',
              notFitReason: 'Fully booked',
            },
          ],
          mails: [],
        }}
        error={null}
      />,
    );
    const chosen = await screen.findByRole('table', { name: 'Builders chosen' });
    const [, quoted, notFit] = within(chosen).getAllByRole('row');
    expect(quoted).toHaveTextContent('Quoted $18,500: “Includes a waterfall.”');
    expect(notFit).toHaveTextContent('Not a fit: Fully booked');
  });
});
