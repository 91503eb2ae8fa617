import {
  ALL_PONDS,
  COST_POSITION_TEXTS,
  costKindByKey,
  costPosition,
  costRangePlace,
  costRangeText,
  costSortingOf,
  costWindow,
  localDay,
} from '@pond/core';
import type { SentRequest } from '@pond/supabase';

/**
 * Where a quote sits among local quotes for the request's kind and size ("lower than most", "about the
 * middle", "higher than most"), with the range it is set beside; null when the cost guide may not show
 * a figure for it.
 */
export function localQuoteLine(
  request: SentRequest,
  total: number,
): { position: string; range: string } | null {
  const range = request.localCosts;
  const sorting = costSortingOf({
    projectType: request.projectType,
    planPondType: request.details.plan?.pondType,
    planAreaSqFt: request.details.plan?.areaSqFt,
    lengthFt: request.details.lengthFt,
    widthFt: request.details.widthFt,
    pondSize: request.details.size,
  });
  if (!range || !sorting) return null;
  return {
    position: COST_POSITION_TEXTS[costPosition(total, range)],
    range: costRangeText({
      place: costRangePlace(range),
      noun: (costKindByKey(sorting.kind) ?? ALL_PONDS).noun,
      band: sorting.band,
      spread: range,
      basis: range,
      ...costWindow(localDay()),
    }),
  };
}
