import { REQUEST_PHOTO_MESSAGES, formatLongDate, requestDetailsLines } from '@pond/core';
import type { SentRequest } from '@pond/supabase';
import { Card } from '@pond/ui';
import { RequestPhotos } from './RequestPhotos.tsx';

/** The homeowner's request as they sent it: project, place, message, what they added, photos and day. */
export function SentRequestCard({ request }: { request: SentRequest | null }) {
  if (!request) return null;
  const place = request.location || [request.city, request.state].filter(Boolean).join(', ');
  return (
    <Card>
      <h2>Your request</h2>
      <dl>
        <dt>Project</dt>
        <dd>{request.projectType}</dd>
        {place ? (
          <>
            <dt>Place</dt>
            <dd>{place}</dd>
          </>
        ) : null}
        {request.message ? (
          <>
            <dt>Your message</dt>
            <dd>{request.message}</dd>
          </>
        ) : null}
        {requestDetailsLines(request.details).map((line) => {
          const [label, ...value] = line.split(': ');
          return (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value.join(': ')}</dd>
            </div>
          );
        })}
        <dt>Sent</dt>
        <dd>{formatLongDate(request.sentAt)}</dd>
      </dl>
      <RequestPhotos photos={request.photos} label={REQUEST_PHOTO_MESSAGES.heading} />
    </Card>
  );
}
