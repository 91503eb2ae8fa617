import { describe, expect, it } from 'vitest';
import { CAMPAIGN_PATTERN, attributionFromSearch, describeAttribution, utmFromSearch } from './campaigns.ts';
import { withPartner } from './partners.ts';

describe('campaigns and UTM values', () => {
  it('takes short slugs as campaigns', () => {
    for (const slug of ['spring-sale', 'q2_2026', 'a']) expect(CAMPAIGN_PATTERN.test(slug), slug).toBe(true);
    for (const slug of ['Spring', '-sale', 'spring sale', 'x'.repeat(41), '<b>'])
      expect(CAMPAIGN_PATTERN.test(slug), slug).toBe(false);
  });

  it('reads the page’s UTM values, trimmed and cut to 100 characters, empty ones dropped', () => {
    expect(
      utmFromSearch(
        new URLSearchParams(
          `utm_source=%20newsletter%20&utm_medium=&utm_campaign=${'s'.repeat(150)}&utm_term=x`,
        ),
      ),
    ).toEqual({ utmSource: 'newsletter', utmCampaign: 's'.repeat(100) });
    expect(utmFromSearch(new URLSearchParams('utm_source=a%0Ab'))).toEqual({ utmSource: 'ab' });
    // 99 letters then an emoji: cut after the emoji, never inside it.
    const emoji = utmFromSearch(new URLSearchParams(`utm_source=${'a'.repeat(99)}%F0%9F%90%9F%F0%9F%90%9F`));
    expect(emoji.utmSource).toBe(`${'a'.repeat(99)}🐟`);
  });

  it('carries the campaign and UTM values on links to our pages and reads them back', () => {
    const path = withPartner('/pond-planner#top', 'acme', {
      campaign: 'spring-sale',
      utmSource: 'news letter',
      utmMedium: 'email',
    });
    expect(path).toBe(
      '/pond-planner?partner=acme&campaign=spring-sale&utm_source=news%20letter&utm_medium=email#top',
    );
    expect(attributionFromSearch(new URL(path, 'https://x.example').searchParams)).toEqual({
      campaign: 'spring-sale',
      utmSource: 'news letter',
      utmMedium: 'email',
    });
    expect(attributionFromSearch(new URLSearchParams('campaign=Not%20A%20Slug'))).toEqual({});
  });

  it('describes an attribution for a table cell', () => {
    expect(describeAttribution({ campaign: 'spring', utmSource: 'news', utmMedium: 'email' })).toBe(
      'spring · utm news / email',
    );
    expect(describeAttribution({})).toBe('—');
  });
});
