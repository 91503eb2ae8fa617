import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from './json-ld.ts';

describe('serializeJsonLd', () => {
  it('cannot be broken out of by content', () => {
    const data = { name: '</script><script>alert(1)</script> & <!-- \u2028\u2029' };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});
