import { formatNumber, INBOX_COLUMNS, REQUEST_STATUSES, US_STATES } from '@pond/core';
import { INBOX_LIMIT, type InboxFilters, type InboxRequest } from '@pond/supabase';
import { Button, SelectField, TextField, theme } from '@pond/ui';
import { Form, Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { FigureTable } from '../FigureTable.tsx';
import { Bar } from './staff-styles.ts';

const Filters = styled(Form)`
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  align-items: end;
  margin-bottom: ${theme.space.lg};
`;

/**
 * Staff's inbox of quote requests: the filters (in the page's address, read by the
 * route's loader), the requests the database returns to this account and nothing else, a link to
 * each request's own page, and CSV export.
 */
export function LeadInbox({
  filters,
  requests,
  error,
}: {
  filters: InboxFilters;
  requests: InboxRequest[] | null;
  error: string | null;
}) {
  const { search } = useLocation();
  return (
    <>
      {/* Keyed by the address, so Back and a shared link show the filters they hold. */}
      <Filters key={search} method="get" aria-label="Filter requests">
        <TextField label="From" type="date" name="from" defaultValue={filters.from} />
        <TextField label="To" type="date" name="to" defaultValue={filters.to} />
        <SelectField
          label="State"
          name="state"
          placeholder="Any state"
          defaultValue={filters.state ?? ''}
          options={US_STATES.map((state) => ({ value: state.code, label: state.name }))}
        />
        <TextField
          label="Source"
          name="source"
          placeholder="/get-quotes or widget:"
          defaultValue={filters.source}
        />
        <TextField label="Partner" name="partner" defaultValue={filters.partner} />
        <TextField label="Campaign" name="campaign" defaultValue={filters.campaign} />
        <SelectField
          label="Status"
          name="status"
          placeholder="Any status"
          defaultValue={filters.status ?? ''}
          options={REQUEST_STATUSES.map((status) => ({ value: status, label: status }))}
        />
        <Button type="submit">Apply filters</Button>
      </Filters>
      {error ? <p role="alert">{error}</p> : null}
      {requests ? (
        <>
          <Bar>
            <p role="status">
              {requests.length === INBOX_LIMIT
                ? `The newest ${formatNumber(INBOX_LIMIT)} requests: narrow the filters to see older ones`
                : `${requests.length} request${requests.length === 1 ? '' : 's'}`}
            </p>
            <Button
              type="button"
              $variant="secondary"
              disabled={requests.length === 0}
              // The CSV writer loads on the click: no page pays for it before.
              onClick={async () => {
                const { downloadCsv, inboxCsv } = await import('../../downloads/quote-requests-csv.ts');
                downloadCsv(inboxCsv(requests), filters);
              }}
            >
              Export CSV
            </Button>
          </Bar>
          <FigureTable
            label="Quote requests"
            columns={INBOX_COLUMNS}
            rows={requests}
            rowKey={(request) => request.id ?? ''}
            action={{
              heading: <span className="visually-hidden">Open</span>,
              cell: (request) =>
                request.id ? (
                  <Link to={`${request.id}${search}`} preventScrollReset>
                    Open<span className="visually-hidden"> the request of {request.name}</span>
                  </Link>
                ) : null,
            }}
          />
        </>
      ) : null}
    </>
  );
}
