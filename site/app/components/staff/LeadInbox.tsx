import { formatNumber, REQUEST_STATUSES, requestPlace, US_STATES } from '@pond/core';
import {
  getRequestRouting,
  INBOX_LIMIT,
  listInbox,
  markBuilderContacted,
  markRequestContacted,
  type InboxFilters,
  type InboxRequest,
  type PondClient,
  type RequestRouting,
} from '@pond/supabase';
import { Button, Card, SelectField, TextField, theme } from '@pond/ui';
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { downloadCsv, inboxCsv } from './inbox-csv.ts';
import { Bar, Scroll, Table } from './staff-styles.ts';

const Filters = styled.form`
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  align-items: end;
  margin-bottom: ${theme.space.lg};
`;
const Detail = styled(Card)`
  margin-top: ${theme.space.lg};
  h3 {
    margin: ${theme.space.md} 0 ${theme.space.sm};
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${theme.space.xs} ${theme.space.md};
    margin: 0;
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
  }
`;

const when = (value: string | null) => (value ? new Date(value).toLocaleString('en-US') : '—');
const place = (request: InboxRequest) => requestPlace(request) || '—';

/**
 * Staff's inbox of quote requests (issue 9 of 9): filters, a request's routing and mail, marking
 * contacted, CSV export. It shows what the database returns to this account and nothing else.
 */
export function LeadInbox({ client }: { client: PondClient }) {
  const [filters, setFilters] = useState<InboxFilters>({});
  const [requests, setRequests] = useState<InboxRequest[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);

  const load = (next: InboxFilters) => {
    setError(null);
    listInbox(client, next)
      .then(setRequests)
      .catch((failure: Error) => setError(failure.message));
  };
  useEffect(() => {
    let live = true;
    listInbox(client)
      .then((rows) => live && setRequests(rows))
      .catch((failure: Error) => live && setError(failure.message));
    return () => {
      live = false;
    };
  }, [client]);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    const next: InboxFilters = {
      from: value('from'),
      to: value('to'),
      state: value('state'),
      source: value('source'),
      partner: value('partner'),
      status: value('status') as InboxFilters['status'],
    };
    setFilters(next);
    load(next);
  };

  const open = requests?.find((request) => request.id === openId) ?? null;
  return (
    <>
      <Filters onSubmit={apply} aria-label="Filter requests">
        <TextField label="From" type="date" name="from" />
        <TextField label="To" type="date" name="to" />
        <SelectField
          label="State"
          name="state"
          placeholder="Any state"
          options={US_STATES.map((state) => ({ value: state.code, label: state.name }))}
        />
        <TextField label="Source" name="source" placeholder="/get-quotes or widget:" />
        <TextField label="Partner" name="partner" />
        <SelectField
          label="Status"
          name="status"
          placeholder="Any status"
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
              onClick={() => downloadCsv(inboxCsv(requests), filters)}
            >
              Export CSV
            </Button>
          </Bar>
          <Scroll>
            <Table aria-label="Quote requests">
              <thead>
                <tr>
                  <th scope="col">Received</th>
                  <th scope="col">Homeowner</th>
                  <th scope="col">Project</th>
                  <th scope="col">Place</th>
                  <th scope="col">Source</th>
                  <th scope="col">Status</th>
                  <th scope="col">Builders</th>
                  <th scope="col">
                    <span className="visually-hidden">Open</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {requests.map((request) => (
                  <tr key={request.id}>
                    <td>{when(request.created_at)}</td>
                    <td>
                      {request.name}
                      <br />
                      {request.email}
                      <br />
                      {request.phone}
                    </td>
                    <td>{request.project_type}</td>
                    <td>{place(request)}</td>
                    <td>
                      {request.source}
                      {request.partner ? ` (partner ${request.partner})` : ''}
                    </td>
                    <td>{request.status}</td>
                    <td>{request.builders}</td>
                    <td>
                      <Button type="button" $variant="ghost" onClick={() => setOpenId(request.id)}>
                        Open<span className="visually-hidden"> the request of {request.name}</span>
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroll>
        </>
      ) : null}
      {open ? (
        <RequestDetail key={open.id} client={client} request={open} onChanged={() => load(filters)} />
      ) : null}
    </>
  );
}

