import { PondDataError } from '@pond/supabase/errors';
import { describe, expect, it } from 'vitest';
import { errorCode } from './error-code.ts';
import { createPondEvent, quoteSubmittedDetail } from './events.ts';

describe('widget events', () => {
  it('bubble out of the shadow root and carry a versioned detail', () => {
    const event = createPondEvent('pond-ready', { version: 1, widget: 'quote-form', kitVersion: '1.0.0' });
    expect(event.type).toBe('pond-ready');
    expect(event.bubbles).toBe(true);
    expect(event.composed).toBe(true);
    expect(event.detail).toEqual({ version: 1, widget: 'quote-form', kitVersion: '1.0.0' });
  });

  it('tell what was asked for and for whom, never who asked', () => {
    const detail = quoteSubmittedDetail({
      name: 'Jo Banks',
      email: 'jo@example.com',
      phone: '(512) 555-0100',
      message: 'Call me after 5',
      location: 'Austin, TX',
      projectType: 'Koi Pond Construction',
      contractorId: null,
      partner: 'acme-ponds',
    } as Parameters<typeof quoteSubmittedDetail>[0]);
    expect(detail).toEqual({
      version: 1,
      widget: 'quote-form',
      projectType: 'Koi Pond Construction',
      contractorId: null,
      partner: 'acme-ponds',
    });
    expect(JSON.stringify(detail)).not.toMatch(/Jo Banks|jo@example|555-0100|after 5|Austin/);
  });

  it.each([
    [new PondDataError('Too many requests', { code: 'rate_limited' }), 'rate_limited'],
    [new PondDataError('Please enter a valid email address', { field: 'email' }), 'invalid_field'],
    [
      new PondDataError('There was an error', { cause: { code: '', message: 'TypeError: fetch failed' } }),
      'submit_failed',
    ],
    [{ code: 'rate_limited', field: 'email' }, 'submit_failed'],
    [new TypeError('Failed to fetch'), 'submit_failed'],
    [undefined, 'submit_failed'],
  ])('name the failure %o as %s', (error, code) => {
    expect(errorCode(error)).toBe(code);
  });
});
