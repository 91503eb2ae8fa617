import { PLANNER_PROJECT_TYPE_PREFIX, type PondType } from '../forms/options.ts';
import { sizeBandOf, type CostSizeBand } from './figures.ts';

// What a quote was for, as the cost guide sorts it: the planner's pond types, and the spec's other
// project types that are priced on their own. The database sorts each quote by the same rules
// (private.cost_kind, private.cost_area: a parity test holds them together).

export const COST_KINDS = [
  {
    key: 'koi',
    slug: 'koi-pond-cost',
    label: 'Koi pond',
    one: 'a koi pond',
    noun: 'koi ponds',
    building: true,
  },
  {
    key: 'garden',
    slug: 'water-garden-cost',
    label: 'Water garden',
    one: 'a water garden',
    noun: 'water gardens',
    building: true,
  },
  {
    key: 'ecosystem',
    slug: 'ecosystem-pond-cost',
    label: 'Ecosystem pond',
    one: 'an ecosystem pond',
    noun: 'ecosystem ponds',
    building: true,
  },
  {
    key: 'waterfall',
    slug: 'pond-waterfall-cost',
    label: 'Waterfall or stream',
    one: 'a pond waterfall',
    noun: 'waterfalls and streams',
    building: true,
  },
  {
    key: 'swimming',
    slug: 'swimming-pond-cost',
    label: 'Swimming pond',
    one: 'a swimming pond',
    noun: 'swimming ponds',
    building: true,
  },
  {
    key: 'water-feature',
    slug: 'water-feature-cost',
    label: 'Water feature',
    one: 'a water feature',
    noun: 'water features',
    building: false,
  },
  {
    key: 'maintenance',
    slug: 'pond-maintenance-cost',
    label: 'Pond maintenance',
    one: 'pond maintenance',
    noun: 'pond maintenance',
    building: false,
  },
  {
    key: 'repair',
    slug: 'pond-repair-cost',
    label: 'Pond repair and renovation',
    one: 'a pond repair',
    noun: 'pond repairs and renovations',
    building: false,
  },
] as const;
export type CostKind = (typeof COST_KINDS)[number]['key'];

/**
 * Every new pond: the pond kinds, and requests to design and build a pond whose kind was not said.
 * Water features, maintenance and repairs are priced on their own pages only (a $300 clean-out is
 * not what a pond costs).
 */
export const ALL_PONDS = { slug: 'pond-cost', label: 'Pond', one: 'a pond', noun: 'ponds' } as const;

export const costKindBySlug = (slug: string) => COST_KINDS.find((kind) => kind.slug === slug) ?? null;
export const costKindByKey = (key: string | null | undefined) =>
  COST_KINDS.find((kind) => kind.key === key) ?? null;

/** A kind's words: 'Koi pond'; every new pond without one. */
export const costKindLabel = (key: string | null | undefined) => (costKindByKey(key) ?? ALL_PONDS).label;

const BY_PROJECT_TYPE: Record<string, CostKind | null> = {
  'Koi Pond Construction': 'koi',
  'Water Feature Installation': 'water-feature',
  'Pond Maintenance': 'maintenance',
  'Pond Repair & Renovation': 'repair',
  'Pond Design & Installation': null,
};

/** What a request was for, as far as it says: from its plan's pond type, else its project type. */
export interface CostSorting {
  kind: CostKind | null;
  /** Counted with every new pond. */
  building: boolean;
  areaSqFt: number | null;
  band: CostSizeBand | null;
}

export function costSortingOf(request: {
  projectType: string;
  planPondType?: PondType | null;
  planAreaSqFt?: number | null;
  lengthFt?: number | null;
  widthFt?: number | null;
  pondSize?: string | null;
}): CostSorting | null {
  const planned = request.projectType.startsWith(PLANNER_PROJECT_TYPE_PREFIX)
    ? request.projectType.slice(PLANNER_PROJECT_TYPE_PREFIX.length)
    : null;
  const pondType = request.planPondType ?? planned;
  let kind: CostKind | null;
  if (pondType && pondType !== 'not-sure') kind = pondType as CostKind;
  else if (planned || pondType === 'not-sure') kind = null;
  else if (request.projectType in BY_PROJECT_TYPE) kind = BY_PROJECT_TYPE[request.projectType]!;
  else return null; // 'Other': nothing to sort it by.
  const building = kind === null || costKindByKey(kind)!.building;
  const areaSqFt =
    request.planAreaSqFt && request.planAreaSqFt > 0
      ? Math.round(request.planAreaSqFt)
      : request.lengthFt && request.widthFt
        ? request.lengthFt * request.widthFt
        : null;
  // A small pond (the planner's class: under 50 sq ft) has a band without an area.
  const band = areaSqFt !== null ? sizeBandOf(areaSqFt) : request.pondSize === 'small' ? 'under-50' : null;
  return { kind, building, areaSqFt, band };
}
