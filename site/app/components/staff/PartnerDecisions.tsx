import { optionLabel, staffTime } from '@pond/core';
import { PARTNER_BUSINESS_KINDS } from '@pond/core/partner-application';
import type { PartnerApplicationRow, PartnerRow, PartnerSite } from '@pond/supabase';
import { Button, theme } from '@pond/ui';
import { Form, useNavigation } from 'react-router';
import styled from 'styled-components';
import { Scroll, Table } from './staff-styles.ts';

const Decide = styled(Form)`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  align-items: center;
  margin-top: ${theme.space.xs};
  input {
    font: inherit;
    padding: 0.25rem 0.5rem;
    min-width: 12rem;
  }
`;
const Problem = styled.p`
  color: ${theme.color.danger};
  font-weight: 600;
`;

/** An action of the page's clientAction: its intent, the row it is about, and what staff type. */
function Decision({
  intent,
  name,
  value,
  label,
  input,
}: {
  intent: string;
  name: 'application' | 'partner' | 'site';
  value: string;
  label: string;
  input?: { name: string; label: string; required: boolean };
}) {
  const busy = useNavigation().state !== 'idle';
  return (
    <Decide method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={name} value={value} />
      {input ? (
        <input
          name={input.name}
          aria-label={input.label}
          placeholder={input.label}
          required={input.required}
        />
      ) : null}
      <Button type="submit" $variant="secondary" disabled={busy}>
        {label}
      </Button>
    </Decide>
  );
}

/** Staff's partner page: applications to decide on, and the partners with their status. */
export function PartnerDecisions({
  applications,
  partners,
  sites,
  error,
}: {
  applications: readonly PartnerApplicationRow[];
  partners: readonly PartnerRow[];
  sites: readonly PartnerSite[];
  error: string | null;
}) {
  const pending = applications.filter((application) => application.status === 'pending');
  return (
    <>
      {error ? <Problem role="alert">{error}</Problem> : null}
      <section aria-labelledby="applications-heading">
        <h2 id="applications-heading">Applications ({pending.length} waiting)</h2>
        {applications.length === 0 ? <p>No applications yet.</p> : null}
        <Scroll>
          <Table>
            <thead>
              <tr>
                <th>Received</th>
                <th>Business</th>
                <th>Contact</th>
                <th>Websites</th>
                <th>Widgets</th>
                <th>Decision</th>
              </tr>
            </thead>
            <tbody>
              {applications.map((application) => (
                <tr key={application.id} aria-label={application.business_name}>
                  <td>{staffTime(application.created_at)}</td>
                  <td>
                    {application.business_name}
                    <br />
                    {optionLabel(PARTNER_BUSINESS_KINDS, application.business_kind)}
                  </td>
                  <td>
                    {application.contact_name}
                    <br />
                    {application.email}
                  </td>
                  <td>{application.websites.join(', ')}</td>
                  <td>{application.widgets.join(', ')}</td>
                  <td>
                    {application.status === 'pending' ? (
                      <>
                        <Decision
                          intent="approve"
                          name="application"
                          value={application.id}
                          label="Approve"
                          input={{ name: 'partnerId', label: 'Partner id (optional)', required: false }}
                        />
                        <Decision
                          intent="decline"
                          name="application"
                          value={application.id}
                          label="Decline"
                          input={{ name: 'reason', label: 'Reason for declining', required: true }}
                        />
                      </>
                    ) : application.status === 'approved' ? (
                      `Approved ${staffTime(application.decided_at)}: ${application.partner_id}`
                    ) : (
                      `Declined ${staffTime(application.decided_at)}: ${application.decline_reason}`
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      </section>
      <section aria-labelledby="partners-heading">
        <h2 id="partners-heading">Partners ({partners.length})</h2>
        {partners.length === 0 ? <p>No partners yet.</p> : null}
        <Scroll>
          <Table>
            <thead>
              <tr>
                <th>Partner id</th>
                <th>Business</th>
                <th>Contact</th>
                <th>Sites</th>
                <th>Status</th>
              </tr>
            </thead>
            <tbody>
              {partners.map((partner) => (
                <tr key={partner.id} aria-label={partner.business_name}>
                  <td>{partner.id}</td>
                  <td>{partner.business_name}</td>
                  <td>
                    {partner.contact_name}
                    <br />
                    {partner.email}
                  </td>
                  <td>
                    {sites
                      .filter((site) => site.partner_id === partner.id)
                      .map((site) => (
                        <div key={site.id}>
                          {site.origin}
                          {site.include_subdomains ? ' (+ subdomains)' : ''}: {site.status}
                          {site.status === 'proven' ? (
                            <Decision intent="revoke-site" name="site" value={site.id} label="Revoke" />
                          ) : null}
                        </div>
                      ))}
                  </td>
                  <td>
                    {partner.status === 'active' ? 'Active' : `Suspended: ${partner.status_reason ?? ''}`}
                    {partner.status === 'active' ? (
                      <Decision
                        intent="suspend"
                        name="partner"
                        value={partner.id}
                        label="Suspend"
                        input={{ name: 'reason', label: 'Reason for suspending', required: true }}
                      />
                    ) : (
                      <Decision intent="reinstate" name="partner" value={partner.id} label="Reinstate" />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      </section>
    </>
  );
}
