import { usePart } from '@pond/ui/parts';
import { FISH_LOADS, type PondShape } from '@pond/core';
import { useId, type FormEvent } from 'react';
import { EVENT_DETAIL_VERSION } from '../kit/events.ts';
import { useWidgetHost } from '../kit/host.tsx';
import { CalculatorResults } from './CalculatorResults.tsx';
import { ShapeTabs } from './ShapeTabs.tsx';
import { CALCULATOR_TEXTS } from './texts.ts';
import { useCalculator, type CalculatorInputs } from './use-calculator.ts';

export interface CalculatorProps {
  /** The tab that starts selected. */
  shape?: PondShape;
}

type FieldSpec = { name: string; label: string; step: string };
const FIELDS: { [Shape in PondShape]: (FieldSpec & { name: keyof CalculatorInputs[Shape] & string })[] } = {
  rectangular: [
    { name: 'length', label: 'Length (feet)', step: '0.1' },
    { name: 'width', label: 'Width (feet)', step: '0.1' },
    { name: 'depth', label: 'Average depth (feet)', step: '0.1' },
  ],
  circular: [
    { name: 'diameter', label: 'Diameter (feet)', step: '0.1' },
    { name: 'depth', label: 'Average depth (feet)', step: '0.1' },
  ],
  irregular: [
    { name: 'surfaceArea', label: 'Surface area (square feet)', step: '1' },
    { name: 'depth', label: 'Average depth (feet)', step: '0.1' },
  ],
};

/**
 * The pond calculator (spec §2.12, §4, §5): three shape tabs, the fish load, a button enabled once
 * every dimension of the tab is above zero, and the results card. Empty or non-numeric input counts
 * as 0 and shows no error. Each calculation tells the host page (`pond-calculated`).
 */
export function Calculator({ shape: initialShape }: CalculatorProps) {
  const part = usePart();
  const host = useWidgetHost();
  const id = useId();
  const calculator = useCalculator(initialShape);
  const { shape, inputs } = calculator;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const calculation = calculator.calculate();
    if (!calculation) return;
    host.emit('pond-calculated', {
      version: EVENT_DETAIL_VERSION,
      widget: 'calculator',
      shape: calculation.dimensions.shape,
      dimensions: calculation.dimensions,
      gallons: calculation.result.gallons,
    });
  };

  const values = inputs[shape] as Record<string, string>;
  return (
    <div className="pc">
      <div className="pc-layout">
        <form
          className="pc-card"
          onSubmit={onSubmit}
          aria-labelledby={`${id}-heading`}
          noValidate
          {...part('calculator')}
        >
          <h3 id={`${id}-heading`}>{CALCULATOR_TEXTS.cardHeading}</h3>
          <ShapeTabs idPrefix={id} shape={shape} onChange={calculator.setShape}>
            <div className="pc-fields">
              {FIELDS[shape].map((field) => (
                <div className="pc-field" key={`${shape}-${field.name}`} {...part('field')}>
                  <label htmlFor={`${id}-${field.name}`}>{field.label}</label>
                  <input
                    id={`${id}-${field.name}`}
                    name={field.name}
                    type="number"
                    inputMode="decimal"
                    min="0"
                    step={field.step}
                    value={values[field.name]}
                    onChange={(event) =>
                      calculator.setInput(shape, field.name as never, event.currentTarget.value)
                    }
                    {...part('input')}
                  />
                </div>
              ))}
            </div>
          </ShapeTabs>
          <fieldset className="pc-loads">
            <legend>{CALCULATOR_TEXTS.fishLoad}</legend>
            {FISH_LOADS.map((load) => (
              <label key={load.value}>
                <input
                  type="radio"
                  name={`${id}-fish-load`}
                  value={load.value}
                  checked={calculator.fishLoad === load.value}
                  onChange={() => calculator.setFishLoad(load.value)}
                />
                <span>
                  {load.label} <small>({load.description})</small>
                </span>
              </label>
            ))}
          </fieldset>
          <button className="pc-button" type="submit" disabled={!calculator.ready} {...part('button')}>
            {CALCULATOR_TEXTS.button}
          </button>
        </form>
        <CalculatorResults calculation={calculator.calculation} />
      </div>
    </div>
  );
}
