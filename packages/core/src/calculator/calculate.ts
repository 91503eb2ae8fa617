import { formatNumber, roundTo } from '../format/numbers.ts';
import { GALLONS_PER_CUBIC_FOOT } from '../units.ts';
import {
  COST_PER_GALLON,
  FILTER_VOLUME_FACTOR,
  GALLONS_PER_FISH_INCH,
  INCHES_PER_KOI,
  LINER_EXTRA_FT,
  PLANT_COVERAGE,
  SQ_FT_PER_PLANT,
  type FishLoad,
} from './constants.ts';
import { PUMP_TURNOVER_TEXT, pumpFlowGph } from './pump.ts';

export type PondDimensions =
  | { shape: 'rectangular'; length: number; width: number; depth: number }
  | { shape: 'circular'; diameter: number; depth: number }
  | { shape: 'irregular'; surfaceArea: number; depth: number };

/** The calculator result (spec §3): volume and liner in sq/cu ft with 2 decimals, and the rest. */
export interface CalculatorResult {
  volume: number;
  gallons: number;
  surfaceArea: number;
  liner: number;
  /** Each side of a square liner sheet: ⌈√liner⌉ ft (spec §9). */
  linerSide: number;
  pump: string;
  pumpGph: { min: number; max: number };
  filter: string;
  filterGallons: number;
  /** Inches of fish the pond can keep. */
  fish: number;
  /** The same as example koi: fish inches / 12, rounded down. */
  koi: number;
  plants: number;
  cost: { low: number; high: number };
}

/**
 * A number typed into a calculator field: numbers with minimum 0; non-numeric or empty input counts
 * as 0 (spec §5 "Calculator").
 */
export function calculatorNumber(input: unknown): number {
  const value = typeof input === 'number' ? input : typeof input === 'string' ? Number(input.trim() || 0) : 0;
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** 'Calculate Pond Specifications' is enabled only when every dimension of the tab is above zero. */
export function canCalculate(dimensions: PondDimensions): boolean {
  return dimensionValues(dimensions).every((value) => value > 0);
}

function dimensionValues(dimensions: PondDimensions): number[] {
  switch (dimensions.shape) {
    case 'rectangular':
      return [dimensions.length, dimensions.width, dimensions.depth];
    case 'circular':
      return [dimensions.diameter, dimensions.depth];
    case 'irregular':
      return [dimensions.surfaceArea, dimensions.depth];
  }
}

export function surfaceAreaOf(dimensions: PondDimensions): number {
  switch (dimensions.shape) {
    case 'rectangular':
      return dimensions.length * dimensions.width;
    case 'circular':
      return Math.PI * (dimensions.diameter / 2) ** 2;
    case 'irregular':
      return dimensions.surfaceArea;
  }
}

/**
 * Liner sheet: each side is the pond's side + 2 × depth + 2 ft (spec §9). A circle takes a square
 * sheet across its diameter; an irregular pond a square sheet across the side of a square of equal area.
 */
export function linerAreaOf(dimensions: PondDimensions): number {
  const extra = 2 * dimensions.depth + LINER_EXTRA_FT;
  switch (dimensions.shape) {
    case 'rectangular':
      return (dimensions.length + extra) * (dimensions.width + extra);
    case 'circular':
      return (dimensions.diameter + extra) ** 2;
    case 'irregular':
      return (Math.sqrt(dimensions.surfaceArea) + extra) ** 2;
  }
}

/** Sizes a pond and its equipment (spec §2.12, §9); undefined until every dimension is above zero. */
export function calculatePond(dimensions: PondDimensions, fishLoad: FishLoad): CalculatorResult | undefined {
  if (!canCalculate(dimensions)) return undefined;
  const surfaceArea = surfaceAreaOf(dimensions);
  const volume = surfaceArea * dimensions.depth;
  const gallons = volume * GALLONS_PER_CUBIC_FOOT;
  const liner = linerAreaOf(dimensions);

  const pumpGph = pumpFlowGph(gallons);
  const filterGallons = Math.ceil(gallons * FILTER_VOLUME_FACTOR[fishLoad]);
  const fish = Math.floor(gallons / GALLONS_PER_FISH_INCH[fishLoad]);

  return {
    volume: roundTo(volume, 2),
    gallons: Math.round(gallons),
    surfaceArea: roundTo(surfaceArea, 2),
    liner: roundTo(liner, 2),
    linerSide: Math.ceil(Math.sqrt(liner)),
    pump: `${formatNumber(pumpGph.min)} - ${formatNumber(pumpGph.max)} GPH (turns the pond over every ${PUMP_TURNOVER_TEXT})`,
    pumpGph,
    filter: `Rated for at least ${formatNumber(filterGallons)} gallons`,
    filterGallons,
    fish,
    koi: Math.floor(fish / INCHES_PER_KOI),
    plants: Math.ceil((surfaceArea * PLANT_COVERAGE) / SQ_FT_PER_PLANT),
    cost: {
      low: Math.round(gallons * COST_PER_GALLON.low),
      high: Math.round(gallons * COST_PER_GALLON.high),
    },
  };
}
