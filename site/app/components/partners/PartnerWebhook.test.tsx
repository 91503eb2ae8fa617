// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test/render-route.tsx';
import { PartnerWebhook } from './PartnerWebhook.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

type Props = ComponentProps<typeof PartnerWebhook>;
const webhook = {
  url: 'https://acme.example/hooks',
  signing: 'standard',
  secret_rotated_at: '2026-11-01T10:00:00Z',
} as NonNullable<Props['webhook']>;

describe('a partner’s webhook settings', () => {
  it('adds an endpoint, and shows a new secret once, in a status the reader hears', async () => {
    const { posted } = renderAt(
      '/partners/dashboard',
      <PartnerWebhook webhook={null} deliveries={[]} secret="whsec_abc" />,
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your signing secret: whsec_abc. Copy it now: it is not shown again.',
    );
    const form = screen.getByRole('form', { name: 'Webhook endpoint' });
    fireEvent.change(within(form).getByLabelText('Endpoint URL'), {
      target: { value: 'https://acme.example/hooks' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add Endpoint' }));
    await waitFor(() =>
      expect(posted).toEqual([{ intent: 'webhook-save', url: 'https://acme.example/hooks' }]),
    );
    expect(screen.queryByRole('form', { name: 'Webhook secret' })).toBeNull();
  });

  it('rotates or removes an endpoint, lists its deliveries, and dates the previous scheme’s end', async () => {
    // A day the previous scheme still runs (it ends on PREVIOUS_WEBHOOK_SIGNING_ENDS).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T12:00:00Z'));
    const { posted } = renderAt(
      '/partners/dashboard',
      <PartnerWebhook
        webhook={{ ...webhook, signing: 'pond-v1' }}
        deliveries={[
          {
            id: 'd-1',
            created_at: '2026-11-20T15:00:00Z',
            event: 'request.created',
            status: 'queued',
            attempts: 2,
            last_error: 'https://acme.example/hooks answered 500',
            last_status: 500,
          } as Props['deliveries'][number],
        ]}
        secret={null}
      />,
    );
    expect(await screen.findByRole('note')).toHaveTextContent('Pond-Webhook-Signature');
    const row = within(screen.getByRole('table', { name: 'Recent deliveries' })).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('request.created');
    expect(row).toHaveTextContent('Waiting to retry');
    expect(row).toHaveTextContent('answered 500');
    fireEvent.click(screen.getByRole('button', { name: 'Rotate Secret' }));
    await waitFor(() => expect(posted).toEqual([{ intent: 'webhook-rotate' }]));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Endpoint' }));
    await waitFor(() => expect(posted.at(-1)).toEqual({ intent: 'webhook-remove' }));
  });
});
