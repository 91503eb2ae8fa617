import { describe, expect, it } from 'vitest';
import { parseAttributes } from '../kit/parse-attributes.ts';
import { plannerAttributes } from '../planner/attributes.ts';
import { calculatorAttributes } from './attributes.ts';
import { dimensionsOf } from './use-calculator.ts';

function parse<Spec extends Parameters<typeof parseAttributes>[1]>(
  tag: string,
  spec: Spec,
  attributes: Record<string, string>,
) {
  const warnings: string[] = [];
  const values = parseAttributes(
    tag,
    spec,
    (name) => attributes[name] ?? null,
    (message) => warnings.push(message),
  );
  return { values, warnings };
}

describe('<pond-calculator> and <pond-planner> attributes', () => {
  it('read a starting tab, a partner and a theme', () => {
    expect(
      parse('pond-calculator', calculatorAttributes, {
        shape: 'circular',
        partner: 'acme-ponds',
        campaign: 'summer_2026',
        theme: 'dark',
      }),
    ).toEqual({
      values: {
        shape: 'circular',
        partner: 'acme-ponds',
        campaign: 'summer_2026',
        utm: false,
        theme: 'dark',
      },
      warnings: [],
    });
    expect(parse('pond-planner', plannerAttributes, { partner: 'acme-ponds', utm: '', preview: '' })).toEqual(
      {
        values: { partner: 'acme-ponds', campaign: undefined, utm: true, theme: 'light', preview: true },
        warnings: [],
      },
    );
  });

  it('warn once per bad value, naming it, and fall back', () => {
    const { values, warnings } = parse('pond-calculator', calculatorAttributes, {
      shape: 'oval',
      partner: 'Acme Ponds!',
    });
    expect(values).toEqual({
      shape: 'rectangular',
      partner: undefined,
      campaign: undefined,
      utm: false,
      theme: 'light',
    });
    // One warning per attribute, in the order a snippet writes them (partner first).
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('The planner button carries no partner credit.');
    expect(warnings[1]).toContain('"oval"');
    expect(warnings[1]).toContain('The Rectangular tab starts selected.');
  });
});

describe('what the calculator reads from its fields (spec §5)', () => {
  it('counts empty and non-numeric input as 0, never an error', () => {
    const inputs = {
      rectangular: { length: '10', width: 'abc', depth: '' },
      circular: { diameter: '-4', depth: '2.5' },
      irregular: { surfaceArea: ' 120 ', depth: '1e1' },
    };
    expect(dimensionsOf('rectangular', inputs)).toEqual({
      shape: 'rectangular',
      length: 10,
      width: 0,
      depth: 0,
    });
    expect(dimensionsOf('circular', inputs)).toEqual({ shape: 'circular', diameter: 0, depth: 2.5 });
    expect(dimensionsOf('irregular', inputs)).toEqual({ shape: 'irregular', surfaceArea: 120, depth: 10 });
  });
});
