import { PHOTO_FALLBACK, PHOTO_WIDTHS, photoUrl } from '@pond/core';
import type { PortfolioPhoto } from '@pond/supabase/read';
import { Card, theme } from '@pond/ui';
import styled from 'styled-components';
import { PhotoPicture } from './PhotoPicture.tsx';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
  figure {
    margin: 0;
  }
  a {
    display: block;
    border-radius: ${theme.radius.md};
    overflow: hidden;
  }
  a:focus-visible {
    outline: 3px solid ${theme.color.action};
    outline-offset: 2px;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    /* The box is known before the file arrives: nothing moves (CLS 0). */
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background: ${theme.color.brandSoft};
  }
  figcaption {
    margin-top: ${theme.space.xs};
    font-size: ${theme.size.sm};
  }
  figcaption span {
    display: block;
    color: ${theme.color.inkMuted};
  }
`;

/** A column of the grid: the whole width on a phone, about a third on a wide screen. */
const SIZES = '(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 92vw';

/**
 * The builder's portfolio on their profile: a list of figures, each a link to the photo at
 * full size named by its caption, so a keyboard reaches every photo in order and a screen reader
 * hears "photo 2 of 5" with its caption, type and city. The gallery is below the fold: its images load
 * lazily, and their boxes are set in advance.
 */
export function PortfolioGallery({ photos, builder }: { photos: PortfolioPhoto[]; builder: string }) {
  if (!photos.length) return null;
  const largest = PHOTO_WIDTHS.at(-1)!;
  return (
    <Card as="section" aria-labelledby="portfolio-heading">
      <h2 id="portfolio-heading">Ponds by {builder}</h2>
      <Grid>
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <figure>
              <a
                href={photoUrl(photo.id, largest, PHOTO_FALLBACK.format)}
                aria-label={`Photo ${index + 1} of ${photos.length}, full size: ${photo.caption}`}
              >
                <PhotoPicture
                  id={photo.id}
                  sizes={SIZES}
                  alt={photo.caption}
                  width={photo.width ?? 640}
                  height={photo.height ?? 480}
                  loading="lazy"
                  decoding="async"
                />
              </a>
              <figcaption>
                {photo.caption}
                <span>
                  {photo.project_type} · {photo.city}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </Grid>
    </Card>
  );
}
