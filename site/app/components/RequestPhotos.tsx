import { PHOTO_FALLBACK, REQUEST_PHOTO_MESSAGES, requestPhotoSrcSet, requestPhotoUrl } from '@pond/core';
import type { RequestPhoto } from '@pond/supabase';
import { theme } from '@pond/ui';
import styled from 'styled-components';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  img {
    display: block;
    width: 100%;
    height: 8.5rem;
    object-fit: cover;
    border-radius: ${theme.radius.sm};
  }
`;

/**
 * A request's site photos, at the addresses the database signed when it gave this page to someone
 * allowed to see them (each answers for an hour; the page is read anew on each visit). Each opens full
 * size in its own tab.
 */
export function RequestPhotos({ photos, label }: { photos: RequestPhoto[]; label: string }) {
  if (!photos.length) return null;
  return (
    <Grid aria-label={label}>
      {photos.map((photo, index) => (
        <li key={photo.id}>
          {photo.signed ? (
            <a href={requestPhotoUrl(photo.signed, 1600, 'webp')} target="_blank" rel="noopener noreferrer">
              <picture>
                <source type="image/avif" srcSet={requestPhotoSrcSet(photo.signed, 'avif')} sizes="9rem" />
                <img
                  src={requestPhotoUrl(photo.signed, PHOTO_FALLBACK.width, PHOTO_FALLBACK.format)}
                  srcSet={requestPhotoSrcSet(photo.signed, 'webp')}
                  sizes="9rem"
                  alt={`The spot, ${index + 1} of ${photos.length}`}
                  loading="lazy"
                  referrerPolicy="no-referrer"
                />
              </picture>
            </a>
          ) : (
            <p>
              Photo {index + 1}:{' '}
              {photo.status === 'processing'
                ? REQUEST_PHOTO_MESSAGES.processing
                : `${REQUEST_PHOTO_MESSAGES.rejected}. ${photo.problem ?? ''}`}
            </p>
          )}
        </li>
      ))}
    </Grid>
  );
}
