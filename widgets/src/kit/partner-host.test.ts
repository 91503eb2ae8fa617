import { describe, expect, it } from 'vitest';
import { createPartnerHost, onOwnSite } from './partner-host.ts';
import type { WidgetRuntime } from './runtime.ts';

const runtime: WidgetRuntime = {
  version: 'test',
  siteUrl: 'https://www.pondbuildersdirect.com',
  apiUrl: 'https://db.example',
  anonKey: 'anon',
};
const elementAt = (href: string) => {
  const url = new URL(href);
  return {
    ownerDocument: { location: { origin: url.origin, pathname: url.pathname, search: url.search } },
    dispatchEvent: () => true,
  } as unknown as HTMLElement;
};

describe('a widget element on our own pages and on a partner’s', () => {
  it('acts as the site on our origin: the page path as source, links in the same tab, only a ?partner= link’s credit', () => {
    const element = elementAt('https://www.pondbuildersdirect.com/states/tx/austin?partner=riverside-garden');
    expect(onOwnSite(element, runtime)).toBe(true);
    const host = createPartnerHost({ element, widget: 'quote-form', runtime });
    expect(host.source).toBe('/states/tx/austin');
    expect(host.partner).toBe('riverside-garden');
    expect(host.pageOrigin).toBeUndefined();
    expect(host.linkTarget).toBeUndefined();
    expect(host.href('/privacy-policy')).toBe('/privacy-policy');
  });

  it('stays a partner’s widget elsewhere, and in the embed builder’s previews on our origin', () => {
    const partnerPage = elementAt('https://acme-ponds.example/contact');
    const host = createPartnerHost({
      element: partnerPage,
      widget: 'quote-form',
      runtime,
      partner: 'acme-ponds',
    });
    expect(host.source).toBe('widget:pond-quote-form');
    expect(host.partner).toBe('acme-ponds');
    expect(host.pageOrigin).toBe('https://acme-ponds.example');
    expect(host.linkTarget).toBe('_blank');
    expect(host.href('/privacy-policy')).toBe('https://www.pondbuildersdirect.com/privacy-policy');
    const builder = elementAt('https://www.pondbuildersdirect.com/partners/embed');
    expect(onOwnSite(builder, runtime, { partner: 'acme-ponds' })).toBe(false);
    expect(onOwnSite(builder, runtime, { preview: true })).toBe(false);
  });

  it('carries the campaign, and the page’s UTM values only when the partner set utm', () => {
    const page = elementAt(
      'https://acme-ponds.example/ponds?utm_source=newsletter&utm_medium=email&utm_campaign=june&email=jo@x.example',
    );
    const tagged = createPartnerHost({
      element: page,
      widget: 'planner',
      runtime,
      partner: 'acme',
      campaign: 'spring',
    });
    expect(tagged.attribution).toEqual({ campaign: 'spring' });
    const withUtm = createPartnerHost({
      element: page,
      widget: 'planner',
      runtime,
      partner: 'acme',
      campaign: 'spring',
      utm: true,
    });
    expect(withUtm.attribution).toEqual({
      campaign: 'spring',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'june',
    });
    expect(
      createPartnerHost({ element: page, widget: 'planner', runtime, partner: 'acme' }).attribution,
    ).toBe(undefined);
    // On our pages: what a partner's widget link carried, and nothing without a partner.
    const ours = 'https://www.pondbuildersdirect.com/pond-planner?campaign=spring&utm_source=newsletter';
    expect(
      createPartnerHost({ element: elementAt(`${ours}&partner=acme`), widget: 'planner', runtime })
        .attribution,
    ).toEqual({ campaign: 'spring', utmSource: 'newsletter' });
    expect(
      createPartnerHost({ element: elementAt(ours), widget: 'planner', runtime }).attribution,
    ).toBeUndefined();
  });
});
