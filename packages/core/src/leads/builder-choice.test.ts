import { describe, expect, it } from 'vitest';
import {
  BUILDER_CHOICE,
  WITHDRAW_TEXTS,
  listNames,
  requestPlace,
  responseTimeText,
} from './builder-choice.ts';
import { parseWithdrawLink, withdrawUrl } from '../routes/urls.ts';
import { randomUuid, UUID_PATTERN } from '../routes/uuid.ts';

describe('choosing builders', () => {
  it('names one, two or three builders as a sentence', () => {
    expect(listNames([])).toBe('');
    expect(listNames(['A'])).toBe('A');
    expect(listNames(['A', 'B'])).toBe('A and B');
    expect(listNames(['A', 'B', 'C'])).toBe('A, B and C');
    expect(BUILDER_CHOICE.sent(['A', 'B'])).toBe(
      "Sent to A and B. They'll contact you; we sent you a confirmation by email.",
    );
    expect(BUILDER_CHOICE.sent([])).toMatch(/^Our team will match you/);
    expect(BUILDER_CHOICE.confirm(1)).toBe('Send my request to 1 builder');
    expect(BUILDER_CHOICE.confirm(3)).toBe('Send my request to 3 builders');
  });

  it('says a response time in hours or days, rounding up', () => {
    expect(responseTimeText(12)).toBe('Usually responds within an hour');
    expect(responseTimeText(60)).toBe('Usually responds within an hour');
    expect(responseTimeText(61)).toBe('Usually responds within 2 hours');
    expect(responseTimeText(47 * 60)).toBe('Usually responds within 47 hours');
    expect(responseTimeText(48 * 60)).toBe('Usually responds within 2 days');
    expect(responseTimeText(49 * 60)).toBe('Usually responds within 3 days');
  });
});

describe('withdraw links', () => {
  const link = {
    request: '0e4b5c1a-1111-4222-8333-444455556666',
    expires: 1800000000,
    signature: 'abcDEF123_-xyzXYZ7890abc',
  };

  it('round-trips through the address a mail carries', () => {
    const url = withdrawUrl('https://pondbuildersdirect.com/', link);
    expect(url).toBe(
      'https://pondbuildersdirect.com/withdraw-request?request=0e4b5c1a-1111-4222-8333-444455556666&expires=1800000000&signature=abcDEF123_-xyzXYZ7890abc',
    );
    expect(parseWithdrawLink(new URL(url).search)).toEqual(link);
  });

  it('refuses a link with a part missing or malformed', () => {
    const search = (over: Record<string, string>) =>
      `?${new URLSearchParams({ request: link.request, expires: String(link.expires), signature: link.signature, ...over })}`;
    expect(parseWithdrawLink('')).toBeNull();
    expect(parseWithdrawLink(search({ request: 'nope' }))).toBeNull();
    expect(parseWithdrawLink(search({ expires: 'soon' }))).toBeNull();
    expect(parseWithdrawLink(search({ expires: '-5' }))).toBeNull();
    expect(parseWithdrawLink(search({ signature: 'short' }))).toBeNull();
    expect(parseWithdrawLink(search({ signature: '<script>alert(1)</script>aaaaaaaaaaaa' }))).toBeNull();
  });

  it('name the builders who already have the request once it is withdrawn', () => {
    expect(WITHDRAW_TEXTS.alreadyWith(['Lotus Ponds'])).toBe(
      'Lotus Ponds already received it; contact them directly if you no longer want to hear from them.',
    );
    expect(WITHDRAW_TEXTS.alreadyWith(['Lotus Ponds', 'Koi Kings', 'Aqua Scapes'])).toMatch(
      /^Lotus Ponds, Koi Kings and Aqua Scapes already received it;/,
    );
  });
});

describe('request ids', () => {
  it('are version 4 uuids, also where crypto.randomUUID is missing (a plain-http page)', () => {
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const ids = Array.from({ length: 50 }, randomUuid);
      expect(ids.every((id) => UUID_PATTERN.test(id) && id[14] === '4' && '89ab'.includes(id[19]!))).toBe(
        true,
      );
      expect(new Set(ids).size).toBe(50);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
    expect(UUID_PATTERN.test(randomUuid())).toBe(true);
  });
});

describe("a request's place", () => {
  it('is what the homeowner typed, else the page city and state, else nothing', () => {
    expect(requestPlace({ location: ' 78701 ', city: 'Austin', state: 'TX' })).toBe('78701');
    expect(requestPlace({ location: '', city: 'Austin', state: 'TX' })).toBe('Austin, TX');
    expect(requestPlace({ state: 'TX' })).toBe('TX');
    expect(requestPlace({})).toBe('');
  });
});
