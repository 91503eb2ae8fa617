import {
  QUOTE_FILE_MESSAGES,
  REQUEST_PHOTO_MESSAGES,
  quoteFileUrl,
  requestMarkText,
  requestPlace,
  staffTime,
  type SignedQuoteFile,
} from '@pond/core';
import type { InboxRequest, ReportedThread, RequestPhoto, RequestRouting } from '@pond/supabase';
import { Button, Card, media, theme } from '@pond/ui';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import styled from 'styled-components';
import { RequestPhotos } from '../RequestPhotos.tsx';
import { ReportedThreads } from './ReportedThreads.tsx';
import { Scroll, Table } from './staff-styles.ts';

const Detail = styled(Card)`
  margin-top: ${theme.space.lg};
  h3 {
    margin: ${theme.space.md} 0 ${theme.space.sm};
  }
  /* A term above its value on a phone, beside it from a tablet up; a long address wraps. */
  dl {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${theme.space.xs} ${theme.space.md};
    margin: 0;
  }
  ${media.tablet} {
    dl {
      grid-template-columns: max-content minmax(0, 1fr);
    }
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/**
 * One request at its own address (/admin/leads/{id}): what the homeowner sent, whom it reached and
 * every mail it caused; "mark contacted" posts to the route's action, after which every loader of
 * the page runs again (the list's status too).
 */
export function RequestDetail({
  request,
  routing,
  photos,
  threads,
  quoteFiles = [],
  error,
}: {
  request: InboxRequest;
  routing: RequestRouting;
  photos: RequestPhoto[];
  threads: ReportedThread[];
  /** The PDFs builders attached to their quotes, signed for staff. */
  quoteFiles?: SignedQuoteFile[];
  error: string | null;
}) {
  const { search } = useLocation();
  const busy = useNavigation().state === 'submitting';
  return (
    <Detail as="section" aria-label={`Request of ${request.name}`}>
      <h2>Request of {request.name}</h2>
      <p>
        <Link to={`..${search}`} relative="path" preventScrollReset>
          Close
        </Link>
      </p>
      <dl>
        <dt>Received</dt>
        <dd>{staffTime(request.created_at)}</dd>
        <dt>Email</dt>
        <dd>{request.email}</dd>
        <dt>Phone</dt>
        <dd>{request.phone}</dd>
        <dt>Project</dt>
        <dd>{request.project_type}</dd>
        <dt>Place</dt>
        <dd>{requestPlace(request) || '—'}</dd>
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
        <dd>{staffTime(request.withdrawn_at)}</dd>
      </dl>
      <RequestPhotos photos={photos} label={REQUEST_PHOTO_MESSAGES.heading} />
      {error ? <p role="alert">{error}</p> : null}
      <ReportedThreads threads={threads} builders={routing.builders} />
      {quoteFiles.length ? (
        <ul aria-label="Quotes’ PDFs">
          {quoteFiles.map((file) => (
            <li key={file.contractor}>
              {routing.builders.find((builder) => builder.contractorId === file.contractor)?.name ??
                'A builder'}
              :{' '}
              <a href={quoteFileUrl(file)} target="_blank" rel="noopener noreferrer">
                {QUOTE_FILE_MESSAGES.open}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <h3>Routing</h3>
      {routing.builders.length === 0 ? (
        <>
          <p>Nobody was chosen: this request is with staff.</p>
          {request.contacted_at ? (
            <p>Contacted by staff {staffTime(request.contacted_at)}.</p>
          ) : (
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="mark-contacted" />
              <Button type="submit" disabled={busy}>
                Mark contacted by staff
              </Button>
            </Form>
          )}
        </>
      ) : null}
      {routing.builders.length > 0 ? (
        <Scroll>
          <Table aria-label="Builders chosen">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Builder</th>
                <th scope="col">Delivery</th>
                <th scope="col">Chosen</th>
                <th scope="col">Contacted</th>
                <th scope="col">Builder’s mark</th>
                <th scope="col">Review</th>
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
                  <td>{staffTime(builder.chosenAt)}</td>
                  <td>
                    {builder.contactedAt ? (
                      staffTime(builder.contactedAt)
                    ) : (
                      <Form method="post" preventScrollReset>
                        <input type="hidden" name="intent" value="mark-contacted" />
                        <input type="hidden" name="builder" value={builder.contractorId} />
                        <Button type="submit" $variant="secondary" disabled={busy}>
                          Mark contacted<span className="visually-hidden"> by {builder.name}</span>
                        </Button>
                      </Form>
                    )}
                  </td>
                  <td>{requestMarkText(builder)}</td>
                  <td>
                    {/* Review invitations go out on day 14 by themselves; this sends one now. */}
                    <Form method="post" preventScrollReset>
                      <input type="hidden" name="builder" value={builder.contractorId} />
                      <input type="hidden" name="intent" value="invite-review" />
                      <Button type="submit" $variant="secondary" disabled={busy}>
                        Send review invitation<span className="visually-hidden"> for {builder.name}</span>
                      </Button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      ) : null}
      <h3>Mail</h3>
      {routing.mails.length === 0 ? <p>No mail for this request.</p> : null}
      {routing.mails.length > 0 ? (
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
                  <td>{staffTime(mail.sentAt)}</td>
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
