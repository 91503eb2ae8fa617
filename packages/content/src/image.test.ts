import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, sizedImage } from './image.ts';

const PHOTO =
  'https://cdn.sanity.io/images/abc123/production/0f1e2d3c4b5a69788796a5b4c3d2e1f0a1b2c3d4-4000x2250.jpg';

describe('sizedImage', () => {
  it('asks Sanity’s CDN for each width, in the best format the browser takes', () => {
    const { src, srcSet } = sizedImage(PHOTO);
    expect(src).toBe(`${PHOTO}?w=1200&fit=max&auto=format`);
    const candidates = srcSet!.split(', ');
    expect(candidates).toHaveLength(IMAGE_WIDTHS.length);
    for (const [index, width] of IMAGE_WIDTHS.entries()) {
      expect(candidates[index]).toBe(`${PHOTO}?w=${width}&fit=max&auto=format ${width}w`);
    }
  });

  it('makes avatars at the width asked for', () => {
    expect(sizedImage(PHOTO, 96).src).toBe(`${PHOTO}?w=96&fit=max&auto=format`);
  });

  it('leaves seed files and SVGs alone: one file serves every size', () => {
    expect(sizedImage('/content/images/koi-pond.svg')).toEqual({
      src: '/content/images/koi-pond.svg',
      srcSet: null,
    });
    const svg = 'https://cdn.sanity.io/images/abc123/production/0f1e2d3c-1200x675.svg';
    expect(sizedImage(svg)).toEqual({ src: svg, srcSet: null });
  });
});
