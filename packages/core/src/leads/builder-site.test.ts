import { describe, expect, it } from 'vitest';
import { BUILDER_SITE_MESSAGES, BUILDER_SITE_SOURCE } from './builder-site.ts';

describe('requests from a builder’s own website', () => {
  it('carry their own source and tell the homeowner the request is that builder’s alone', () => {
    expect(BUILDER_SITE_SOURCE).toBe('builder-site');
    expect(BUILDER_SITE_MESSAGES.onlyThisBuilder('Clear Water Ponds')).toBe(
      'This request is for Clear Water Ponds only.',
    );
    expect(BUILDER_SITE_MESSAGES.namesNoBuilder).toMatch(/reload the page/);
  });
});
