import { PATHS, WIDGET_FIGURE_COLUMNS } from '@pond/core';
import type { PartnerDashboard as Dashboard } from '@pond/supabase';
import { Button, Card, theme } from '@pond/ui';

import styled from 'styled-components';
import { embedSnippet, type KitInfo } from '../../lib/embed-snippet.ts';
import { SITE_URL } from '../../lib/site.ts';
import { WIDGET_CHOICES } from '../../lib/widget-choices.ts';
import { Bar, Scroll, Table } from '../staff/staff-styles.ts';
import { FigureTable } from '../FigureTable.tsx';
import { PartnerStatements } from './PartnerStatements.tsx';
import { CampaignFigures } from './CampaignFigures.tsx';
import { campaignLabel } from '@pond/core';
import { PartnerSites } from './PartnerSites.tsx';
import { PartnerWebhook } from './PartnerWebhook.tsx';
import { CodeSnippet } from '../CodeSnippet.ts';
import { SiteLink } from '../SiteLink.tsx';

const Notice = styled.p`
  color: ${theme.color.danger};
  font-weight: 600;
`;

const date = (at: string | null) => (at ? new Date(at).toLocaleDateString('en-US') : '—');

/**
 * A partner's dashboard: its id, its figures per month and widget, and the requests its
 * pages sent — what, where and how far, never who.
 */
export function PartnerDashboard({
  dashboard,
  kit,
  error,
  onSignOut,
  checking = null,
  webhook,
}: {
  dashboard: Dashboard;
  /** The kit's manifest, for the snippets; null when it could not be read. */
  kit: KitInfo | null;
  error: string | null;
  onSignOut: () => void;
  /** The site whose check the partner asked for, while its answer has not arrived. */
  checking?: string | null;
  webhook: Parameters<typeof PartnerWebhook>[0] | null;
}) {
  const { partner, figures, requests, sites, campaigns, campaignNames, statements } = dashboard;
  return (
    <>
      <Bar>
        <p>
          <strong>{partner.business_name}</strong> — partner id <code>{partner.id}</code>
        </p>
        <Button type="button" $variant="secondary" onClick={onSignOut}>
          Sign Out
        </Button>
      </Bar>
      {partner.status === 'suspended' ? (
        <Notice role="alert">
          Your partnership is suspended: {partner.status_reason}. Your widgets keep working for homeowners and
          your credit is kept; write to us to resolve it.
        </Notice>
      ) : null}
      {error ? <Notice role="alert">{error}</Notice> : null}
      <Card>
        <p>
          Put <code>partner=&quot;{partner.id}&quot;</code> on each widget you embed. The{' '}
          <SiteLink to={PATHS.partnersEmbed}>embed builder</SiteLink> writes the snippet.
        </p>
      </Card>
      <PartnerSites sites={sites} checking={checking} />
      {webhook ? <PartnerWebhook {...webhook} /> : null}
      <section aria-labelledby="figures-heading">
        <h2 id="figures-heading">By month and widget</h2>
        <p>
          Attributed: sent from one of your proven sites (a browser cannot forge that; a script could).
          Confirmed: attributed, and then the homeowner confirmed their email address or a builder they chose
          reached them, unless our staff agreed with a builder that it was not a real request or could not be
          reached. Requests and plans that named you from anywhere else are counted apart, and so are widget
          loads: on your proven sites, and everywhere else on one line.
        </p>
        {figures.length === 0 ? (
          <p>Nothing yet: requests and plans your pages send will show here.</p>
        ) : (
          <>
            <Button
              type="button"
              $variant="secondary"
              // The CSV writer loads on the click: no page pays for it before.
              onClick={async () => {
                const { partnerFiguresCsv, saveCsv } = await import('../../downloads/partner-figures-csv.ts');
                saveCsv(partnerFiguresCsv(figures), `${partner.id}-figures.csv`);
              }}
            >
              Download CSV
            </Button>
            <FigureTable
              label="By month and widget"
              columns={WIDGET_FIGURE_COLUMNS}
              rows={figures}
              rowKey={(row) => `${row.month}-${row.widget}`}
            />
          </>
        )}
      </section>
      <CampaignFigures rows={campaigns} campaignNames={campaignNames} partnerId={partner.id} />
      <PartnerStatements partnerId={partner.id} months={statements} />
      <section aria-labelledby="requests-heading">
        <h2 id="requests-heading">Quote requests ({requests.length})</h2>
        {requests.length === 0 ? (
          <p>No quote requests yet.</p>
        ) : (
          <Scroll>
            <Table>
              <thead>
                <tr>
                  <th>Date</th>
                  <th>Project</th>
                  <th>Place</th>
                  <th>Widget</th>
                  <th>Campaign</th>
                  <th>Status</th>
                  <th>Attributed</th>
                  <th>Confirmed</th>
                </tr>
              </thead>
              <tbody>
                {requests.map((request) => (
                  <tr key={request.id}>
                    <td>{date(request.created_at)}</td>
                    <td>{request.project_type}</td>
                    <td>{[request.city, request.state].filter(Boolean).join(', ') || '—'}</td>
                    <td>{request.widget}</td>
                    <td>{campaignLabel(request)}</td>
                    <td>{request.status}</td>
                    <td>
                      {request.attributed
                        ? 'Yes'
                        : `No (from ${request.request_origin ?? 'an unknown origin'})`}
                    </td>
                    <td>{request.confirmed ? 'Yes' : 'No'}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroll>
        )}
      </section>
      {kit ? (
        <section aria-labelledby="snippets-heading">
          <h2 id="snippets-heading">Your snippets</h2>
          <p>
            Paste one where the widget should appear. They follow every 1.x release; the{' '}
            <SiteLink to={PATHS.partnersEmbed}>embed builder</SiteLink> pins a version with its SRI hash and
            sets the options.
          </p>
          {WIDGET_CHOICES.map((choice) => (
            <div key={choice.value}>
              <h3>{choice.label}</h3>
              <CodeSnippet>
                {embedSnippet(
                  { widget: choice.value, channel: 'evergreen', attributes: { partner: partner.id } },
                  SITE_URL,
                  kit,
                )}
              </CodeSnippet>
            </div>
          ))}
        </section>
      ) : null}
    </>
  );
}
