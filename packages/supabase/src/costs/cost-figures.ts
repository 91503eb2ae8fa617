import { spreadOfQuantiles, type CostKind, type CostSizeBand, type CostSpread } from '@pond/core';
import { PondDataError } from '../errors.ts';
import type { PondReader } from '../reader.ts';

// The cost guide's reads: only figures the thresholds let out of the database arrive here.

export interface CostBandFigure {
  band: CostSizeBand;
  quotes: number;
  builders: number;
  total: CostSpread;
  perSqFt: CostSpread | null;
}

export interface CostFigure {
  quotes: number;
  builders: number;
  updatedAt: string;
  total: CostSpread;
  perSqFt: CostSpread | null;
  /** Each listed item's share, or null when too few quotes listed items. */
  items: { item: string; percent: number }[] | null;
  bands: CostBandFigure[];
}

export interface CostPlaceFigure {
  state: string;
  /** A city's slug, '' for a state. */
  city: string;
  name: string | null;
  quotes: number;
  median: number;
}

export interface CostPageData {
  city: CostFigure | null;
  state: CostFigure | null;
  country: CostFigure | null;
  cityName: string | null;
  /** The states (on the country's page) or cities (on a state's) with figures of their own. */
  places: CostPlaceFigure[];
  kinds: CostKind[];
}

type Row = Record<string, unknown>;

function figureOf(row: unknown): CostFigure | null {
  if (!row || typeof row !== 'object') return null;
  const r = row as Row;
  const total = spreadOfQuantiles(r.total as number[]);
  if (!total) return null;
  return {
    quotes: Number(r.quotes),
    builders: Number(r.builders),
    updatedAt: String(r.updated_at),
    total,
    perSqFt: spreadOfQuantiles(r.sqft as number[] | null),
    items: Array.isArray(r.items)
      ? (r.items as Row[]).map((i) => ({ item: String(i.item), percent: Number(i.percent) }))
      : null,
    bands: ((r.bands as Row[] | null) ?? []).flatMap((b) => {
      const spread = spreadOfQuantiles(b.total as number[]);
      return spread
        ? [
            {
              band: b.band as CostSizeBand,
              quotes: Number(b.quotes),
              builders: Number(b.builders),
              total: spread,
              perSqFt: spreadOfQuantiles(b.sqft as number[] | null),
            },
          ]
        : [];
    }),
  };
}

/** A cost page's figures: a kind (null: every new pond) at a place, with the levels above it. */
export async function getCostPage(
  reader: PondReader,
  kind: CostKind | null,
  place: { stateCode?: string; citySlug?: string },
): Promise<CostPageData> {
  const { data, error } = await reader.rpc('cost_page', {
    p_kind: kind ?? '',
    p_state: place.stateCode ?? '',
    p_city: place.citySlug ?? '',
  });
  if (error) throw new PondDataError('Could not read the cost figures', { cause: error });
  const page = (data ?? {}) as Row;
  return {
    city: figureOf(page.city),
    state: figureOf(page.state),
    country: figureOf(page.country),
    cityName: typeof page.city_name === 'string' ? page.city_name : null,
    places: ((page.places as Row[] | null) ?? []).map((p) => ({
      state: String(p.state),
      city: String(p.city),
      name: typeof p.name === 'string' ? p.name : null,
      quotes: Number(p.quotes),
      median: Number(p.median),
    })),
    kinds: ((page.kinds as string[] | null) ?? []) as CostKind[],
  };
}

/** The nearest figure that may be shown for a kind and size: what a plan or a quote is set beside. */
export interface LocalCostRange {
  level: 'city' | 'state' | 'country';
  state: string;
  city: string | null;
  quotes: number;
  builders: number;
  low: number;
  median: number;
  high: number;
}

export function localCostRangeOf(row: unknown): LocalCostRange | null {
  if (!row || typeof row !== 'object') return null;
  const r = row as Row;
  if (typeof r.low !== 'number' || typeof r.high !== 'number') return null;
  return {
    level: r.level as LocalCostRange['level'],
    state: String(r.state ?? ''),
    city: typeof r.city === 'string' ? r.city : null,
    quotes: Number(r.quotes),
    builders: Number(r.builders),
    low: r.low,
    median: Number(r.median),
    high: r.high,
  };
}

export async function getLocalCostRange(
  reader: Pick<PondReader, 'rpc'>,
  query: { kind: CostKind | null; band: CostSizeBand | null; stateCode?: string; city?: string },
): Promise<LocalCostRange | null> {
  const { data, error } = await reader.rpc('cost_range', {
    p_kind: query.kind ?? '',
    p_band: query.band ?? '',
    p_state: query.stateCode ?? '',
    p_city: query.city ?? '',
  });
  if (error) throw new PondDataError('Could not read the local cost range', { cause: error });
  return localCostRangeOf((data as unknown[] | null)?.[0]);
}

/** The cost pages with figures of their own (the sitemap's). */
export async function listCostSitemap(
  reader: PondReader,
): Promise<{ kind: CostKind | null; state: string; city: string; updatedAt: string }[]> {
  const { data, error } = await reader.rpc('cost_sitemap');
  if (error) throw new PondDataError('Could not list the cost pages', { cause: error });
  return (data ?? []).map((row) => ({
    kind: (row.kind || null) as CostKind | null,
    state: row.state ?? '',
    city: row.city ?? '',
    updatedAt: row.updated_at ?? '',
  }));
}
