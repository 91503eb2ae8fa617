import type { StatementLine } from '@pond/core';
import type { PondClient } from '../client.ts';
import type { Database } from '../database.types.ts';
import { PondDataError } from '../errors.ts';
import type { PartnerRow } from './partner-applications.ts';

// What a signed-in partner reads: its own row, its requests without any homeowner's
// contact details, and its figures. The views decide whose; row-level security keeps the tables shut.

export type PartnerRequest = Database['public']['Views']['partner_requests']['Row'];
export type PartnerFigures = Database['public']['Views']['partner_figures']['Row'];
export type PartnerCampaignFigures = Database['public']['Views']['partner_campaigns']['Row'];

export interface PartnerDashboard {
  partner: PartnerRow;
  requests: PartnerRequest[];
  figures: PartnerFigures[];
  /** Per month and campaign, for the campaign the dashboard is filtered to, if any. */
  campaigns: PartnerCampaignFigures[];
  /** Every campaign the partner's requests and plans carried, for the filter. */
  campaignNames: string[];
  sites: PartnerSite[];
  /** The months a statement was sent for (the first day, YYYY-MM-DD), newest first. */
  statements: string[];
}

/** The dashboard's campaign filter: a campaign, requests with none, or everything. */
export type CampaignFilter = { campaign: string } | { campaign: null } | undefined;

/** The signed-in partner's dashboard, or null when the account is not a partner's. */
export async function loadPartnerDashboard(
  client: PondClient,
  partnerId: string,
  filter?: CampaignFilter,
): Promise<PartnerDashboard | null> {
  let requestQuery = client.from('partner_requests').select('*');
  let campaignQuery = client.from('partner_campaigns').select('*');
  if (filter) {
    requestQuery =
      filter.campaign === null
        ? requestQuery.is('campaign', null)
        : requestQuery.eq('campaign', filter.campaign);
    campaignQuery =
      filter.campaign === null
        ? campaignQuery.is('campaign', null)
        : campaignQuery.eq('campaign', filter.campaign);
  }
  const [partner, requests, figures, campaigns, names, sites, statements] = await Promise.all([
    client.from('partners').select('*').eq('id', partnerId).maybeSingle(),
    requestQuery.order('created_at', { ascending: false }).limit(1000),
    client.from('partner_figures').select('*').order('month', { ascending: false }).order('widget'),
    campaignQuery.order('month', { ascending: false }).order('campaign'),
    client.from('partner_campaigns').select('campaign').not('campaign', 'is', null),
    client.from('partner_sites').select('*').eq('partner_id', partnerId).order('created_at'),
    client
      .from('partner_statements')
      .select('month')
      .eq('partner_id', partnerId)
      .order('month', { ascending: false }),
  ]);
  const error =
    partner.error ??
    requests.error ??
    figures.error ??
    campaigns.error ??
    names.error ??
    sites.error ??
    statements.error;
  if (error) throw new PondDataError('Could not load your dashboard. Please try again.', { cause: error });
  if (!partner.data) return null;
  return {
    partner: partner.data,
    requests: requests.data ?? [],
    figures: figures.data ?? [],
    campaigns: campaigns.data ?? [],
    campaignNames: [...new Set((names.data ?? []).map((row) => row.campaign!))].sort(),
    sites: sites.data ?? [],
    statements: (statements.data ?? []).map((row) => row.month),
  };
}

/** The lines of a statement the partner was sent, as its mail's CSV holds them. */
export async function loadStatementLines(client: PondClient, month: string): Promise<StatementLine[]> {
  const { data, error } = await client.rpc('partner_statement_lines', { p_month: month });
  if (error)
    throw new PondDataError(
      error.hint === 'partner_statement_not_found'
        ? error.message
        : 'Could not load the statement. Please try again.',
      { cause: error },
    );
  // The function's counts are never null (coalesced), though a table function's columns type as nullable.
  return data as StatementLine[];
}

export type PartnerSite = Database['public']['Tables']['partner_sites']['Row'];

function siteRefusal(error: { message: string; hint?: string | null }, fallback: string) {
  return new PondDataError(error.hint?.startsWith('partner_') ? error.message : fallback, { cause: error });
}

/** The sites a partner listed (its own), or every partner's for staff. */
export async function listPartnerSites(client: PondClient): Promise<PartnerSite[]> {
  const { data, error } = await client.from('partner_sites').select('*').order('created_at');
  if (error) throw new PondDataError('Could not load the sites. Please try again.', { cause: error });
  return data;
}

/** Adds a site to prove; its token is on the returned row. */
export async function addPartnerSite(client: PondClient, origin: string): Promise<PartnerSite> {
  const { data, error } = await client.rpc('add_partner_site', { p_origin: origin }).single();
  if (error || !data)
    throw siteRefusal(error ?? { message: '' }, 'Could not add the site. Please try again.');
  return data;
}

/** Asks for the site's token file to be fetched now; the answer arrives on the site's row. */
export async function checkPartnerSite(client: PondClient, siteId: string): Promise<void> {
  const { error } = await client.rpc('check_partner_site', { p_site: siteId });
  if (error) throw siteRefusal(error, 'Could not check the site. Please try again.');
}

/** Opens a proven site's subdomains to the partner's credit, or closes them. */
export async function setPartnerSiteSubdomains(client: PondClient, siteId: string, include: boolean) {
  const { error } = await client.rpc('set_partner_site_subdomains', { p_site: siteId, p_include: include });
  if (error) throw siteRefusal(error, 'Could not change the site. Please try again.');
}

/** Staff revoke a site: its requests count as unverified from then on. */
export async function revokePartnerSite(client: PondClient, siteId: string): Promise<void> {
  const { error } = await client.rpc('revoke_partner_site', { p_site: siteId });
  if (error) throw siteRefusal(error, 'Could not revoke the site. Please try again.');
}
