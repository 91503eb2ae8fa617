import { PARTNER_TOKEN_PATH } from '@pond/core';
import type { PartnerSite } from '@pond/supabase';
import { Button, TextField } from '@pond/ui';
import { useNavigation } from 'react-router';
import styled from 'styled-components';
import { InlineForm as Inline, Scroll, Table } from '../staff/staff-styles.ts';

const Token = styled.code`
  word-break: break-all;
`;

const STATUS: Record<string, string> = {
  pending: 'Not proven yet',
  proven: 'Proven',
  revoked: 'Revoked by our staff',
};

/**
 * The partner's sites: each to prove by serving its token at /.well-known/pond-partner.txt
 * on that origin; "Check now" has our server fetch it. Requests from proven sites are attributed to the partner.
 */
export function PartnerSites({
  sites,
  checking = null,
}: {
  sites: readonly PartnerSite[];
  /** The site being checked now: its answer shows here when the job queue has it. */
  checking?: string | null;
}) {
  const busy = useNavigation().state !== 'idle';
  return (
    <section aria-labelledby="sites-heading">
      <h2 id="sites-heading">Your sites</h2>
      <p>
        A request counts for you when it comes from one of your proven sites. To prove a site, serve its token
        as a line of <code>{PARTNER_TOKEN_PATH}</code> on it, then press Check now.
      </p>
      {sites.length ? (
        <Scroll>
          <Table>
            <thead>
              <tr>
                <th>Site</th>
                <th>Status</th>
                <th>Token file</th>
                <th>Action</th>
              </tr>
            </thead>
            <tbody>
              {sites.map((site) => (
                <tr key={site.id} aria-label={site.origin}>
                  <td>
                    {site.origin}
                    {site.include_subdomains ? ' and its subdomains' : ''}
                  </td>
                  <td>
                    {STATUS[site.status] ?? site.status}
                    {site.id === checking ? ': checking now…' : ''}
                    {site.check_error ? (
                      <>
                        <br />
                        {site.check_error}
                      </>
                    ) : null}
                  </td>
                  <td>
                    {site.origin}
                    {PARTNER_TOKEN_PATH} with the line <Token>{site.token}</Token>
                  </td>
                  <td>
                    {site.status === 'pending' ? (
                      <Inline method="post">
                        <input type="hidden" name="intent" value="check-site" />
                        <input type="hidden" name="site" value={site.id} />
                        <Button type="submit" $variant="secondary" disabled={busy || site.id === checking}>
                          Check now
                        </Button>
                      </Inline>
                    ) : site.status === 'proven' ? (
                      <Inline method="post">
                        <input type="hidden" name="intent" value="subdomains" />
                        <input type="hidden" name="site" value={site.id} />
                        <input type="hidden" name="include" value={String(!site.include_subdomains)} />
                        <Button type="submit" $variant="secondary" disabled={busy}>
                          {site.include_subdomains ? 'Stop counting subdomains' : 'Count its subdomains too'}
                        </Button>
                      </Inline>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      ) : (
        <p>No site yet: add the first one below.</p>
      )}
      <Inline method="post" aria-label="Add a site">
        <input type="hidden" name="intent" value="add-site" />
        <TextField label="Site address" name="origin" placeholder="https://example.com" required />
        <Button type="submit" disabled={busy}>
          Add Site
        </Button>
      </Inline>
    </section>
  );
}
