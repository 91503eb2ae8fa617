import type { DirectorySearch, PondDimensions, PondShape } from '@pond/core';
import type { LeadSubmission } from '@pond/supabase';

/**
 * The DOM events a widget dispatches on its element. The naming rule: `pond-` and
 * what happened, in kebab-case, past tense for something the homeowner did (`pond-quote-submitted`,
 * `pond-calculated`, `pond-plan-created`), a state for the widget itself (`pond-ready`,
 * `pond-error`). Every event bubbles and is composed (it leaves the shadow root), and its detail
 * carries `version`: a payload is never changed in place; a new shape gets a new version.
 * The detail never carries the homeowner's contact data.
 */
export const EVENT_DETAIL_VERSION = 1;

export type WidgetName = 'quote-form' | 'directory' | 'calculator' | 'planner' | 'builder-badge';

/** Why a widget reports an error: a request failed, a field was refused, too many were sent, or its code did not load. */
export type PondErrorCode = 'submit_failed' | 'invalid_field' | 'rate_limited' | 'load_failed';

export interface PondEventDetails {
  'pond-ready': { version: 1; widget: WidgetName; kitVersion: string };
  'pond-quote-submitted': {
    version: 1;
    widget: WidgetName;
    projectType: string;
    contractorId: string | null;
    partner: string | null;
  };
  'pond-error': { version: 1; widget: WidgetName; code: PondErrorCode; message: string };
  /** The homeowner worked out a pond: its shape, the dimensions in feet and the gallons it holds. */
  'pond-calculated': {
    version: 1;
    widget: WidgetName;
    shape: PondShape;
    dimensions: PondDimensions;
    gallons: number;
  };
  /** A pond plan was saved: the pond type and the cost range, never who asked. */
  'pond-plan-created': {
    version: 1;
    widget: WidgetName;
    pondType: string;
    costRange: { min: number; max: number };
    partner: string | null;
  };
  /**
   * The directory shows a new search (the homeowner's change, or back and forward with `url-state`):
   * the place as typed, the filters and the page, and the city and state understood from the place
   * (empty when it names neither), so the page around it can name what is shown.
   */
  'pond-searched': {
    version: 1;
    widget: WidgetName;
    search: DirectorySearch;
    place: { city: string; state: string };
  };
}

export type PondEventName = keyof PondEventDetails;

/** Tells the host page about something a widget did. */
export type EmitPondEvent = <Name extends PondEventName>(name: Name, detail: PondEventDetails[Name]) => void;

/** An event as it leaves the element: bubbling, crossing the shadow boundary, not cancelable. */
export function createPondEvent<Name extends PondEventName>(
  name: Name,
  detail: PondEventDetails[Name],
): CustomEvent<PondEventDetails[Name]> {
  return new CustomEvent(name, { detail, bubbles: true, composed: true });
}

/** What the page learns of a sent quote request: what and for whom, never who asked. */
export function quoteSubmittedDetail(
  lead: Pick<LeadSubmission, 'projectType' | 'contractorId' | 'partner'>,
): PondEventDetails['pond-quote-submitted'] {
  return {
    version: EVENT_DETAIL_VERSION,
    widget: 'quote-form',
    projectType: lead.projectType,
    contractorId: lead.contractorId ?? null,
    partner: lead.partner ?? null,
  };
}
