import { contractorUrl, formatLongDate, responseTimeText, staffBuilderChangesUrl } from '@pond/core';
import type { BuilderAccountRow } from '@pond/supabase';
import { Card } from '@pond/ui';

import { Scroll, Table } from './staff-styles.ts';
import { SiteLink } from '../SiteLink.tsx';

/**
 * The builders who keep a listing, for staff: the account, how many requests chose them,
 * how many they marked contacted and quoted, their median response time (from the first contact,
 * before their profile says it), how they hear of requests, a pause, and their listing's changes.
 */
export function BuilderAccounts({ accounts }: { accounts: BuilderAccountRow[] }) {
  return (
    <Card>
      <h2>Builders with an account</h2>
      {accounts.length === 0 ? (
        <p>No builder has claimed a listing yet.</p>
      ) : (
        <Scroll>
          <Table aria-label="Builders with an account">
            <thead>
              <tr>
                <th scope="col">Builder</th>
                <th scope="col">Account</th>
                <th scope="col">Requests</th>
                <th scope="col">Contacted</th>
                <th scope="col">Quoted</th>
                <th scope="col">Response time</th>
                <th scope="col">Requests by mail</th>
                <th scope="col">Paused</th>
              </tr>
            </thead>
            <tbody>
              {accounts.map((account) => (
                <tr key={account.contractor_id}>
                  <td>
                    <SiteLink
                      to={contractorUrl({
                        id: account.contractor_id,
                        name: account.name,
                        city: account.city,
                        state: account.state,
                      })}
                    >
                      {account.name}
                    </SiteLink>
                    <br />
                    <SiteLink to={staffBuilderChangesUrl(account.contractor_id)}>
                      Changes<span className="visually-hidden"> of {account.name}</span>
                    </SiteLink>
                  </td>
                  <td>
                    {account.email}
                    <br />
                    since {formatLongDate(account.claimed_at)}
                  </td>
                  <td>{account.requests}</td>
                  <td>{account.contacted}</td>
                  <td>{account.quoted}</td>
                  <td>{account.median_minutes === null ? '—' : responseTimeText(account.median_minutes)}</td>
                  <td>{account.request_mail === 'daily' ? 'a morning digest' : 'each request'}</td>
                  <td>
                    {account.paused_at
                      ? account.paused_until
                        ? `until ${formatLongDate(account.paused_until)}`
                        : 'yes'
                      : 'no'}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      )}
    </Card>
  );
}
