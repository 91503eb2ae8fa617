// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWidget } from '../test/render.tsx';
import { Calculator } from './Calculator.tsx';
import { CALCULATOR_TEXTS } from './texts.ts';

afterEach(cleanup);

const button = () => screen.getByRole('button', { name: CALCULATOR_TEXTS.button }) as HTMLButtonElement;

describe('the pond calculator (spec §2.12, §4, §5)', () => {
  it('waits for every dimension above zero, then shows the results and tells the page', async () => {
    const { emitted } = renderWidget(<Calculator />);
    expect(screen.getByText(CALCULATOR_TEXTS.empty)).toBeVisible();
    expect(button().disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Length (feet)'), '10');
    await userEvent.type(screen.getByLabelText('Width (feet)'), '8');
    expect(button().disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Average depth (feet)'), '3');
    expect(button().disabled).toBe(false);
    await userEvent.click(button());
    // 10 × 8 × 3 = 240 cubic feet, 1,795 gallons; the pump turns it over every 1-2 hours.
    expect((await screen.findAllByText(/1,795/)).length).toBeGreaterThan(0);
    expect(screen.getByText(/turns the pond over every 1-2 hours/)).toBeVisible();
    expect(emitted).toEqual([
      {
        name: 'pond-calculated',
        detail: expect.objectContaining({ widget: 'calculator', shape: 'rectangular', gallons: 1795 }),
      },
    ]);
  });

  it('counts text that is no number as zero, without an error', async () => {
    renderWidget(<Calculator shape="circular" />);
    await userEvent.type(screen.getByLabelText('Diameter (feet)'), '-');
    await userEvent.type(screen.getByLabelText('Average depth (feet)'), '2');
    expect(button().disabled).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
