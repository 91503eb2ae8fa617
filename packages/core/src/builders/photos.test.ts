import { describe, expect, it } from 'vitest';
import {
  PHOTO_LIMITS,
  PHOTO_MESSAGES,
  carriesCode,
  checkPhotoFile,
  parsePhotoPath,
  photoDetailsProblems,
  photoFileType,
  photoIdOfUrl,
  photoSrcSet,
} from './photos.ts';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (c) => c.charCodeAt(0)) : part)),
  );
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + compatible.length * 4;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], ...compatible, [0, 0, 0, 8], 'meta');
};
const ID = '0b8e4f5e-2d1c-4a8b-9f00-123456789abc';

describe('a photo file is known by its content', () => {
  it('takes JPEG, PNG, WebP and HEIC by their first bytes', () => {
    expect(photoFileType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(photoFileType(bytes([0x89], 'PNG\r\n\x1a\n'))).toBe('png');
    expect(photoFileType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
    expect(photoFileType(ftyp('heic', 'mif1', 'heic'))).toBe('heic');
    // An iPhone's own brand order, and libheif's example (major brand mif1, HEVC among compatibles).
    expect(photoFileType(ftyp('mif1', 'mif1', 'heic', 'miaf'))).toBe('heic');
  });

  it('refuses what is not one of them, whatever it is called', () => {
    expect(photoFileType(bytes('MZ', [0x90, 0, 3, 0]))).toBeNull(); // a Windows executable
    expect(photoFileType(bytes([0x7f], 'ELF', [2, 1, 1]))).toBeNull();
    expect(photoFileType(bytes('%PDF-1.7'))).toBeNull();
    expect(photoFileType(bytes('GIF89a'))).toBeNull();
    expect(photoFileType(ftyp('avif', 'mif1', 'avif'))).toBeNull();
    expect(photoFileType(ftyp('mif1', 'mif1', 'avif'))).toBeNull();
    expect(photoFileType(new Uint8Array())).toBeNull();
  });

  it('finds code hidden in a photo, in any case', () => {
    const jpeg = (comment: string) => bytes([0xff, 0xd8, 0xff, 0xfe, 0, 40], comment, [0xff, 0xd9]);
    expect(carriesCode(jpeg('<SCRIPT>alert(1)</script>'))).toBe(true);
    expect(carriesCode(jpeg('<?php system($_GET[1]); ?>'))).toBe(true);
    expect(carriesCode(jpeg('Koi pond, Austin <3'))).toBe(false);
    // An EXIF UserComment in UTF-16, either byte order.
    const utf16 = (text: string, bigEndian: boolean) =>
      Array.from(text).flatMap((char) => (bigEndian ? [0, char.charCodeAt(0)] : [char.charCodeAt(0), 0]));
    const userComment = (text: string, bigEndian: boolean) =>
      bytes([0xff, 0xd8, 0xff, 0xe1], 'UNICODE', [0], utf16(text, bigEndian), [0xff, 0xd9]);
    expect(carriesCode(userComment('<Script>alert(1)</script>', false))).toBe(true);
    expect(carriesCode(userComment('<script>alert(1)</script>', true))).toBe(true);
    expect(carriesCode(userComment('Koi pond at dusk', false))).toBe(false);
    expect(checkPhotoFile(jpeg('<script>x</script>'))).toEqual({
      ok: false,
      message: PHOTO_MESSAGES.carriesCode,
    });
  });

  it('refuses a file over 15 MB with its size and what to do', () => {
    const big = new Uint8Array(PHOTO_LIMITS.maxBytes + 1);
    big.set([0xff, 0xd8, 0xff]);
    const result = checkPhotoFile(big);
    expect(result).toEqual({
      ok: false,
      message: expect.stringContaining('This file is 15.0 MB; photos can be up to 15 MB'),
    });
    expect(checkPhotoFile(bytes('MZ'))).toEqual({ ok: false, message: PHOTO_MESSAGES.notPhoto });
    expect(checkPhotoFile(bytes([0xff, 0xd8, 0xff, 0xe0]))).toEqual({ ok: true, type: 'jpeg' });
  });
});

describe("a photo's files and words", () => {
  it('names every width in srcset and parses only its own addresses', () => {
    expect(photoSrcSet(ID, 'webp')).toBe(
      `/photos/${ID}/320.webp 320w, /photos/${ID}/640.webp 640w, /photos/${ID}/1024.webp 1024w, /photos/${ID}/1600.webp 1600w`,
    );
    expect(parsePhotoPath(`/photos/${ID}/1024.avif`)).toEqual({ id: ID, width: 1024, format: 'avif' });
    expect(parsePhotoPath(`/photos/${ID}/999.avif`)).toBeNull();
    expect(parsePhotoPath(`/photos/${ID}/640.jpg`)).toBeNull();
    expect(parsePhotoPath(`/photos/../originals/${ID}`)).toBeNull();
    expect(photoIdOfUrl(`/photos/${ID}/640.webp`)).toBe(ID);
    expect(photoIdOfUrl('https://images.example.com/pond.jpg')).toBeNull();
  });

  it('asks for a caption, a project type from the list and a city', () => {
    expect(
      photoDetailsProblems({
        caption: 'Koi pond with a stream',
        projectType: 'Koi Pond Construction',
        city: 'Austin',
      }),
    ).toEqual({});
    expect(photoDetailsProblems({ caption: ' ', projectType: 'Other', city: 'x'.repeat(101) })).toEqual({
      caption: PHOTO_MESSAGES.caption,
      projectType: PHOTO_MESSAGES.projectType,
      city: PHOTO_MESSAGES.city,
    });
  });
});
