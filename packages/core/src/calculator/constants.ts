// The calculator's rules (spec §2.12, §9). Where the spec leaves a formula open, the choice and its
// source are written beside it and in packages/core/README.md.

export const POND_SHAPES = [
  { value: 'rectangular', label: 'Rectangular' },
  { value: 'circular', label: 'Circular' },
  { value: 'irregular', label: 'Irregular' },
] as const;
export type PondShape = (typeof POND_SHAPES)[number]['value'];

export const FISH_LOADS = [
  { value: 'low', label: 'Low', description: 'Recommended for beginners' },
  { value: 'medium', label: 'Medium', description: 'Standard' },
  { value: 'high', label: 'High', description: 'Advanced/Extra filtration required' },
] as const;
export type FishLoad = (typeof FISH_LOADS)[number]['value'];
export const DEFAULT_FISH_LOAD: FishLoad = 'low';

/**
 * Gallons of water per inch of fish. 'Standard' (medium) is the spec's guidance of 1 inch per
 * 10 gallons; low and high are the 15 and 5 of the spec's earlier reading (§9), so every figure
 * the spec gives is kept.
 */
export const GALLONS_PER_FISH_INCH: Readonly<Record<FishLoad, number>> = { low: 15, medium: 10, high: 5 };

/** A koi grows to about a foot: example koi count = fish inches / 12, rounded down (spec §9). */
export const INCHES_PER_KOI = 12;

/**
 * Filter rating as a multiple of pond volume by fish load: manufacturers rate filters for lightly
 * stocked ponds and tell koi keepers to size up 1.5-2×; 'Extra filtration required' is the high load.
 */
export const FILTER_VOLUME_FACTOR: Readonly<Record<FishLoad, number>> = { low: 1, medium: 1.5, high: 2 };

/** Liner: pond length + 2 × depth + 2 ft, the same for width (spec §9 FAQ guidance). */
export const LINER_EXTRA_FT = 2;

/** Plants: cover half the surface, one plant per 3 sq ft, rounded up (spec §9). */
export const PLANT_COVERAGE = 0.5;
export const SQ_FT_PER_PLANT = 3;

/** Cost estimate: $5 to $15 a gallon, whole dollars (spec §9). */
export const COST_PER_GALLON = { low: 5, high: 15 } as const;

/** The 'Popular Pond Sizes' card (spec §2.12), with the figure it states. */
export const POPULAR_POND_SIZES = [
  { name: 'Small Garden Pond', length: 6, width: 8, depth: 2, aboutGallons: 700 },
  { name: 'Medium Koi Pond', length: 10, width: 15, depth: 3, aboutGallons: 3300 },
  { name: 'Large Display Pond', length: 15, width: 20, depth: 4, aboutGallons: 9000 },
] as const;
