import { describe, expect, it } from 'vitest';
import { fallbackNotice } from './fallback-notice.ts';

describe('the fallback says what it shows instead', () => {
  it('names the searched place and what replaces it, step by step', () => {
    expect(fallbackNotice('state', { city: 'Tinyville', state: 'TX' })).toBe(
      'No pond builders found in Tinyville, Texas, so here are pond builders elsewhere in Texas.',
    );
    expect(fallbackNotice('neighbours', { city: 'Tinyville', state: 'WY' })).toBe(
      'No pond builders found in Tinyville, Wyoming or anywhere in Wyoming, so here are pond builders in neighbouring states.',
    );
    expect(fallbackNotice('neighbours', { state: 'WY' })).toBe(
      'No pond builders found in Wyoming, so here are pond builders in neighbouring states.',
    );
    expect(fallbackNotice('national', { postalCode: '99950' })).toBe(
      'No pond builders found near 99950, so here are the best rated pond builders nationwide.',
    );
  });
});
