import { createImageUrlBuilder } from '@sanity/image-url';

/** Widths offered to the browser; it picks the one that fits the slot it shows the image in. */
export const IMAGE_WIDTHS = [400, 800, 1200, 1600] as const;

// https://cdn.sanity.io/images/{projectId}/{dataset}/{assetId}-{w}x{h}.{ext}
const SANITY_CDN = /^https:\/\/cdn\.sanity\.io\/images\/([^/]+)\/([^/]+)\//;

export interface SizedImage {
  src: string;
  /** `url 400w, …` for images the CDN can resize; null for files that serve every size (SVG). */
  srcSet: string | null;
}

/**
 * Images are served at the size they are shown: editors upload photos of any size, and Sanity's
 * image pipeline resizes them (and picks WebP/AVIF) from the URL's parameters. Seed images are SVG
 * files, one file for every size.
 */
export function sizedImage(url: string, defaultWidth = 1200): SizedImage {
  const cdn = SANITY_CDN.exec(url);
  if (!cdn || url.endsWith('.svg')) return { src: url, srcSet: null };
  const image = createImageUrlBuilder({ projectId: cdn[1]!, dataset: cdn[2]! })
    .image(url)
    .fit('max')
    .auto('format');
  return {
    // The plain `src` (and social cards) when the browser does not choose.
    src: image.width(defaultWidth).url(),
    srcSet: IMAGE_WIDTHS.map((width) => `${image.width(width).url()} ${width}w`).join(', '),
  };
}
