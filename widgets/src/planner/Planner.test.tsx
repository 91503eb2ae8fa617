// @vitest-environment happy-dom
import { PLANNER_FORM_MESSAGES, PLANNER_TOASTS } from '@pond/core';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../test/render.tsx';
import { Planner } from './Planner.tsx';
import { PLANNER_TEXTS } from './texts.ts';

afterEach(cleanup);

const heading = (step: 1 | 2 | 3 | 4) => `Step ${step} of 4: ${PLANNER_TEXTS.stepHeadings[step]}`;
const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));

describe('the pond planner (spec §4, §5)', () => {
  it('does not move on until the step is complete, and says what is missing', async () => {
    renderWidget(<Planner />);
    expect(screen.getByText(heading(1))).toBeTruthy();
    await click(PLANNER_TEXTS.continue);
    expect(await screen.findByText(PLANNER_FORM_MESSAGES.pondType)).toBeTruthy();
    expect(screen.getByText(PLANNER_TOASTS.missingInformation.title)).toBeTruthy();
    expect(screen.getByText(heading(1))).toBeTruthy();
  });

  it('walks the steps, keeps what was typed on Back, and saves the plan with its estimate', async () => {
    const savePondPlan = vi.fn((_plan: unknown) => Promise.resolve({ copyQueued: true }));
    const { emitted } = renderWidget(<Planner />, { savePondPlan });
    await userEvent.selectOptions(screen.getByLabelText('Pond type'), 'koi');
    await userEvent.type(screen.getByLabelText('Length (feet)'), '12');
    await userEvent.type(screen.getByLabelText('Width (feet)'), '8');
    await userEvent.type(screen.getByLabelText('Depth (feet)'), '3');
    await click(PLANNER_TEXTS.continue);
    expect(await screen.findByText(heading(2))).toBeTruthy();
    await click(PLANNER_TEXTS.back);
    expect(await screen.findByText(heading(1))).toBeTruthy();
    expect((screen.getByLabelText('Length (feet)') as HTMLInputElement).value).toBe('12');
    await click(PLANNER_TEXTS.continue);

    await userEvent.selectOptions(await screen.findByLabelText('State'), 'TX');
    await userEvent.selectOptions(screen.getByLabelText('Sun exposure'), 'partial-shade');
    await userEvent.selectOptions(screen.getByLabelText('Budget'), '5000-10000');
    await userEvent.selectOptions(screen.getByLabelText('Timeline'), '1-3-months');
    await click(PLANNER_TEXTS.continue);

    expect(await screen.findByText(heading(3))).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Your name'), 'Jo Banks');
    await userEvent.type(screen.getByLabelText('Email'), 'jo@example');
    await click(PLANNER_TEXTS.create);
    expect(await screen.findByText(PLANNER_FORM_MESSAGES.email)).toBeTruthy();
    expect(savePondPlan).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Email'), '.com');
    await click(PLANNER_TEXTS.create);

    expect(await screen.findByText(heading(4))).toBeTruthy();
    await waitFor(() => expect(savePondPlan).toHaveBeenCalledTimes(1));
    expect(savePondPlan.mock.calls[0]![0]).toMatchObject({
      form: { pondType: 'koi', length: 12, width: 8, depth: 3, state: 'TX', email: 'jo@example.com' },
    });
    expect(screen.getByText(PLANNER_TEXTS.copyQueued('jo@example.com'))).toBeTruthy();
    expect(emitted.map((event) => event.name)).toContain('pond-plan-created');
  });
});
