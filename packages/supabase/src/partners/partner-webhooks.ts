import type { PondClient } from '../client.ts';
import type { Database } from '../database.types.ts';
import { PondDataError } from '../errors.ts';

// A partner's webhook: its endpoint, its signing secret (returned once, when made or
// rotated; never readable afterwards) and its recent deliveries with the answers they got.

export type PartnerWebhook = Pick<
  Database['public']['Tables']['partner_webhooks']['Row'],
  'url' | 'created_at' | 'secret_rotated_at' | 'signing'
>;
export type WebhookDelivery = Database['public']['Tables']['webhook_deliveries']['Row'];

/** How many deliveries the dashboard lists. */
export const RECENT_DELIVERIES = 20;

const refusal = (error: { message: string; hint?: string | null }, fallback: string) =>
  new PondDataError(error.hint?.startsWith('partner_webhook') ? error.message : fallback, { cause: error });

/** Sets the signed-in partner's endpoint; a new endpoint's secret is returned (once), a changed one's is kept (null). */
export async function setPartnerWebhook(client: PondClient, url: string): Promise<string | null> {
  const { data, error } = await client.rpc('set_partner_webhook', { p_url: url });
  if (error) throw refusal(error, 'Could not save the endpoint. Please try again.');
  return data;
}

/** A new secret, returned once; the old one stops working at once. */
export async function rotatePartnerWebhookSecret(client: PondClient): Promise<string> {
  const { data, error } = await client.rpc('rotate_partner_webhook_secret');
  if (error || !data)
    throw refusal(error ?? { message: '' }, 'Could not make a new secret. Please try again.');
  return data;
}

export async function removePartnerWebhook(client: PondClient): Promise<void> {
  const { error } = await client.rpc('remove_partner_webhook');
  if (error) throw refusal(error, 'Could not remove the endpoint. Please try again.');
}

/** The partner's endpoint (or null) and its latest deliveries, newest first. */
export async function loadPartnerWebhook(
  client: PondClient,
  partnerId: string,
): Promise<{ webhook: PartnerWebhook | null; deliveries: WebhookDelivery[] }> {
  const [webhook, deliveries] = await Promise.all([
    client
      .from('partner_webhooks')
      .select('url, created_at, secret_rotated_at, signing')
      .eq('partner_id', partnerId)
      .maybeSingle(),
    client
      .from('webhook_deliveries')
      .select('*')
      .eq('partner_id', partnerId)
      .order('created_at', { ascending: false })
      .limit(RECENT_DELIVERIES),
  ]);
  const error = webhook.error ?? deliveries.error;
  if (error) throw new PondDataError('Could not load your webhook. Please try again.', { cause: error });
  return { webhook: webhook.data, deliveries: deliveries.data ?? [] };
}
