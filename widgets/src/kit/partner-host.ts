import { useMemo } from 'react';
import { BUILDER_SITE_SOURCE, utmFromSearch, type Attribution } from '@pond/core';
import { createPondEvent, type EmitPondEvent, type WidgetName } from './events.ts';
import type { WidgetHost } from './host.tsx';
import { hostSends } from './host-sends.ts';
import { ownSiteHost } from './own-site-host.ts';
import type { WidgetRuntime } from './runtime.ts';

/**
 * Whether the element is one of our own pages' (the site's content pages mount the kit's
 * elements): on the origin the kit serves as the site, naming no partner. The embed builder's
 * previews (a partner id, or `preview`) stay a partner's widget.
 */
export function onOwnSite(
  element: HTMLElement,
  runtime: WidgetRuntime,
  { partner, preview = false }: { partner?: string; preview?: boolean } = {},
): boolean {
  const origin = element.ownerDocument.location?.origin;
  return !partner && !preview && !!origin && origin === new URL(runtime.siteUrl).origin;
}

/**
 * The credit and preview attributes every widget reads (partnerAttribute, campaignAttributes), and
 * whether it is on a builder's own website (the badge's quote form).
 */
type HostAttributes = {
  partner?: string;
  campaign?: string;
  utm?: boolean;
  preview?: boolean;
  builderSite?: boolean;
};

/** A custom element's widget host, made again only when its credit or preview attributes change. */
export function usePartnerHost(
  element: HTMLElement,
  widget: WidgetName,
  runtime: WidgetRuntime,
  { partner, campaign, utm, preview, builderSite }: HostAttributes,
): WidgetHost {
  return useMemo(
    () =>
      builderSite
        ? createBuilderSiteHost({ element, widget, runtime })
        : createPartnerHost({ element, widget, runtime, partner, campaign, utm, preview }),
    [element, widget, runtime, partner, campaign, utm, preview, builderSite],
  );
}

/**
 * The widget host of a custom element. On a partner's page: absolute links to our pages in a new
 * tab, requests credited to the partner with the page's origin, `widget:{name}` as the source. On our
 * own pages it is the site's own host (own-site-host.ts). Either way its events are the element's.
 */
export function createPartnerHost(options: {
  element: HTMLElement;
  widget: WidgetName;
  runtime: WidgetRuntime;
  partner?: string;
  /** The widget's `campaign` attribute. */
  campaign?: string;
  /** The widget's `utm` attribute: read the page's UTM values at load. */
  utm?: boolean;
  /** A preview (the embed builder's): sending works as usual but saves nothing. */
  preview?: boolean;
}): WidgetHost {
  const { element, widget, runtime, partner, preview } = options;
  const location = element.ownerDocument.location;
  const emit: EmitPondEvent = (name, detail) => element.dispatchEvent(createPondEvent(name, detail));
  if (onOwnSite(element, runtime, { partner, preview })) return ownSiteHost(location, runtime, emit);
  const source = `widget:pond-${widget}`;
  const attribution = partnerPageAttribution(location, options);
  // A page opened from a file has the origin 'null': nothing to record.
  const pageOrigin = location?.origin && location.origin !== 'null' ? location.origin : undefined;
  return {
    source,
    partner,
    pageOrigin,
    attribution,
    href: (path) => new URL(path, runtime.siteUrl).href,
    linkTarget: '_blank',
    ...hostSends(runtime, { source, partner, pageOrigin, ...attribution }, preview),
    emit,
    // Loads count on partners' pages only: not on ours (the embed builder's previews included).
    ...(preview || !partner || location?.origin === new URL(runtime.siteUrl).origin
      ? {}
      : { countLoad: () => sendLoadBeacon(runtime, { partner, widget: `pond-${widget}` }) }),
  };
}

/**
 * The widget host on a builder's own website (the badge and its quote form): requests say so
 * (BUILDER_SITE_SOURCE) with the page's origin, and carry no partner, campaign or UTM values, so they
 * count for nobody's partner credit; links open our pages in a new tab. The badge counts its own loads.
 */
export function createBuilderSiteHost(options: {
  element: HTMLElement;
  widget: WidgetName;
  runtime: WidgetRuntime;
}): WidgetHost {
  const { element, runtime } = options;
  const location = element.ownerDocument.location;
  const emit: EmitPondEvent = (name, detail) => element.dispatchEvent(createPondEvent(name, detail));
  const pageOrigin = location?.origin && location.origin !== 'null' ? location.origin : undefined;
  return {
    source: BUILDER_SITE_SOURCE,
    pageOrigin,
    href: (path) => new URL(path, runtime.siteUrl).href,
    linkTarget: '_blank',
    ...hostSends(runtime, { source: BUILDER_SITE_SOURCE, pageOrigin }),
    emit,
  };
}

/**
 * The load beacon (widgets/README.md, "What data leaves the partner's page"): the partner id, the
 * widget's tag and the kit's version, nothing else. The browser adds the page's origin; no cookie is
 * sent and nothing is stored. It never delays or breaks the widget: its answer is not read.
 */
function sendLoadBeacon(runtime: WidgetRuntime, load: { partner: string; widget: string }) {
  void fetch(`${runtime.apiUrl}/rest/v1/rpc/count_widget_load`, {
    method: 'POST',
    keepalive: true,
    credentials: 'omit',
    headers: {
      apikey: runtime.anonKey,
      authorization: `Bearer ${runtime.anonKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ p_partner: load.partner, p_widget: load.widget, p_version: runtime.version }),
  }).catch(() => {});
}

/** On a partner's page: the widget's campaign, and the page's UTM values when the partner opted in. */
function partnerPageAttribution(
  location: Location | undefined,
  options: { campaign?: string; utm?: boolean },
): Attribution | undefined {
  const attribution: Attribution = {
    ...(options.campaign ? { campaign: options.campaign } : {}),
    ...(options.utm && location ? utmFromSearch(new URLSearchParams(location.search)) : {}),
  };
  return Object.keys(attribution).length ? attribution : undefined;
}
