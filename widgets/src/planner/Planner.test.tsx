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

/** Answers steps 1 and 2 and continues to step 3. */
async function answerPondAndPlace(pondType: string, size: string, state: string) {
  await userEvent.selectOptions(screen.getByLabelText('Pond type'), pondType);
  for (const label of ['Length (feet)', 'Width (feet)', 'Depth (feet)'])
    await userEvent.type(screen.getByLabelText(label), size);
  await click(PLANNER_TEXTS.continue);
  await userEvent.selectOptions(await screen.findByLabelText('State'), state);
  await userEvent.selectOptions(screen.getByLabelText('Sun exposure'), 'full-sun');
  await userEvent.selectOptions(screen.getByLabelText('Budget'), 'not-sure');
  await userEvent.selectOptions(screen.getByLabelText('Timeline'), 'planning-only');
  await click(PLANNER_TEXTS.continue);
}

describe('the pond planner (spec §4, §5)', () => {
  it('does not move on until the step is complete, and says what is missing', async () => {
    renderWidget(<Planner />);
    expect(screen.getByText(heading(1))).toBeVisible();
    await click(PLANNER_TEXTS.continue);
    expect(await screen.findByText(PLANNER_FORM_MESSAGES.pondType)).toBeVisible();
    expect(screen.getByText(PLANNER_TOASTS.missingInformation.title)).toBeVisible();
    expect(screen.getByText(heading(1))).toBeVisible();
  });

  it('walks the steps, keeps what was typed on Back, and saves the plan with its estimate', async () => {
    const savePondPlan = vi.fn((_plan: unknown) => Promise.resolve({ copyQueued: true }));
    const { emitted } = renderWidget(<Planner />, { savePondPlan });
    await userEvent.selectOptions(screen.getByLabelText('Pond type'), 'koi');
    await userEvent.type(screen.getByLabelText('Length (feet)'), '12');
    await userEvent.type(screen.getByLabelText('Width (feet)'), '8');
    await userEvent.type(screen.getByLabelText('Depth (feet)'), '3');
    await click(PLANNER_TEXTS.continue);
    expect(await screen.findByText(heading(2))).toBeVisible();
    await click(PLANNER_TEXTS.back);
    expect(await screen.findByText(heading(1))).toBeVisible();
    expect((screen.getByLabelText('Length (feet)') as HTMLInputElement).value).toBe('12');
    await click(PLANNER_TEXTS.continue);

    await userEvent.selectOptions(await screen.findByLabelText('State'), 'TX');
    await userEvent.selectOptions(screen.getByLabelText('Sun exposure'), 'partial-shade');
    await userEvent.selectOptions(screen.getByLabelText('Budget'), '5000-10000');
    await userEvent.selectOptions(screen.getByLabelText('Timeline'), '1-3-months');
    await click(PLANNER_TEXTS.continue);

    expect(await screen.findByText(heading(3))).toBeVisible();
    await userEvent.type(screen.getByLabelText('Your name'), 'Jo Banks');
    await userEvent.type(screen.getByLabelText('Email'), 'jo@example');
    await click(PLANNER_TEXTS.create);
    expect(await screen.findByText(PLANNER_FORM_MESSAGES.email)).toBeVisible();
    expect(savePondPlan).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Email'), '.com');
    await click(PLANNER_TEXTS.create);

    expect(await screen.findByText(heading(4))).toBeVisible();
    await waitFor(() => expect(savePondPlan).toHaveBeenCalledTimes(1));
    expect(savePondPlan.mock.calls[0]![0]).toMatchObject({
      form: { pondType: 'koi', length: 12, width: 8, depth: 3, state: 'TX', email: 'jo@example.com' },
    });
    expect(screen.getByText(PLANNER_TEXTS.copyQueued('jo@example.com'))).toBeVisible();
    expect(emitted.map((event) => event.name)).toContain('pond-plan-created');
  });

  it('focuses the first field to fix, and checks it again as it changes', async () => {
    renderWidget(<Planner />);
    await userEvent.type(screen.getByLabelText('Length (feet)'), '12');
    await click(PLANNER_TEXTS.continue);
    expect(await screen.findByText(PLANNER_FORM_MESSAGES.pondType)).toBeVisible();
    expect(screen.queryByText(PLANNER_FORM_MESSAGES.length)).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Pond type')));
    await userEvent.selectOptions(screen.getByLabelText('Pond type'), 'koi');
    await waitFor(() => expect(screen.queryByText(PLANNER_FORM_MESSAGES.pondType)).toBeNull());
    expect(screen.getByText(PLANNER_FORM_MESSAGES.width)).toBeVisible();
  });

  it('checks the next step only on its own Continue, and keeps everything after a failed save', async () => {
    const savePondPlan = vi.fn((_plan: unknown) => Promise.reject(new Error('offline')));
    const { emitted } = renderWidget(<Planner />, { savePondPlan });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await answerPondAndPlace('koi', '4', 'TX');

    await userEvent.type(await screen.findByLabelText('Your name'), 'J');
    expect(screen.queryByText(PLANNER_FORM_MESSAGES.name)).toBeNull();
    await userEvent.type(screen.getByLabelText('Email'), 'jo@example.com');
    await click(PLANNER_TEXTS.create);
    expect(await screen.findByText(PLANNER_FORM_MESSAGES.name)).toBeVisible();
    expect(screen.queryByText(PLANNER_TOASTS.missingInformation.title)).toBeNull();
    await userEvent.type(screen.getByLabelText('Your name'), 'o');
    await waitFor(() => expect(screen.queryByText(PLANNER_FORM_MESSAGES.name)).toBeNull());

    await click(PLANNER_TEXTS.create);
    expect(await screen.findByText(PLANNER_TOASTS.saveFailed.title)).toBeVisible();
    expect(savePondPlan).toHaveBeenCalledTimes(1);
    expect(screen.getByText(heading(3))).toBeVisible();
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('Jo');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('jo@example.com');
    expect(screen.getByRole('button', { name: PLANNER_TEXTS.create })).toHaveProperty('disabled', false);
    expect(emitted).toContainEqual(expect.objectContaining({ name: 'pond-error' }));
    await click(PLANNER_TEXTS.back);
    expect(await screen.findByText(heading(2))).toBeVisible();
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('TX');
  });

  it('sends one plan however often Create is pressed while it saves', async () => {
    let finish = (_value: { copyQueued: boolean }) => undefined as void;
    const savePondPlan = vi.fn(
      (_plan: unknown) => new Promise<{ copyQueued: boolean }>((resolve) => void (finish = resolve)),
    );
    renderWidget(<Planner />, { savePondPlan });
    await answerPondAndPlace('garden', '2', 'OH');
    await userEvent.type(await screen.findByLabelText('Your name'), 'Jo Banks');
    await userEvent.type(screen.getByLabelText('Email'), 'jo@example.com');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: PLANNER_TEXTS.creating })).toHaveProperty(
      'disabled',
      true,
    );
    finish({ copyQueued: false });
    expect(await screen.findByText(heading(4))).toBeVisible();
    expect(savePondPlan).toHaveBeenCalledTimes(1);
  });
});
