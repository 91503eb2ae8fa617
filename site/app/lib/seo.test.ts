import { BRAND_NAME } from '@pond/core';
import { describe, expect, it } from 'vitest';
import { brandedTitle } from './seo.ts';

describe('page titles', () => {
  it('end with the brand, or with the part of the site it is', () => {
    expect(brandedTitle('About Us')).toBe(`About Us | ${BRAND_NAME}`);
    expect(brandedTitle('Koi', 'Blog')).toBe(`Koi | ${BRAND_NAME} Blog`);
  });
});
