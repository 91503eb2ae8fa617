import {
  BUILDER_SITE_MESSAGES,
  LEAD_FORM_MESSAGES,
  LEAD_LIMIT_MESSAGES,
  LEAD_TOASTS,
  randomUuid,
  type Attribution,
  type LeadForm,
} from '@pond/core';
import type { PondClient } from '../client.ts';
import { FORM_START_FIELD, PondDataError, violatedConstraint } from '../errors.ts';

/**
 * A quote request as the lead form (@pond/core's LeadForm) and the planner send it (spec §3, §7 'Lead
 * form'): the form's fields, a project type that may be the planner's own ('Pond Planner: koi'), and
 * where the request came from.
 */
/** The columns a request's campaign and UTM values are kept in; plans use the same. */
export const attributionColumns = (attribution: Attribution) => ({
  campaign: attribution.campaign || null,
  utm_source: attribution.utmSource || null,
  utm_medium: attribution.utmMedium || null,
  utm_campaign: attribution.utmCampaign || null,
});

export interface LeadSubmission extends Pick<LeadForm, 'name' | 'email' | 'phone'>, Attribution {
  /** The request's id, made by the sender so a retry is the same request; made here when absent. */
  id?: string;
  /** The secret that lets this sender choose its builders (never in a mail); made here when absent. */
  choiceToken?: string;
  /** One of the form's options, or the planner's own; the database checks it. */
  projectType: string;
  message?: LeadForm['message'] | null;
  location?: LeadForm['location'] | null;
  city?: string | null;
  state?: string | null;
  contractorId?: string | null;
  contractorName?: string | null;
  /** The site path, or the widget it came from on a partner's page ('widget:pond-quote-form'). */
  source: string;
  /** The partner id of an embedded widget (the partner credited with the request). */
  partner?: string | null;
  /** The embedding page's origin as the widget sees it; the database records the request's own Origin beside it. */
  pageOrigin?: string | null;
  /**
   * The signed start the form got when a person began filling it (startQuoteForm): the database
   * refuses a request sent sooner than a person types. Absent, one is asked for now (scripts, tests).
   */
  formToken?: string | null;
  /** The hidden field's value (HONEYPOT_FIELD): filled in, the database saves nothing. */
  trap?: string;
  /** The id of the consent the form showed (@pond/core's CONSENTS); none where a page showed none. */
  consentId?: string | null;
}

/** A signed start time for one quote form, which the request carries back. */
export async function startQuoteForm(client: PondClient): Promise<string> {
  const { data, error } = await client.rpc('start_quote_form');
  if (error || typeof data !== 'string') {
    throw new PondDataError(LEAD_TOASTS.failed.description, { cause: error ?? undefined });
  }
  return data;
}

/** Database check → the form field and its message of spec §5. */
const LEAD_CHECKS: Record<string, { field: string; message: string }> = {
  lead_name_length: { field: 'name', message: LEAD_FORM_MESSAGES.name },
  lead_email_format: { field: 'email', message: LEAD_FORM_MESSAGES.email },
  lead_phone_length: { field: 'phone', message: LEAD_FORM_MESSAGES.phone },
  lead_project_type: { field: 'projectType', message: LEAD_FORM_MESSAGES.projectType },
  lead_message_length: { field: 'message', message: LEAD_FORM_MESSAGES.message },
  lead_location_length: { field: 'location', message: LEAD_FORM_MESSAGES.location },
  lead_state_code: { field: 'state', message: 'Please choose a US state' },
  lead_source_length: { field: 'source', message: 'The request came from an unknown page' },
  lead_partner_format: { field: 'partner', message: 'The partner id of this form is not valid' },
  lead_page_origin_length: {
    field: 'pageOrigin',
    message: 'The page this form is on has an address we cannot record',
  },
  lead_builder_site_partner: { field: 'partner', message: BUILDER_SITE_MESSAGES.noPartner },
  lead_campaign_format: { field: 'campaign', message: 'The campaign of this form is not valid' },
  lead_utm_length: { field: 'utmSource', message: 'The campaign tags of this page are too long' },
  lead_name_max: { field: 'name', message: LEAD_LIMIT_MESSAGES.name },
  lead_phone_max: { field: 'phone', message: LEAD_LIMIT_MESSAGES.phone },
  lead_email_max: { field: 'email', message: LEAD_FORM_MESSAGES.email },
  lead_submissions_consent_id_fkey: {
    field: FORM_START_FIELD,
    message: 'This page showed a consent we do not know. Please reload the page and send the form again.',
  },
  lead_form_once: {
    field: FORM_START_FIELD,
    message: 'This form was already sent. Please reload the page to send another.',
  },
};

/**
 * Saves a quote request (spec §7) and returns its id and choice token, with which the browser that
 * sent it chooses builders. Anonymous visitors may insert but not read leads, so both are made here,
 * not read back; the same id sent twice (a retry after the answer was lost) is one request. A field the database
 * rejects fails with that field's message; anything else with the spec's 'There was an error
 * submitting your request. Please try again.'
 */
export async function submitLead(
  client: PondClient,
  lead: LeadSubmission,
): Promise<{ id: string; choiceToken: string }> {
  const id = lead.id ?? randomUuid();
  const choiceToken = lead.choiceToken ?? randomUuid();
  const formToken = lead.formToken === undefined ? await startQuoteForm(client) : lead.formToken;
  const { error } = await client.from('lead_submissions').insert({
    id,
    choice_token: choiceToken,
    name: lead.name.trim(),
    email: lead.email.trim(),
    phone: lead.phone.trim(),
    project_type: lead.projectType,
    message: lead.message?.trim() || null,
    location: lead.location?.trim() || null,
    city: lead.city || null,
    state: lead.state || null,
    contractor_id: lead.contractorId || null,
    contractor_name: lead.contractorName || null,
    source: lead.source,
    partner: lead.partner || null,
    page_origin: lead.pageOrigin || null,
    ...attributionColumns(lead),
    form_token: formToken,
    consent_id: lead.consentId ?? null,
    ...(lead.trap ? { form_trap: lead.trap } : {}),
  });
  // Already saved: an earlier try got through and only its answer was lost.
  if (!error || (error.code === '23505' && violatedConstraint(error) === 'lead_submissions_pkey'))
    return { id, choiceToken };
  // The database's rate limit (too many requests from one email or network) says why in its message.
  if (error.hint?.startsWith('lead_rate_limit'))
    throw new PondDataError(error.message, { cause: error, code: 'rate_limited' });
  // The database's own spam checks (too quick, an out-of-date form) say what to do in their message.
  if (error.hint === 'lead_too_fast') throw new PondDataError(error.message, { cause: error });
  if (error.hint === 'lead_form_proof')
    throw new PondDataError(error.message, { cause: error, field: FORM_START_FIELD });
  // From a builder's own website without its builder: only a fresh page names them again.
  if (error.hint === 'lead_builder_site_builder')
    throw new PondDataError(error.message, { cause: error, field: FORM_START_FIELD });
  const check = LEAD_CHECKS[violatedConstraint(error) ?? ''];
  if (check) throw new PondDataError(check.message, { cause: error, field: check.field });
  throw new PondDataError(LEAD_TOASTS.failed.description, { cause: error });
}
