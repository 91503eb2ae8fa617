import {
  BUILDER_CHOICE,
  DETAIL_MESSAGES,
  PLAN_TEXTS,
  detailsRow,
  type RequestDetails,
  MAX_CHOSEN_BUILDERS,
  OFFERED_BUILDERS,
  normaliseLocationFilter,
  parseLocationInput,
} from '@pond/core';
import type { PondClient } from '../client.ts';
import type { PondReader } from '../reader.ts';
import { PondDataError, violatedConstraint } from '../errors.ts';
import { getContractorById } from '../contractors/get-contractor-by-id.ts';
import { searchContractors, type DirectoryFilters } from '../contractors/search-contractors.ts';
import type { Contractor } from '../contractors/contractor.ts';

/** What the choice needs to know of a saved request. */
export interface RequestPlace {
  contractorId?: string | null;
  location?: string | null;
  city?: string | null;
  state?: string | null;
  /** Sent from the builder's own website: that builder alone is offered. */
  only?: boolean;
}

/** A builder offered to the homeowner, and whether it starts chosen. */
export interface OfferedBuilder {
  contractor: Contractor;
  preselected: boolean;
  /** Whether we verified the builder's insurance (and licence where required) today. */
  verified: boolean;
}

/**
 * The builders offered after a request is saved: from a profile, that builder first; then the best
 * rated near the request's ZIP (25 miles) or in its city, else its state, through the directory's
 * own search (falling back to the nearest places as the directory does); on a profile with no place
 * given, the builder's own city. The first three start chosen.
 */
export async function suggestBuilders(client: PondReader, request: RequestPlace): Promise<OfferedBuilder[]> {
  const offered: Contractor[] = [];
  if (request.contractorId) {
    const profile = await getContractorById(client, request.contractorId);
    if (profile) offered.push(profile);
  }
  if (request.only) return standingOffers(client, offered);
  // Nothing typed on a profile: the builder's own city.
  const filters =
    placeFilters(request) ?? (offered[0] ? { city: offered[0].city, state: offered[0].state } : null);
  if (filters) {
    const page = await searchContractors(client, {
      filters: { ...filters, sort: 'rating', fallbackToNearest: true },
      pageSize: OFFERED_BUILDERS + 1,
    });
    for (const contractor of page.contractors)
      if (offered.length < OFFERED_BUILDERS && !offered.some((c) => c.id === contractor.id))
        offered.push(contractor);
  }
  return standingOffers(client, offered);
}

/** A builder who paused their listing is not offered; each says whether it is Verified. */
async function standingOffers(client: PondReader, offered: Contractor[]): Promise<OfferedBuilder[]> {
  const standing = await standingOf(
    client,
    offered.map((contractor) => contractor.id),
  );
  return offered
    .filter((contractor) => !standing.get(contractor.id)?.paused)
    .map((contractor, index) => ({
      contractor,
      preselected: index < MAX_CHOSEN_BUILDERS,
      verified: standing.get(contractor.id)?.verified ?? false,
    }));
}

/** Whether each of these builders paused their listing, and whether it is Verified. */
async function standingOf(
  client: PondReader,
  ids: string[],
): Promise<Map<string, { paused: boolean; verified: boolean }>> {
  if (!ids.length) return new Map();
  const { data, error } = await client.from('contractors').select('id, paused_at, verified').in('id', ids);
  if (error) throw new PondDataError(BUILDER_CHOICE.failed, { cause: error });
  return new Map(data.map((row) => [row.id, { paused: row.paused_at !== null, verified: row.verified }]));
}

/** The directory filters for a request: its ZIP, else its city and state (typed, or the page's). */
function placeFilters(request: RequestPlace): DirectoryFilters | null {
  const typed = normaliseLocationFilter(parseLocationInput(request.location ?? ''));
  if (typed.postalCode) return { near: { zip: typed.postalCode, miles: 25 } };
  const city = typed.city ?? request.city ?? undefined;
  const state = typed.state ?? request.state ?? undefined;
  if (!city && !state) return null;
  return { ...(city ? { city } : {}), ...(state ? { state } : {}) };
}

export interface ChosenBuilder {
  id: string;
  name: string;
  /** Mailed now, or phoned by our staff (a builder without an email address). */
  delivery: 'email' | 'phone';
}

/**
 * Sends a saved request to the builders the homeowner chose, in their order, recording the consent
 * they were shown (its id: the database keeps the text it names), and queues their confirmation. None chosen leaves the request with staff.
 */
export async function chooseBuilders(
  client: PondClient,
  choice: {
    requestId: string;
    choiceToken: string;
    contractorIds: readonly string[];
    consentId: string;
    /** What the homeowner added so builders can price it; saved before any builder gets the request. */
    details?: RequestDetails;
  },
): Promise<ChosenBuilder[]> {
  const { data, error } = await client.rpc('choose_builders', {
    p_lead: choice.requestId,
    p_token: choice.choiceToken,
    p_contractors: [...choice.contractorIds],
    p_consent_id: choice.consentId,
    p_details: detailsRow(choice.details ?? {}),
  });
  if (error) {
    if (error.hint === 'lead_choice_closed') throw new PondDataError(BUILDER_CHOICE.closed, { cause: error });
    if (error.hint === 'consent_unknown') throw new PondDataError(error.message, { cause: error });
    if (error.hint === 'builder_paused') throw new PondDataError(error.message, { cause: error });
    // From a builder's own website: "This request is for {name} only."
    if (error.hint === 'lead_builder_site_only')
      throw new PondDataError(error.message, { cause: error, field: 'builders' });
    // A homeowner's daily allowance of builders: the database's message says what happens.
    if (error.hint === 'lead_builder_limit')
      throw new PondDataError(error.message, { cause: error, code: 'rate_limited' });
    if (violatedConstraint(error) === 'lead_plan')
      throw new PondDataError(PLAN_TEXTS.broken, { cause: error, field: 'details' });
    if (
      /^lead_(pond_feet|pond_size|budget|timing|machine_access|call_time)$/.test(
        violatedConstraint(error) ?? '',
      )
    )
      throw new PondDataError(DETAIL_MESSAGES.feet, { cause: error, field: 'details' });
    if (error.hint === 'lead_builder_count' || violatedConstraint(error) === 'lead_route_slot')
      throw new PondDataError(BUILDER_CHOICE.limit, { cause: error, field: 'builders' });
    throw new PondDataError(BUILDER_CHOICE.failed, { cause: error });
  }
  return (data ?? []).map((row) => ({
    id: row.contractor_id ?? '',
    name: row.name ?? '',
    delivery: row.delivery === 'email' ? 'email' : 'phone',
  }));
}
