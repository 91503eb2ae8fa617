import type { PondClient } from '../client.ts';
import { PondDataError } from '../errors.ts';

// Staff's view of the cost guide: every figure with its counts, the quotes behind a place, and the
// decisions to set a quote aside or count it again, each logged with its reason.

export type StaffCostFigure = Awaited<ReturnType<typeof staffCostFigures>>[number];
export type StaffCostQuote = Awaited<ReturnType<typeof staffCostQuotes>>[number];
export type StaffCostDecision = Awaited<ReturnType<typeof staffCostDecisions>>[number];

export async function staffCostFigures(client: PondClient, place: { stateCode?: string; citySlug?: string }) {
  const { data, error } = await client.rpc('staff_cost_figures', {
    p_state: place.stateCode ?? '',
    p_city: place.citySlug ?? '',
  });
  if (error) throw new PondDataError('Could not read the cost figures', { cause: error });
  return data ?? [];
}

export async function staffCostQuotes(client: PondClient, place: { stateCode?: string; citySlug?: string }) {
  const { data, error } = await client.rpc('staff_cost_quotes', {
    p_state: place.stateCode ?? '',
    p_city: place.citySlug ?? '',
    p_limit: 50,
  });
  if (error) throw new PondDataError('Could not read the quotes behind the figures', { cause: error });
  return data ?? [];
}

export async function staffCostDecisions(client: PondClient) {
  const { data, error } = await client.rpc('staff_cost_decisions', { p_limit: 50 });
  if (error) throw new PondDataError('Could not read the decisions on quotes', { cause: error });
  return data ?? [];
}

/** Sets a quote aside from the figures (counted false) or counts it again, with a reason. */
export async function decideCostQuote(
  client: PondClient,
  decision: { quoteId: number; counted: boolean; reason: string },
): Promise<void> {
  const { error } = await client.rpc('decide_cost_quote', {
    p_quote: decision.quoteId,
    p_counted: decision.counted,
    p_reason: decision.reason,
  });
  if (error) throw new PondDataError('Could not record the decision', { cause: error });
}
