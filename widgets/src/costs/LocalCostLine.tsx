import {
  costRangePlace,
  costKindByKey,
  costRangeText,
  costUrl,
  costWindow,
  localDay,
  ALL_PONDS,
  sizeBandOfPlan,
  type CostKind,
} from '@pond/core';
import type { LocalCostRange } from '@pond/supabase';
import { useEffect, useState } from 'react';
import { HostLink } from '../kit/HostLink.tsx';
import { useWidgetHost } from '../kit/host.tsx';
import { usePart } from '@pond/ui/parts';

// Loaded lazily (its own chunk: the widgets' build keeps costs/ out of every first load).
// Beside a formula's estimate, what builders near the homeowner quoted for a pond of that kind and
// size, from the cost guide's nearest figure (city, state, then the country). Loaded with the result,
// not the widget; nothing is shown while it loads, when there are too few quotes, or if it fails.

export default function LocalCostLine({
  kind,
  areaSqFt,
  stateCode,
}: {
  /** null: any new pond. */
  kind: CostKind | null;
  areaSqFt: number;
  stateCode?: string;
}) {
  const host = useWidgetHost();
  const part = usePart();
  // The answer is kept with the question it answers: a new plan shows nothing until its own arrives.
  const [answer, setAnswer] = useState<{ key: string; range: LocalCostRange | null } | null>(null);
  const band = sizeBandOfPlan(areaSqFt);
  const key = `${kind}|${band}|${stateCode ?? ''}`;
  useEffect(() => {
    let current = true;
    host
      .localCostRange?.({ kind, band, stateCode })
      .then((range) => current && setAnswer({ key, range }))
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [host, key, kind, band, stateCode]);
  const range = answer?.key === key ? answer.range : null;
  if (!range) return null;
  const place = costRangePlace(range);
  const window = costWindow(localDay());
  return (
    <p data-testid="local-cost" {...part('local-cost')}>
      {costRangeText({
        place,
        noun: (costKindByKey(kind) ?? ALL_PONDS).noun,
        band,
        spread: range,
        basis: range,
        ...window,
      })}
      .{' '}
      <HostLink
        to={costUrl(
          kind,
          place.level === 'country'
            ? {}
            : { stateCode: range.state, ...(place.level === 'city' ? { city: place.name } : {}) },
        )}
      >
        See the cost guide
      </HostLink>
    </p>
  );
}
