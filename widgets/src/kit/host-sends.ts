import type { PlanOrigin } from '@pond/supabase';
import type { DataAddress } from './browser-database.ts';
import type { WidgetHost } from './host.tsx';

/** What a host sends to the database. */
export type HostSends = Pick<
  WidgetHost,
  'submitLead' | 'startForm' | 'suggestBuilders' | 'chooseBuilders' | 'savePondPlan'
>;

/**
 * A host's requests, plans and builder choices, sent straight to our database with the anon key. The
 * database library loads when something is first sent, not with the widget; `address` is read then
 * too (the site renders its widgets on the server, where there is no browser origin yet). A preview
 * (the embed builder's) works as usual but saves nothing.
 */
export function hostSends(
  address: () => DataAddress,
  origin: PlanOrigin,
  { preview = false }: { preview?: boolean } = {},
): HostSends {
  const database = () => import('./browser-database.ts');
  return {
    async submitLead(lead) {
      if (preview) {
        console.info('[Pond widgets] Preview: this request was not sent.', { projectType: lead.projectType });
        return;
      }
      return (await database()).saveLead(address(), lead);
    },
    ...(preview ? {} : { startForm: async () => (await database()).startForm(address()) }),
    suggestBuilders: async (place) => (await database()).offerBuilders(address(), place),
    chooseBuilders: async (choice) => (await database()).routeLead(address(), choice),
    async savePondPlan(plan) {
      if (preview) {
        console.info('[Pond widgets] Preview: this plan was not saved.', { pondType: plan.form.pondType });
        return { copyQueued: false };
      }
      return (await database()).savePondPlan(address(), { ...plan, origin });
    },
  };
}
