import type { PlanOrigin } from '@pond/supabase';
import type * as BrowserDatabase from './browser-database.ts';
import type { DataAddress } from './browser-database.ts';
import type { WidgetHost } from './host.tsx';

/** What a host sends to the database. */
export type HostSends = Pick<
  WidgetHost,
  'submitLead' | 'startForm' | 'suggestBuilders' | 'chooseBuilders' | 'savePondPlan' | 'localCostRange'
>;

type Database = typeof BrowserDatabase;
/** The calls of browser-database.ts that take the database's address first. */
type Call = Exclude<keyof Database, 'connectDatabase'>;
type Args<Name extends Call> = Database[Name] extends (address: DataAddress, ...rest: infer Rest) => unknown
  ? Rest
  : never;

/**
 * A host's requests, plans and builder choices, sent straight to our database with the anon key. The
 * database library loads when something is first sent, not with the widget; `address` is read then
 * too (the site renders its widgets on the server, where there is no browser origin yet: its address
 * is a getter). A preview (the embed builder's) works as usual but saves nothing.
 */
export function hostSends(address: DataAddress, origin: PlanOrigin, preview = false): HostSends {
  const send =
    <Name extends Call>(name: Name) =>
    async (...args: Args<Name>): Promise<Awaited<ReturnType<Database[Name]>>> =>
      // Each call of browser-database.ts takes the address, then what the widget gives.
      ((await import('./browser-database.ts'))[name] as (...all: unknown[]) => never)(address, ...args);
  return {
    submitLead: preview
      ? async (lead) =>
          console.info('[Pond widgets] Preview: this request was not sent.', {
            projectType: lead.projectType,
          })
      : send('saveLead'),
    ...(preview ? {} : { startForm: send('startForm') }),
    suggestBuilders: send('offerBuilders'),
    chooseBuilders: send('routeLead'),
    localCostRange: send('findLocalCostRange'),
    savePondPlan: preview
      ? async (plan) => {
          console.info('[Pond widgets] Preview: this plan was not saved.', { pondType: plan.form.pondType });
          return { copyQueued: false };
        }
      : (plan) => send('savePondPlan')({ ...plan, origin }),
  };
}
