// @vitest-environment happy-dom
import { PARTNER_TOKEN_PATH } from '@pond/core';
import type { PartnerSite } from '@pond/supabase';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../test/render-route.tsx';
import { PartnerSites } from './PartnerSites.tsx';

afterEach(cleanup);

const site = (fields: Partial<PartnerSite>) =>
  ({
    id: 's-1',
    origin: 'https://acme.example',
    status: 'pending',
    token: 'pond-token-123',
    include_subdomains: false,
    check_error: null,
    ...fields,
  }) as PartnerSite;

describe('a partner’s sites', () => {
  it('shows each site’s token file and its state, with the check a pending site needs', async () => {
    const { posted } = renderAt(
      '/partners/dashboard',
      <PartnerSites
        sites={[
          site({ check_error: 'https://acme.example/.well-known/pond-partner.txt answered 404' }),
          site({ id: 's-2', origin: 'https://shop.example', status: 'proven' }),
        ]}
      />,
    );
    const pending = await screen.findByRole('row', { name: 'https://acme.example' });
    expect(pending).toHaveTextContent('Not proven yet');
    expect(pending).toHaveTextContent('answered 404');
    expect(pending).toHaveTextContent(
      `https://acme.example${PARTNER_TOKEN_PATH} with the line pond-token-123`,
    );
    fireEvent.click(within(pending).getByRole('button', { name: 'Check now' }));
    await waitFor(() => expect(posted).toEqual([{ intent: 'check-site', site: 's-1' }]));
    const proven = screen.getByRole('row', { name: 'https://shop.example' });
    fireEvent.click(within(proven).getByRole('button', { name: 'Count its subdomains too' }));
    await waitFor(() =>
      expect(posted.at(-1)).toEqual({ intent: 'subdomains', site: 's-2', include: 'true' }),
    );
  });

  it('says which site is being checked, and does not offer its check again meanwhile', async () => {
    renderAt(
      '/partners/dashboard',
      <PartnerSites sites={[site({}), site({ id: 's-2', origin: 'https://shop.example' })]} checking="s-1" />,
    );
    const checking = await screen.findByRole('row', { name: 'https://acme.example' });
    expect(checking).toHaveTextContent('Not proven yet: checking now…');
    expect(within(checking).getByRole('button', { name: 'Check now' })).toBeDisabled();
    const other = screen.getByRole('row', { name: 'https://shop.example' });
    expect(other).not.toHaveTextContent('checking now');
    expect(within(other).getByRole('button', { name: 'Check now' })).toBeEnabled();
  });

  it('adds a site from its address', async () => {
    const { posted } = renderAt('/partners/dashboard', <PartnerSites sites={[]} />);
    expect(await screen.findByText('No site yet: add the first one below.')).toBeVisible();
    const form = screen.getByRole('form', { name: 'Add a site' });
    fireEvent.change(within(form).getByLabelText('Site address'), {
      target: { value: 'https://new.example' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add Site' }));
    await waitFor(() => expect(posted).toEqual([{ intent: 'add-site', origin: 'https://new.example' }]));
  });
});
