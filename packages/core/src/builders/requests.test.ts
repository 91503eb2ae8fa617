import { describe, expect, it } from 'vitest';
import { ownResponseTimeText, RESPONSE_TIME_MIN_CONTACTED } from '../leads/builder-choice.ts';
import { chosenAmongText, requestMarkText, requestProgressText } from './requests.ts';

describe('what a request’s marks say', () => {
  it('tells the builder how many builders the homeowner chose', () => {
    expect(chosenAmongText(1)).toBe('You are the only builder this homeowner chose');
    expect(chosenAmongText(3)).toBe('You are one of 3 builders this homeowner chose');
    expect(chosenAmongText(1, true)).toBe('Sent to you alone from the quote button on your website');
  });

  it('tells the homeowner each builder’s contact and quote together', () => {
    const none = { contactedAt: null, outcome: null, quoteAmount: null };
    expect(requestProgressText(none)).toBe('Not yet contacted');
    expect(requestProgressText({ ...none, contactedAt: '2026-11-27T15:00:00Z' })).toBe(
      'Contacted you on November 27, 2026',
    );
    expect(
      requestProgressText({
        contactedAt: '2026-11-27T15:00:00Z',
        outcome: 'quoted',
        quoteAmount: 18_500,
        quoteNote: 'Includes a waterfall.',
      }),
    ).toBe('Contacted you on November 27, 2026. Sent a quote: $18,500 (“Includes a waterfall.”)');
    // Not a fit is the builder's own: the homeowner reads no more than the contact.
    expect(requestProgressText({ ...none, outcome: 'not_fit' })).toBe('Not yet contacted');
    // A win is a quote too; without an amount the homeowner reads that one was sent.
    expect(requestProgressText({ ...none, outcome: 'won', quoteAmount: null })).toBe('Sent a quote');
  });

  it('tells staff the builder’s mark, with its amount, note or reason', () => {
    const mark = { outcome: null, quoteAmount: null, quoteNote: null, notFitReason: null };
    expect(requestMarkText(mark)).toBe('No mark yet');
    expect(requestMarkText({ ...mark, outcome: 'quoted', quoteAmount: 900 })).toBe('Quoted $900');
    expect(requestMarkText({ ...mark, outcome: 'won', quoteAmount: 900, quoteNote: 'Spring start.' })).toBe(
      'Won (quoted $900): “Spring start.”',
    );
    expect(requestMarkText({ ...mark, outcome: 'not_fit', notFitReason: 'Fully booked' })).toBe(
      'Not a fit: Fully booked',
    );
    expect(requestMarkText({ ...mark, outcome: 'not_fit' })).toBe('Not a fit: no reason given');
    expect(requestMarkText({ ...mark, outcome: 'won' })).toBe('Won');
    expect(requestMarkText({ ...mark, outcome: 'quoted', quoteNote: 'After the frost.' })).toBe(
      'Quoted: “After the frost.”',
    );
  });

  it('tells the builder their response time from the first contact, and when their profile says it', () => {
    expect(ownResponseTimeText({ medianMinutes: null, contacted: 0 })).toBe(
      `Your response time shows here once you mark a request contacted. Your profile shows it once you have marked ${RESPONSE_TIME_MIN_CONTACTED} requests contacted.`,
    );
    expect(ownResponseTimeText({ medianMinutes: 120, contacted: 1 })).toBe(
      `So far you usually respond within 2 hours (1 request marked contacted). Your profile shows it once you have marked ${RESPONSE_TIME_MIN_CONTACTED} requests contacted.`,
    );
    expect(ownResponseTimeText({ medianMinutes: 30, contacted: RESPONSE_TIME_MIN_CONTACTED })).toBe(
      `So far you usually respond within an hour (${RESPONSE_TIME_MIN_CONTACTED} requests marked contacted). Your profile says so too.`,
    );
  });
});
