import { POND_TYPES, optionLabel, type PondType, type SunExposure } from '../forms/options.ts';
import { formatMoneyRange, formatNumber, roundTo } from '../format/numbers.ts';
import { stateByCode } from '../geo/states.ts';
import { GALLONS_PER_CUBIC_FOOT } from '../units.ts';
import { PUMP_TURNOVER_TEXT, pumpFlowGph } from '../calculator/pump.ts';
import {
  environmentalConsiderations,
  EQUIPMENT_ADVICE_COSTS,
  extraEquipmentFor,
  type EnvironmentalConsideration,
  type Recommendation,
} from './advice.ts';
import {
  ABOVE_AVERAGE_COST_STATES,
  BASE_COST_PER_SQ_FT,
  bandFor,
  FILTER_COST_BANDS,
  FILTER_MULTIPLIERS,
  HEAVY_DUTY_LINER_TYPES,
  HIGH_COST_STATES,
  LABOR_SHARE,
  LINER_OVERLAP_FT,
  LINER_PRICE_PER_SQ_FT,
  PUMP_COST_BANDS,
  REGIONAL_MULTIPLIERS,
  SIZE_CLASS_LIMITS,
  type Range,
  type SizeClass,
} from './constants.ts';

export interface PlannerInput {
  pondType: PondType;
  length: number;
  width: number;
  depth: number;
  state: string;
  sunExposure: SunExposure;
  budget?: string;
  timeline?: string;
  features?: string;
}

export interface CostItem extends Range {
  label: string;
}

/** The planner's result (spec §3 "Planner result"). Money is in whole dollars. */
export interface PlannerResult {
  projectDetails: PlannerInput & {
    pondTypeLabel: string;
    stateName: string;
    area: number;
    sizeClass: SizeClass;
    gallons: number;
    linerArea: number;
  };
  costEstimate: {
    minCost: number;
    maxCost: number;
    costRange: string;
    breakdown: {
      baseCost: CostItem;
      equipment: { liner: CostItem; pump: CostItem; filter: CostItem };
      labor: CostItem;
    };
  };
  recommendations: {
    liner: Recommendation;
    pump: Recommendation;
    filter: Recommendation;
    additional?: Recommendation[];
  };
  environmentalConsiderations: EnvironmentalConsideration[];
}

export function sizeClassFor(area: number): SizeClass {
  if (area < SIZE_CLASS_LIMITS.small) return 'Small';
  if (area < SIZE_CLASS_LIMITS.medium) return 'Medium';
  return 'Large';
}

export function regionalMultiplier(state: string): number {
  const code = state.toUpperCase();
  if ((HIGH_COST_STATES as readonly string[]).includes(code)) return REGIONAL_MULTIPLIERS.high;
  if ((ABOVE_AVERAGE_COST_STATES as readonly string[]).includes(code))
    return REGIONAL_MULTIPLIERS.aboveAverage;
  return REGIONAL_MULTIPLIERS.standard;
}

/** Liner sheet area: (√area + 2 × depth + 4)² (spec §9). */
export function plannerLinerArea(area: number, depth: number): number {
  return (Math.sqrt(area) + 2 * depth + LINER_OVERLAP_FT) ** 2;
}

function item(label: string, min: number, max: number): CostItem {
  return { label, min: Math.round(min), max: Math.round(max) };
}

/**
 * Prices a pond project (spec §9). The regional multiplier applies to base construction, where
 * local wages and digging costs differ; equipment is bought at national prices. Each part is rounded
 * to whole dollars before labor and the total are added up, so the breakdown sums to the total.
 */
export function estimatePondPlan(input: PlannerInput): PlannerResult {
  const { pondType, length, width, depth, state } = input;
  const area = length * width;
  const sizeClass = sizeClassFor(area);
  const gallons = roundTo(length * width * depth * GALLONS_PER_CUBIC_FOOT, 2);
  const region = regionalMultiplier(state);

  const rate = BASE_COST_PER_SQ_FT[pondType];
  const baseCost = item('Base Construction', area * rate.min * region, area * rate.max * region);

  const linerArea = plannerLinerArea(area, depth);
  const linerPrice = HEAVY_DUTY_LINER_TYPES.includes(pondType)
    ? LINER_PRICE_PER_SQ_FT.heavyDuty
    : LINER_PRICE_PER_SQ_FT.standard;
  const liner = item('Pond Liner', linerArea * linerPrice.min, linerArea * linerPrice.max);

  const pumpRange = bandFor(PUMP_COST_BANDS, gallons);
  const pump = item('Pump', pumpRange.min, pumpRange.max);

  const filterBand = bandFor(FILTER_COST_BANDS, gallons);
  const filterRange = pondType === 'koi' ? filterBand.koi : filterBand.other;
  const filterMultiplier = FILTER_MULTIPLIERS[pondType] ?? 1;
  const filter = item('Filtration', filterRange.min * filterMultiplier, filterRange.max * filterMultiplier);

  const share = pondType === 'swimming' ? LABOR_SHARE.swimming : LABOR_SHARE.standard;
  const beforeLabor = {
    min: baseCost.min + liner.min + pump.min + filter.min,
    max: baseCost.max + liner.max + pump.max + filter.max,
  };
  const labor = item(
    'Labor & Installation',
    (beforeLabor.min * share) / (1 - share),
    (beforeLabor.max * share) / (1 - share),
  );
  const minCost = beforeLabor.min + labor.min;
  const maxCost = beforeLabor.max + labor.max;

  const extras = extraEquipmentFor(pondType);
  return {
    projectDetails: {
      ...input,
      pondTypeLabel: optionLabel(POND_TYPES, pondType),
      stateName: stateByCode(state)?.name ?? state,
      area,
      sizeClass,
      gallons,
      linerArea: roundTo(linerArea, 2),
    },
    costEstimate: {
      minCost,
      maxCost,
      costRange: formatMoneyRange(minCost, maxCost),
      breakdown: { baseCost, equipment: { liner, pump, filter }, labor },
    },
    recommendations: {
      ...equipmentAdvice(pondType, sizeClass, gallons, linerArea),
      additional: extras.map((extra) => ({ ...extra })),
    },
    environmentalConsiderations: environmentalConsiderations(state, input.sunExposure),
  };
}

function equipmentAdvice(pondType: PondType, sizeClass: SizeClass, gallons: number, linerArea: number) {
  const costs = EQUIPMENT_ADVICE_COSTS[sizeClass];
  const side = Math.ceil(Math.sqrt(linerArea));
  const heavyDuty = HEAVY_DUTY_LINER_TYPES.includes(pondType);
  return {
    liner: {
      name: heavyDuty ? '45 mil EPDM Liner' : 'EPDM or RPE Pond Liner',
      description: `A fish-safe liner of about ${side} ft x ${side} ft, with underlayment beneath it against roots and stones.`,
      estimatedCost: costs.liner,
    },
    pump: {
      name: 'Submersible or External Pump',
      description: `Moves ${formatNumber(pumpFlowGph(gallons).min)}-${formatNumber(pumpFlowGph(gallons).max)} gallons an hour, turning the pond over every ${PUMP_TURNOVER_TEXT}.`,
      estimatedCost: costs.pump,
    },
    filter: {
      name: pondType === 'koi' ? 'Pressurised Bio-Filter' : 'Biological Filter',
      description: `Rated for at least ${formatNumber(Math.ceil(gallons))} gallons${pondType === 'koi' ? ', sized up for the waste koi produce' : ''}.`,
      estimatedCost: costs.filter,
    },
  };
}
