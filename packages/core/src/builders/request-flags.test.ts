import { describe, expect, it } from 'vitest';
import { isRequestFlagReason, requestFlagReasonLabel, requestFlagText } from './request-flags.ts';

describe('requests a builder could not use', () => {
  it('knows its two reasons and nothing else', () => {
    expect(isRequestFlagReason('could_not_reach')).toBe(true);
    expect(isRequestFlagReason('not_real')).toBe(true);
    expect(isRequestFlagReason('not_a_fit')).toBe(false);
    expect(requestFlagReasonLabel('not_real')).toBe('Not a real request');
  });

  it('tells the builder where their flag stands', () => {
    expect(requestFlagText({ reason: 'not_real', status: 'open', decision_reason: null })).toBe(
      'Flagged “Not a real request”: waiting for our staff. Until they agree, it counts as any request.',
    );
    expect(
      requestFlagText({ reason: 'could_not_reach', status: 'confirmed', decision_reason: 'We called it.' }),
    ).toContain('our staff agreed (We called it.). It is not in your response figures.');
    expect(
      requestFlagText({ reason: 'not_real', status: 'refused', decision_reason: 'It is real.' }),
    ).toContain('our staff did not agree (It is real.). It counts as any request.');
  });
});
