// @vitest-environment happy-dom
import { CAMPAIGN_FIGURE_COLUMNS, shownColumns } from '@pond/core';
import type { PartnerCampaignFigures } from '@pond/supabase';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../test/render-route.tsx';
import { CampaignFigures } from './CampaignFigures.tsx';

afterEach(cleanup);

const row: PartnerCampaignFigures = {
  month: '2026-10-01',
  campaign: null,
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'fall',
  requests: 3,
  confirmed_requests: 2,
  reached_builders: 2,
  withdrawn: 1,
  plans: 4,
  unattributed_requests: 1,
  unattributed_plans: 0,
} as PartnerCampaignFigures;

describe('a partner’s campaign figures', () => {
  it('shows each month and campaign under the columns core declares', async () => {
    renderAt(
      '/partners/dashboard',
      <CampaignFigures rows={[row]} campaignNames={['spring-sale']} partnerId="acme" />,
    );
    const table = await screen.findByRole('table', { name: 'By campaign' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(shownColumns(CAMPAIGN_FIGURE_COLUMNS).map((column) => column.label));
    const cells = within(within(table).getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[0]).toBe('October 2026');
    expect(cells[1]).toMatch(/newsletter/);
    expect(cells.slice(2)).toEqual(['3', '2', '2', '1', '4', '1', '0']);
  });

  it('narrows to one campaign through the address', async () => {
    const { visited } = renderAt(
      '/partners/dashboard',
      <CampaignFigures rows={[]} campaignNames={['spring-sale']} partnerId="acme" />,
    );
    expect(await screen.findByText('No requests or plans for this campaign yet.')).toBeVisible();
    const filter = screen.getByRole('form', { name: 'Campaign filter' });
    fireEvent.change(within(filter).getByRole('combobox'), { target: { value: 'spring-sale' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(visited.at(-1)).toBe('/partners/dashboard?campaign=spring-sale'));
  });
});
