import { REQUEST_PHOTO_LIMITS, REQUEST_PHOTO_MESSAGES } from '@pond/core';
import { theme } from '@pond/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useWidgetHost } from '../kit/host.tsx';
import { uploadRequestPhoto } from './upload-request-photo.ts';

const Field = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  label {
    font-weight: 600;
  }
  min-width: 0;
  /* A file input's own width is about 250 px: on a 320 px phone it takes the column instead. */
  input {
    width: 100%;
    min-width: 0;
    font-size: 0.875rem;
  }
  ul {
    margin: 0;
    padding-inline-start: 1.25rem;
    overflow-wrap: anywhere;
  }
`;
const Problem = styled.span`
  color: ${theme.color.danger};
`;

interface Sent {
  name: string;
  state: 'uploading' | 'sent' | 'refused';
  message?: string;
}

/**
 * Up to six photos of the spot, each uploaded as it is chosen (before the request goes to anyone),
 * each refusal said beside its file; a refused file is not kept and does not use a place.
 */
export function SitePhotos({
  requestId,
  choiceToken,
  onBusy,
}: {
  requestId: string;
  choiceToken: string;
  /** Uploads under way: the request waits for them before it is sent. */
  onBusy: (busy: boolean) => void;
}) {
  const host = useWidgetHost();
  const id = useId();
  const [sent, setSent] = useState<Sent[]>([]);
  const taken = sent.filter((photo) => photo.state !== 'refused').length;
  const left = REQUEST_PHOTO_LIMITS.photos - taken;
  // One batch at a time: the field waits while photos go up, so the request is never sent mid-upload.
  const uploading = sent.some((photo) => photo.state === 'uploading');

  const upload = async (files: File[]) => {
    const chosen = files.slice(0, Math.max(left, 0));
    const over = files
      .slice(chosen.length)
      .map((file): Sent => ({ name: file.name, state: 'refused', message: REQUEST_PHOTO_MESSAGES.full }));
    const start = sent.length;
    setSent((all) => [
      ...all,
      ...chosen.map((file): Sent => ({ name: file.name, state: 'uploading' })),
      ...over,
    ]);
    // One at a time: the request's places are counted in order, and a phone's connection is not shared.
    onBusy(true);
    for (const [index, file] of chosen.entries()) {
      const answer = await uploadRequestPhoto(host.href, { requestId, choiceToken, file });
      setSent((all) =>
        all.map((photo, at) =>
          at !== start + index
            ? photo
            : answer.ok
              ? { ...photo, state: 'sent' }
              : { ...photo, state: 'refused', message: answer.message },
        ),
      );
    }
    onBusy(false);
  };

  return (
    <Field>
      <label htmlFor={`${id}-photos`}>{REQUEST_PHOTO_MESSAGES.label}</label>
      <input
        id={`${id}-photos`}
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif"
        disabled={left < 1 || uploading}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          if (files.length) void upload(files);
        }}
      />
      {sent.length ? (
        <ul aria-live="polite" aria-label={REQUEST_PHOTO_MESSAGES.added}>
          {sent.map((photo, at) => (
            <li key={`${at}-${photo.name}`}>
              {photo.name}:{' '}
              {photo.state === 'uploading' ? (
                REQUEST_PHOTO_MESSAGES.uploading
              ) : photo.state === 'sent' ? (
                REQUEST_PHOTO_MESSAGES.sent
              ) : (
                <Problem role="alert">{photo.message}</Problem>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </Field>
  );
}
