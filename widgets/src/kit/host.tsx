import type {
  Attribution,
  CostKind,
  CostSizeBand,
  PlannerForm,
  PlannerResult,
  RequestDetails,
} from '@pond/core';
import type {
  ChosenBuilder,
  LeadSubmission,
  LocalCostRange,
  OfferedBuilder,
  RequestPlace,
} from '@pond/supabase';
import { createContext, useContext, type ReactNode } from 'react';
import type { EmitPondEvent } from './events.ts';

/**
 * What differs between our site and a partner's page, handed to every widget (ARCHITECTURE.md
 * "Host adapter"). Widgets never import the router or read `window.location`: the site passes its
 * router-aware version, the custom element the partner-page version.
 */
export interface WidgetHost {
  /** Saves a quote request through @pond/supabase: its id, or nothing when it was not saved (a preview). */
  submitLead(lead: LeadSubmission): Promise<{ id: string; choiceToken: string } | void>;
  /** The builders offered for a saved request, the first three preselected. */
  suggestBuilders(place: RequestPlace): Promise<OfferedBuilder[]>;
  /** Sends a saved request to the builders the homeowner chose, with the consent text shown. */
  chooseBuilders(choice: {
    requestId: string;
    choiceToken: string;
    contractorIds: readonly string[];
    /** The id of the consent shown (@pond/core's CONSENTS), never its text. */
    consentId: string;
    /** What the homeowner added so builders can price it (all optional). */
    details?: RequestDetails;
  }): Promise<ChosenBuilder[]>;
  /** Saves a pond plan and its lead; says whether the emailed copy was queued. */
  savePondPlan(plan: {
    form: PlannerForm;
    result: PlannerResult;
    formToken?: string | null;
  }): Promise<{ copyQueued: boolean }>;
  /** Local quotes for a kind and size near a place (the cost guide's nearest figure), or null. */
  localCostRange?: (query: LocalCostQuery) => Promise<LocalCostRange | null>;
  /** A signed start for a form a person began filling; absent in previews and stories. */
  startForm?: () => Promise<string>;
  /** The address of one of our pages: a path on our site, an absolute URL on a partner's page. */
  href(path: string): string;
  /** Our pages open in a new tab from a partner's page, so the homeowner keeps the partner's. */
  linkTarget?: '_blank';
  /** On our site: go to one of our pages inside the app (the router), instead of loading it anew. */
  navigate?: (path: string) => void;
  /** Where a request comes from: the page path on our site, `widget:{name}` on a partner's page. */
  source: string;
  /** The partner credited with requests sent from this widget. */
  partner?: string;
  /** A plan from the planner or calculator the page's address carries (`?plan=`), to attach to a request. */
  plan?: string;
  /** The embedding page's origin, sent with the request beside the Origin the database records. */
  pageOrigin?: string;
  /** The widget's campaign and the page's UTM values, sent with requests and plans and on links. */
  attribution?: Attribution;
  /** Dispatches a widget event; on our own pages nobody listens. */
  emit: EmitPondEvent;
  /**
   * Counts this widget's load for its partner: one beacon per element, on a partner's
   * page only. Absent on our own pages and in previews.
   */
  countLoad?: () => void;
}

/** What a plan is set beside: its kind (null: any new pond), size band and state. */
export interface LocalCostQuery {
  kind: CostKind | null;
  band: CostSizeBand | null;
  stateCode?: string;
}

const HostContext = createContext<WidgetHost | null>(null);

export function WidgetHostProvider({ host, children }: { host: WidgetHost; children: ReactNode }) {
  return <HostContext.Provider value={host}>{children}</HostContext.Provider>;
}

export function useWidgetHost(): WidgetHost {
  const host = useContext(HostContext);
  if (!host)
    throw new Error('A widget needs a WidgetHostProvider above it (the site root or the custom element).');
  return host;
}
