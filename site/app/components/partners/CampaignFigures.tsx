import { CAMPAIGN_FIGURE_COLUMNS, CAMPAIGN_PARAM } from '@pond/core';
import type { PartnerCampaignFigures } from '@pond/supabase';
import { Button } from '@pond/ui';
import { Form, useSearchParams } from 'react-router';
import { FigureTable } from '../FigureTable.tsx';
import { Bar } from '../staff/staff-styles.ts';

/** The filter's value for requests and plans that carried no campaign (a slug cannot start with '-'). */
export const NO_CAMPAIGN = '-';

/**
 * A partner's figures per month and campaign, and the filter that narrows them and the
 * requests below to one campaign. The filter lives in the address, so a reload or a shared link keeps it.
 */
export function CampaignFigures({
  rows,
  campaignNames,
  partnerId,
}: {
  rows: PartnerCampaignFigures[];
  campaignNames: string[];
  partnerId: string;
}) {
  const [search] = useSearchParams();
  return (
    <section aria-labelledby="campaigns-heading">
      <h2 id="campaigns-heading">By campaign</h2>
      <p>
        Set <code>campaign=&quot;spring-sale&quot;</code> on a widget, and <code>utm</code> to record your
        page&apos;s own utm_source, utm_medium and utm_campaign.
      </p>
      <Form method="get" aria-label="Campaign filter">
        <Bar>
          <label>
            Campaign{' '}
            <select name={CAMPAIGN_PARAM} defaultValue={search.get(CAMPAIGN_PARAM) ?? ''}>
              <option value="">All campaigns</option>
              {campaignNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
              <option value={NO_CAMPAIGN}>No campaign</option>
            </select>
          </label>
          <Button type="submit" $variant="secondary">
            Show
          </Button>
        </Bar>
      </Form>
      {rows.length === 0 ? (
        <p>No requests or plans for this campaign yet.</p>
      ) : (
        <>
          <Button
            type="button"
            $variant="secondary"
            onClick={async () => {
              const { partnerCampaignsCsv, saveCsv } = await import('../../downloads/partner-figures-csv.ts');
              saveCsv(partnerCampaignsCsv(rows), `${partnerId}-campaigns.csv`);
            }}
          >
            Download Campaigns CSV
          </Button>
          <FigureTable
            label="By campaign"
            columns={CAMPAIGN_FIGURE_COLUMNS}
            rows={rows}
            rowKey={(row) =>
              JSON.stringify([row.month, row.campaign, row.utm_source, row.utm_medium, row.utm_campaign])
            }
          />
        </>
      )}
    </section>
  );
}
