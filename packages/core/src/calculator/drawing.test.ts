import { describe, expect, it } from 'vitest';
import { linerAreaOf } from './calculate.ts';
import { pondDrawing, pondDrawingText } from './drawing.ts';

describe('the calculator’s to-scale pictures', () => {
  it('puts a rectangle on the liner sheet the liner rule gives, 1 ft past each rim', () => {
    const pond = { shape: 'rectangular', length: 15, width: 10, depth: 3 } as const;
    const drawing = pondDrawing(pond);
    expect(drawing).toEqual({
      plan: { outline: 'rectangle', length: 15, width: 10, liner: { length: 23, width: 18 } },
      section: { span: 15, depth: 3, overlap: 1 },
    });
    expect(drawing.plan.liner.length * drawing.plan.liner.width).toBe(linerAreaOf(pond));
    expect(pondDrawingText(pond)).toBe(
      'Plan: a rectangular pond 15 ft long and 10 ft wide, on a liner sheet 23 ft by 18 ft. ' +
        'Cross-section: 15 ft across and 3 ft deep, the liner running 1 ft past each edge.',
    );
  });

  it('draws a circle across its diameter and an irregular pond as a square of its area', () => {
    expect(pondDrawing({ shape: 'circular', diameter: 8, depth: 2 }).plan).toMatchObject({
      outline: 'circle',
      length: 8,
      liner: { length: 14, width: 14 },
    });
    const irregular = { shape: 'irregular', surfaceArea: 100, depth: 1.5 } as const;
    expect(pondDrawing(irregular).plan).toMatchObject({ outline: 'rectangle', length: 10, width: 10 });
    expect(pondDrawingText(irregular)).toContain(
      'an irregular pond of 100 sq ft, drawn as a square 10 ft on a side',
    );
  });
});
