// What the templates are given: rows as the worker reads them (@pond/supabase/jobs), nothing more.
import {
  REQUEST_PHOTO_MESSAGES,
  detailsOfRow,
  formatLongDate,
  requestDetailsLines,
  requestPlace,
} from '@pond/core';
import type { RequestFacts } from '@pond/supabase/jobs';

export type {
  ApplicationFacts,
  ChosenBuilderFacts,
  PlanFacts,
  RequestFacts,
  StatementRow,
} from '@pond/supabase/jobs';

/** A request as a builder reads it in a mail: the homeowner's details and the project, in one order. */
export function requestFacts(request: RequestFacts): [label: string, value: string][] {
  return [
    ['Name', request.name],
    ['Email', request.email],
    ['Phone', request.phone],
    ['Project', request.projectType],
    ['Location', requestPlace(request) || 'not given'],
    ['Message', request.message?.trim() || 'none'],
    // "Help builders quote": each detail the homeowner gave, as "Budget: $5,000 - $10,000".
    ...requestDetailsLines(detailsOfRow(request.details ?? {})).map((line): [string, string] => {
      const [label, ...rest] = line.split(': ');
      return [label!, rest.join(': ')];
    }),
    ...(request.photos
      ? [['Site photos', REQUEST_PHOTO_MESSAGES.inMail(request.photos)] as [string, string]]
      : []),
    ['Requested on', formatLongDate(request.createdAt)],
  ];
}
