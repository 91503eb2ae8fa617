import {
  DEFAULT_FISH_LOAD,
  calculatePond,
  calculatorNumber,
  canCalculate,
  type CalculatorResult,
  type FishLoad,
  type PondDimensions,
  type PondShape,
} from '@pond/core';
import { useState } from 'react';

/** What was typed in each tab, kept when the homeowner switches tabs and back. */
export type CalculatorInputs = {
  rectangular: { length: string; width: string; depth: string };
  circular: { diameter: string; depth: string };
  irregular: { surfaceArea: string; depth: string };
};

const EMPTY_INPUTS: CalculatorInputs = {
  rectangular: { length: '', width: '', depth: '' },
  circular: { diameter: '', depth: '' },
  irregular: { surfaceArea: '', depth: '' },
};

/** The active tab's typed text as dimensions: non-numeric or empty text counts as 0 (spec §5). */
export function dimensionsOf(shape: PondShape, inputs: CalculatorInputs): PondDimensions {
  switch (shape) {
    case 'rectangular': {
      const { length, width, depth } = inputs.rectangular;
      return {
        shape,
        length: calculatorNumber(length),
        width: calculatorNumber(width),
        depth: calculatorNumber(depth),
      };
    }
    case 'circular':
      return {
        shape,
        diameter: calculatorNumber(inputs.circular.diameter),
        depth: calculatorNumber(inputs.circular.depth),
      };
    case 'irregular':
      return {
        shape,
        surfaceArea: calculatorNumber(inputs.irregular.surfaceArea),
        depth: calculatorNumber(inputs.irregular.depth),
      };
  }
}

export interface Calculation {
  dimensions: PondDimensions;
  fishLoad: FishLoad;
  result: CalculatorResult;
}

/**
 * The calculator's state (spec §4): the active tab, the fish load, what was typed, and no result
 * until the homeowner calculates; each calculation replaces the last.
 */
export function useCalculator(initialShape: PondShape = 'rectangular') {
  const [shape, setShape] = useState<PondShape>(initialShape);
  const [fishLoad, setFishLoad] = useState<FishLoad>(DEFAULT_FISH_LOAD);
  const [inputs, setInputs] = useState<CalculatorInputs>(EMPTY_INPUTS);
  const [calculation, setCalculation] = useState<Calculation | null>(null);

  const dimensions = dimensionsOf(shape, inputs);

  const setInput = <Shape extends PondShape>(
    inShape: Shape,
    field: keyof CalculatorInputs[Shape],
    value: string,
  ) => setInputs((all) => ({ ...all, [inShape]: { ...all[inShape], [field]: value } }));

  /** Works the pond out from the active tab; returns it, or null while a dimension is 0. */
  const calculate = (): Calculation | null => {
    const result = calculatePond(dimensions, fishLoad);
    if (!result) return null;
    const next = { dimensions, fishLoad, result };
    setCalculation(next);
    return next;
  };

  return {
    shape,
    setShape,
    fishLoad,
    setFishLoad,
    inputs,
    setInput,
    ready: canCalculate(dimensions),
    calculate,
    calculation,
  };
}
