import { createPondEvent, type WidgetName } from './events.ts';
import type { WidgetHost } from './host.tsx';
import type { WidgetRuntime } from './runtime.ts';

/**
 * The widget host on a partner's page: absolute links to our pages in a new tab, requests saved
 * straight to our database with the anon key, credited to the partner, events on the element.
 * The database library loads when a request is first sent, not with the form.
 */
export function createPartnerHost(options: {
  element: HTMLElement;
  widget: WidgetName;
  runtime: WidgetRuntime;
  partner?: string;
  /** A preview (the embed builder's): sending works as usual but saves nothing. */
  preview?: boolean;
}): WidgetHost {
  const { element, widget, runtime, partner, preview } = options;
  const origin = element.ownerDocument.location?.origin;
  const source = `widget:pond-${widget}`;
  // A page opened from a file has the origin 'null': nothing to record.
  const pageOrigin = origin && origin !== 'null' ? origin : undefined;
  return {
    source,
    partner,
    pageOrigin,
    href: (path) => new URL(path, runtime.siteUrl).href,
    linkTarget: '_blank',
    async submitLead(lead) {
      if (preview) {
        console.info('[Pond widgets] Preview: this request was not sent.', { projectType: lead.projectType });
        return;
      }
      const { saveLead } = await import('./save-lead.ts');
      return saveLead(runtime, lead);
    },
    async suggestBuilders(place) {
      const { offerBuilders } = await import('./save-lead.ts');
      return offerBuilders(runtime, place);
    },
    async chooseBuilders(choice) {
      const { routeLead } = await import('./save-lead.ts');
      return routeLead(runtime, choice);
    },
    async savePondPlan(plan) {
      if (preview) {
        console.info('[Pond widgets] Preview: this plan was not saved.', { pondType: plan.form.pondType });
        return { copyQueued: false };
      }
      const { savePondPlan } = await import('./save-lead.ts');
      return savePondPlan(runtime, { ...plan, origin: { source, partner, pageOrigin } });
    },
    emit: (name, detail) => element.dispatchEvent(createPondEvent(name, detail)),
  };
}
