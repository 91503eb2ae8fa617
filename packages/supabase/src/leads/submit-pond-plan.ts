import {
  PLANNER_PROJECT_TYPE_PREFIX,
  PLANNER_TOASTS,
  plannerLeadMessage,
  randomUuid,
  type Attribution,
  type PlannerForm,
  type PlannerResult,
} from '@pond/core';
import type { PondClient } from '../client.ts';
import { PondDataError } from '../errors.ts';
import { attributionColumns, submitLead } from './submit-lead.ts';

/** Where a plan came from: the site path or widget, and the partner of an embedded planner. */
export interface PlanOrigin extends Attribution {
  source: string;
  partner?: string | null;
  pageOrigin?: string | null;
}

/**
 * Saves a pond plan and its lead (spec §7 'Planner', 'Planner lead') and queues the copy the results
 * promise. A failed plan throws the spec's 'Submission error' text; a failed lead is
 * only logged and the flow goes on (§8). `copyQueued` says whether the emailed copy may be promised.
 */
export async function submitPondPlan(
  client: PondClient,
  options: {
    form: PlannerForm;
    result: PlannerResult;
    origin: PlanOrigin;
    /** The planner's signed start (startQuoteForm), which its request carries. */
    formToken?: string | null;
    log?: (message: string, error: unknown) => void;
  },
): Promise<{ leadSaved: boolean; copyQueued: boolean }> {
  const { form, result, origin } = options;
  // The plan's request gets its id now, so the plan's emailed copy can link to withdrawing it.
  const leadId = randomUuid();
  const { data, error } = await client
    .rpc('save_pond_plan', {
      p_plan: {
        name: form.name,
        email: form.email,
        pond_type: form.pondType,
        length: form.length,
        width: form.width,
        depth: form.depth,
        state: form.state,
        sun_exposure: form.sunExposure,
        budget: form.budget,
        timeline: form.timeline,
        features: form.features?.trim() || null,
        cost_estimate_min: result.costEstimate.minCost,
        cost_estimate_max: result.costEstimate.maxCost,
        source: origin.source,
        partner: origin.partner || null,
        page_origin: origin.pageOrigin || null,
        ...attributionColumns(origin),
        lead_id: leadId,
      },
    })
    .single();
  if (error || !data) throw new PondDataError(PLANNER_TOASTS.saveFailed.description, { cause: error });

  const copyQueued = data.copy_queued === true;
  try {
    await submitLead(client, {
      id: leadId,
      formToken: options.formToken,
      name: form.name,
      email: form.email,
      phone: 'No phone provided',
      projectType: `${PLANNER_PROJECT_TYPE_PREFIX}${form.pondType}`,
      message: plannerLeadMessage(form),
      location: form.state,
      state: form.state,
      source: origin.source,
      partner: origin.partner,
      pageOrigin: origin.pageOrigin,
      campaign: origin.campaign,
      utmSource: origin.utmSource,
      utmMedium: origin.utmMedium,
      utmCampaign: origin.utmCampaign,
    });
    return { leadSaved: true, copyQueued };
  } catch (leadError) {
    (options.log ?? console.error)('The planner lead could not be saved', leadError);
    return { leadSaved: false, copyQueued };
  }
}
