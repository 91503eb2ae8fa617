import { formatNumber } from '../format/numbers.ts';
import { LINER_EXTRA_FT } from './constants.ts';
import type { PondDimensions } from './calculate.ts';

/**
 * What the calculator's to-scale pictures show, in feet: the pond's footprint on its
 * liner sheet (plan) and a cut through its longest side (cross-section). The liner covers the floor,
 * runs up both walls and lies half of the spec's extra 2 ft flat past each rim (spec §9 FAQ: liner
 * length = pond length + 2 × depth + 2 ft). A widget only scales these to its drawing.
 */
export interface PondDrawing {
  plan: {
    /** A rectangle, a circle, or (irregular) a square of the same area. */
    outline: 'rectangle' | 'circle';
    length: number;
    width: number;
    liner: { length: number; width: number };
  };
  section: { span: number; depth: number; overlap: number };
}

export function pondDrawing(dimensions: PondDimensions): PondDrawing {
  const { depth } = dimensions;
  const [length, width] =
    dimensions.shape === 'rectangular'
      ? [dimensions.length, dimensions.width]
      : dimensions.shape === 'circular'
        ? [dimensions.diameter, dimensions.diameter]
        : [Math.sqrt(dimensions.surfaceArea), Math.sqrt(dimensions.surfaceArea)];
  const extra = 2 * depth + LINER_EXTRA_FT;
  return {
    plan: {
      outline: dimensions.shape === 'circular' ? 'circle' : 'rectangle',
      length,
      width,
      liner: { length: length + extra, width: width + extra },
    },
    section: { span: Math.max(length, width), depth, overlap: LINER_EXTRA_FT / 2 },
  };
}

const ft = (feet: number) => `${formatNumber(feet, 1)} ft`;

/** The pictures in words, with every figure they show (their text alternative). */
export function pondDrawingText(dimensions: PondDimensions): string {
  const { plan, section } = pondDrawing(dimensions);
  const footprint =
    dimensions.shape === 'rectangular'
      ? `a rectangular pond ${ft(plan.length)} long and ${ft(plan.width)} wide`
      : dimensions.shape === 'circular'
        ? `a round pond ${ft(plan.length)} across`
        : `an irregular pond of ${formatNumber(dimensions.surfaceArea)} sq ft, drawn as a square ${ft(plan.length)} on a side`;
  return (
    `Plan: ${footprint}, on a liner sheet ${ft(plan.liner.length)} by ${ft(plan.liner.width)}. ` +
    `Cross-section: ${ft(section.span)} across and ${ft(section.depth)} deep, the liner running ${ft(section.overlap)} past each edge.`
  );
}
