// What the templates are given: rows as the worker reads them (compose.ts), nothing more.
import { formatLongDate, requestPlace } from '@pond/core';

export interface RequestFacts {
  name: string;
  email: string;
  phone: string;
  projectType: string;
  message: string | null;
  location: string | null;
  city: string | null;
  state: string | null;
  createdAt: string;
}

/** A request as a builder reads it in a mail: the homeowner's details and the project, in one order. */
export function requestFacts(request: RequestFacts): [label: string, value: string][] {
  return [
    ['Name', request.name],
    ['Email', request.email],
    ['Phone', request.phone],
    ['Project', request.projectType],
    ['Location', requestPlace(request) || 'not given'],
    ['Message', request.message?.trim() || 'none'],
    ['Requested on', formatLongDate(request.createdAt)],
  ];
}

export interface ChosenBuilderFacts {
  name: string;
  city: string;
  state: string;
  phone: string | null;
  /** Mailed, or passed on by our staff by phone. */
  delivery: 'email' | 'phone';
}

export interface PlanFacts {
  name: string;
  pondType: string;
  length: number;
  width: number;
  depth: number;
  state: string;
  sunExposure: string;
  budget: string;
  timeline: string;
  features: string | null;
  costMin: number;
  costMax: number;
}

export interface ApplicationFacts {
  contactName: string;
  businessName: string;
  websites: readonly string[];
  widgets: readonly string[];
}

/** One line of a partner's monthly statement: a site (a page's origin) and a campaign. */
export interface StatementRow {
  site: string;
  /** A proven site's line (false: the one "elsewhere" line). */
  attributed: boolean;
  campaign: string | null;
  loads: number;
  requests: number;
  /** Of the requests, those the homeowner or a builder then confirmed. */
  confirmed: number;
  reached_builders: number;
  withdrawn: number;
  plans: number;
}
