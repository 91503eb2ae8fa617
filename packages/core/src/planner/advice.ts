import type { PondType, SunExposure } from '../forms/options.ts';
import type { SizeClass } from './constants.ts';
import { COLD_WINTER_STATES, HIGH_RAINFALL_STATES, HOT_STATES } from './constants.ts';

export interface Recommendation {
  name: string;
  description: string;
  estimatedCost: string;
}

export interface EnvironmentalConsideration {
  title: string;
  description: string[];
}

/** Equipment advice by size class (spec §9), the price texts word for word. */
export const EQUIPMENT_ADVICE_COSTS: Readonly<
  Record<SizeClass, { liner: string; pump: string; filter: string }>
> = {
  Small: { liner: '$100-$300', pump: '$100-$250', filter: '$150-$300' },
  Medium: { liner: '$300-$700', pump: '$250-$500', filter: '$300-$600' },
  Large: { liner: '$700-$1,500+', pump: '$500-$1,200+', filter: '$600-$1,500+' },
};

/** Extras by pond type (spec §9): koi and waterfall have their own, every other type gets lights. */
export const EXTRA_EQUIPMENT: Readonly<Record<'koi' | 'waterfall' | 'other', readonly Recommendation[]>> = {
  koi: [
    {
      name: 'UV Clarifier',
      description: 'Kills free-floating algae so the water stays clear enough to see your koi.',
      estimatedCost: '$100-$350',
    },
    {
      name: 'Aeration System',
      description: 'An air pump and diffuser keep oxygen up for a heavy fish load, above all on hot nights.',
      estimatedCost: '$80-$300',
    },
  ],
  waterfall: [
    {
      name: 'Waterfall Spillway',
      description:
        'A spillway box gives an even sheet of water and hides the plumbing at the top of the falls.',
      estimatedCost: '$100-$300',
    },
    {
      name: 'Stream Liner',
      description:
        'Extra liner for the stream bed, laid under rock and gravel so no water is lost on the way down.',
      estimatedCost: '$50-$200',
    },
  ],
  other: [
    {
      name: 'LED Pond Lights',
      description: 'Low-voltage underwater lights show the pond off at night and use little power.',
      estimatedCost: '$75-$250',
    },
  ],
};

export function extraEquipmentFor(pondType: PondType): readonly Recommendation[] {
  if (pondType === 'koi' || pondType === 'waterfall') return EXTRA_EQUIPMENT[pondType];
  return EXTRA_EQUIPMENT.other;
}

export const CLIMATE_ADVICE = {
  coldWinter: {
    title: 'Cold Winter Climate',
    description: [
      'Dig at least one zone 24-36 inches deep so fish can rest below the ice through winter.',
      'Keep a hole open in the ice with a floating de-icer or an aerator so gases can escape.',
      'Stop feeding fish once the water falls below 50°F and move tender plants to the deep zone.',
    ],
  },
  heat: {
    title: 'Heat Management',
    description: [
      'Shade a third to half of the surface with plants or a sail to keep the water cool.',
      'A deeper zone of 24 inches or more gives fish a cool refuge in summer.',
      'Run aeration through hot nights, when warm water holds the least oxygen, and top up lost water.',
    ],
  },
  rainfall: {
    title: 'Rainfall Management',
    description: [
      'Plan an overflow or spillway so heavy rain drains away instead of flooding the banks.',
      'Grade the ground around the pond so runoff from lawns and beds does not wash into it.',
      'Test and treat for pH swings after long wet spells.',
    ],
  },
} as const satisfies Record<string, EnvironmentalConsideration>;

export const SUN_ADVICE: Readonly<Record<SunExposure, EnvironmentalConsideration>> = {
  'full-sun': {
    title: 'Full Sun',
    description: [
      'Aim for 60-70% plant coverage: water lilies and floating plants shade the water and starve algae.',
      'Full sun lets water lilies and lotus bloom at their best.',
    ],
  },
  'partial-shade': {
    title: 'Partial Shade',
    description: [
      'Aim for 40-60% plant coverage; partial shade already slows algae.',
      'Choose lilies that flower with 3-6 hours of sun.',
    ],
  },
  'mostly-shade': {
    title: 'Mostly Shade',
    description: [
      'Choose low-light plants such as marsh marigold, ferns, hostas on the margins and hardy water hyacinth.',
      'Net the pond in autumn: shaded ponds usually sit under trees that drop leaves into the water.',
    ],
  },
};

/** Climate advice for the state (cold, heat, rainfall), then the sun advice (spec §9). */
export function environmentalConsiderations(state: string, sun: SunExposure): EnvironmentalConsideration[] {
  const code = state.toUpperCase();
  const climate: EnvironmentalConsideration[] = [];
  if ((COLD_WINTER_STATES as readonly string[]).includes(code)) climate.push(CLIMATE_ADVICE.coldWinter);
  if ((HOT_STATES as readonly string[]).includes(code)) climate.push(CLIMATE_ADVICE.heat);
  if ((HIGH_RAINFALL_STATES as readonly string[]).includes(code)) climate.push(CLIMATE_ADVICE.rainfall);
  return [...climate.map(copy), copy(SUN_ADVICE[sun])];
}

function copy(item: EnvironmentalConsideration): EnvironmentalConsideration {
  return { title: item.title, description: [...item.description] };
}