function RequestDetail({
  client,
  request,
  onChanged,
}: {
  client: PondClient;
  request: InboxRequest;
  onChanged: () => void;
}) {
  const [routing, setRouting] = useState<RequestRouting | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = request.id!;
  const reload = () =>
    getRequestRouting(client, id)
      .then(setRouting)
      .catch((failure: Error) => setError(failure.message));
  useEffect(() => void reload(), [id]); // eslint-disable-line react-hooks/exhaustive-deps

  const mark = (action: Promise<unknown>) =>
    action
      .then(() => {
        onChanged();
        return reload();
      })
      .catch((failure: Error) => setError(failure.message));

  return (
    <Detail as="section" aria-label={`Request of ${request.name}`}>
      <h2>Request of {request.name}</h2>
      <dl>
        <dt>Received</dt>
        <dd>{when(request.created_at)}</dd>
        <dt>Email</dt>
        <dd>{request.email}</dd>
        <dt>Phone</dt>
        <dd>{request.phone}</dd>
        <dt>Project</dt>
        <dd>{request.project_type}</dd>
        <dt>Place</dt>
        <dd>{place(request)}</dd>
        <dt>Message</dt>
        <dd>{request.message || '—'}</dd>
        <dt>From profile</dt>
        <dd>{request.contractor_name || '—'}</dd>
        <dt>Source</dt>
        <dd>{request.source}</dd>
        <dt>Partner</dt>
        <dd>{request.partner || '—'}</dd>
        <dt>Origin claimed / recorded</dt>
        <dd>
          {request.page_origin || '—'} / {request.request_origin || '—'}
          {request.origin_mismatch ? ' (they differ)' : ''}
        </dd>
        <dt>Status</dt>
        <dd>{request.status}</dd>
        <dt>Withdrawn</dt>
        <dd>{when(request.withdrawn_at)}</dd>
      </dl>
      {error ? <p role="alert">{error}</p> : null}
      <h3>Routing</h3>
      {routing && routing.builders.length === 0 ? (
        <>
          <p>Nobody was chosen: this request is with staff.</p>
          {request.contacted_at ? (
            <p>Contacted by staff {when(request.contacted_at)}.</p>
          ) : (
            <Button type="button" onClick={() => void mark(markRequestContacted(client, id))}>
              Mark contacted by staff
            </Button>
          )}
        </>
      ) : null}
      {routing && routing.builders.length > 0 ? (
        <Scroll>
          <Table aria-label="Builders chosen">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Builder</th>
                <th scope="col">Delivery</th>
                <th scope="col">Chosen</th>
                <th scope="col">Contacted</th>
              </tr>
            </thead>
            <tbody>
              {routing.builders.map((builder) => (
                <tr key={builder.contractorId}>
                  <td>{builder.slot}</td>
                  <td>
                    {builder.name}
                    <br />
                    {builder.email ?? builder.phone ?? ''}
                  </td>
                  <td>{builder.delivery === 'email' ? 'mailed' : 'staff to phone'}</td>
                  <td>{when(builder.chosenAt)}</td>
                  <td>
                    {builder.contactedAt ? (
                      when(builder.contactedAt)
                    ) : (
                      <Button
                        type="button"
                        $variant="secondary"
                        onClick={() => void mark(markBuilderContacted(client, id, builder.contractorId))}
                      >
                        Mark contacted<span className="visually-hidden"> by {builder.name}</span>
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      ) : null}
      <h3>Mail</h3>
      {routing && routing.mails.length === 0 ? <p>No mail for this request.</p> : null}
      {routing && routing.mails.length > 0 ? (
        <Scroll>
          <Table aria-label="Mail">
            <thead>
              <tr>
                <th scope="col">Mail</th>
                <th scope="col">To</th>
                <th scope="col">Status</th>
                <th scope="col">Tries</th>
                <th scope="col">Sent</th>
                <th scope="col">Last error</th>
              </tr>
            </thead>
            <tbody>
              {routing.mails.map((mail) => (
                <tr key={mail.id}>
                  <td>{mail.template}</td>
                  <td>{mail.toEmail}</td>
                  <td>{mail.status}</td>
                  <td>{mail.attempts}</td>
                  <td>{when(mail.sentAt)}</td>
                  <td>{mail.lastError ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      ) : null}
    </Detail>
  );
}
