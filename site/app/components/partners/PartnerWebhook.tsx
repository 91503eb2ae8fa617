import type { PartnerWebhook as Webhook, WebhookDelivery } from '@pond/supabase';
import { Button, TextField, theme } from '@pond/ui';
import { PATHS, PREVIOUS_WEBHOOK_SIGNING_ENDS, formatLongDate, keepsPreviousSigning } from '@pond/core';
import { useNavigation } from 'react-router';
import styled from 'styled-components';
import { InlineForm as Inline, Scroll, Table } from '../staff/staff-styles.ts';
import { SiteLink } from '../SiteLink.tsx';

const Secret = styled.output`
  display: block;
  padding: ${theme.space.sm} ${theme.space.md};
  background: ${theme.color.successSoft};
  border-radius: ${theme.radius.sm};
  code {
    word-break: break-all;
  }
`;

const Notice = styled.p`
  padding: ${theme.space.sm} ${theme.space.md};
  border-left: 4px solid ${theme.color.brand};
  background: ${theme.color.brandSoft};
`;

const when = (at: string | null) => (at ? new Date(at).toLocaleString('en-US') : '—');
const DELIVERY_STATUS: Record<string, string> = {
  queued: 'Waiting to retry',
  delivering: 'Sending',
  delivered: 'Delivered',
  failed: 'Failed',
};

/**
 * The partner's webhook: one endpoint that hears of each request and plan from its proven
 * sites, signed with a secret shown once; the latest deliveries with the answer each got.
 */
export function PartnerWebhook({
  webhook,
  deliveries,
  secret,
}: {
  webhook: Webhook | null;
  deliveries: readonly WebhookDelivery[];
  /** A secret just made or rotated: shown this once. */
  secret: string | null;
}) {
  const busy = useNavigation().state !== 'idle';
  return (
    <section aria-labelledby="webhook-heading">
      <h2 id="webhook-heading">Webhook</h2>
      <p>
        We POST <code>request.created</code>, <code>request.routed</code>, <code>request.withdrawn</code> and{' '}
        <code>plan.created</code> for requests and plans from your proven sites, signed with your secret, with
        the fields this page shows (never a homeowner&apos;s contact details). How to check the signature:{' '}
        <SiteLink to={`${PATHS.partners}#webhooks`}>webhooks on the partners page</SiteLink>.
      </p>
      {secret ? (
        <Secret role="status">
          Your signing secret: <code>{secret}</code>. Copy it now: it is not shown again.
        </Secret>
      ) : null}
      <Inline method="post" aria-label="Webhook endpoint">
        <input type="hidden" name="intent" value="webhook-save" />
        <TextField
          label="Endpoint URL"
          name="url"
          type="url"
          required
          defaultValue={webhook?.url ?? ''}
          placeholder="https://example.com/pond-webhooks"
        />
        <Button type="submit" disabled={busy}>
          {webhook ? 'Save Endpoint' : 'Add Endpoint'}
        </Button>
      </Inline>
      {webhook && keepsPreviousSigning(webhook.signing, new Date().toISOString().slice(0, 10)) ? (
        <Notice role="note">
          Until {formatLongDate(PREVIOUS_WEBHOOK_SIGNING_ENDS)} this endpoint gets our previous signature (
          <code>Pond-Webhook-Signature</code>) beside the Standard Webhooks one (
          <code>webhook-signature</code>, which your current secret already verifies). After that day, or once
          you rotate the secret, only the standard one comes: update your check as the{' '}
          <SiteLink to={`${PATHS.partners}#webhooks`}>partners page</SiteLink> shows.
        </Notice>
      ) : null}
      {webhook ? (
        <Inline method="post" aria-label="Webhook secret">
          <p>Secret made {when(webhook.secret_rotated_at)}.</p>
          <Button type="submit" name="intent" value="webhook-rotate" $variant="secondary" disabled={busy}>
            Rotate Secret
          </Button>
          <Button type="submit" name="intent" value="webhook-remove" $variant="secondary" disabled={busy}>
            Remove Endpoint
          </Button>
        </Inline>
      ) : null}
      {deliveries.length ? (
        <Scroll>
          <Table aria-label="Recent deliveries">
            <thead>
              <tr>
                <th>Queued</th>
                <th>Event</th>
                <th>Delivery id</th>
                <th>Status</th>
                <th>Tries</th>
                <th>Last answer</th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((delivery) => (
                <tr key={delivery.id}>
                  <td>{when(delivery.created_at)}</td>
                  <td>{delivery.event}</td>
                  <td>
                    <code>{delivery.id}</code>
                  </td>
                  <td>{DELIVERY_STATUS[delivery.status] ?? delivery.status}</td>
                  <td>{delivery.attempts}</td>
                  <td>
                    {delivery.last_error ?? (delivery.last_status ? `HTTP ${delivery.last_status}` : '—')}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      ) : webhook ? (
        <p>No deliveries yet.</p>
      ) : null}
    </section>
  );
}
