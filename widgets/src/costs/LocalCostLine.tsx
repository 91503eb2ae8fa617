import {
  COST_PLACE_LEVELS,
  costKindByKey,
  costRangeText,
  costUrl,
  costWindow,
  localDay,
  stateByCode,
  ALL_PONDS,
  sizeBandOf,
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
  const [range, setRange] = useState<LocalCostRange | null>(null);
  const band = sizeBandOf(areaSqFt);
  useEffect(() => {
    let current = true;
    setRange(null);
    host
      .localCostRange?.({ kind, band, stateCode })
      .then((found) => current && setRange(found))
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [host, kind, band, stateCode]);
  if (!range) return null;
  const level = COST_PLACE_LEVELS.includes(range.level) ? range.level : 'country';
  const name =
    level === 'city'
      ? (range.city ?? '')
      : level === 'state'
        ? (stateByCode(range.state)?.name ?? range.state)
        : '';
  const window = costWindow(localDay());
  return (
    <p data-testid="local-cost" {...part('local-cost')}>
      {costRangeText({
        place: { level, name },
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
          level === 'country' ? {} : { stateCode: range.state, ...(level === 'city' ? { city: name } : {}) },
        )}
      >
        See the cost guide
      </HostLink>
    </p>
  );
}
