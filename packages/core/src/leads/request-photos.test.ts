import { describe, expect, it } from 'vitest';
import {
  parseRequestPhotoUrl,
  requestPhotoSrcSet,
  requestPhotoUrl,
  REQUEST_PHOTO_MESSAGES,
} from './request-photos.ts';

const photo = {
  id: '0b6f2d7e-3c1a-4f5e-9d2b-8a7c6e5f4d3c',
  expires: 1_900_000_000,
  signature: 'a-b_c',
  width: 1600,
  height: 1200,
};

describe('a site photo’s signed address', () => {
  it('carries its expiry and signature, and reads back the same', () => {
    const url = requestPhotoUrl(photo, 640, 'webp');
    expect(url).toBe(`/request-photos/${photo.id}/640.webp?expires=1900000000&signature=a-b_c`);
    expect(parseRequestPhotoUrl(new URL(url, 'https://pond.example'))).toEqual({
      id: photo.id,
      width: 640,
      format: 'webp',
      expires: 1_900_000_000,
      signature: 'a-b_c',
    });
    expect(requestPhotoSrcSet(photo, 'avif').split(', ')).toHaveLength(4);
  });

  it('is nothing without its signature, with a width we do not make, or off its path', () => {
    for (const path of [
      `/request-photos/${photo.id}/640.webp?expires=1900000000`,
      `/request-photos/${photo.id}/641.webp?expires=1900000000&signature=x`,
      `/request-photos/${photo.id}/640.webp?expires=soon&signature=x`,
      `/photos/${photo.id}/640.webp?expires=1900000000&signature=x`,
      `/request-photos/not-an-id/640.webp?expires=1900000000&signature=x`,
    ])
      expect(parseRequestPhotoUrl(new URL(path, 'https://pond.example')), path).toBeNull();
  });

  it('says in a builder’s mail how many photos came, not where they are', () => {
    expect(REQUEST_PHOTO_MESSAGES.inMail(2)).toMatch(/^2 sent with the request: open it in your inbox/);
  });
});
