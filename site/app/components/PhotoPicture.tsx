import { PHOTO_FALLBACK, PHOTO_FORMATS, photoSrcSet, photoUrl } from '@pond/core';
import type { ComponentProps } from 'react';

/**
 * One of a builder's photos at the width the layout needs: AVIF where the browser takes it,
 * WebP otherwise, each in every width for `sizes` to choose from.
 */
export function PhotoPicture({
  id,
  sizes,
  alt,
  ...img
}: { id: string; sizes: string; alt: string } & Omit<
  ComponentProps<'img'>,
  'src' | 'srcSet' | 'sizes' | 'alt'
>) {
  return (
    <picture>
      {PHOTO_FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={photoSrcSet(id, format)} sizes={sizes} />
      ))}
      <img src={photoUrl(id, PHOTO_FALLBACK.width, PHOTO_FALLBACK.format)} alt={alt} {...img} />
    </picture>
  );
}
