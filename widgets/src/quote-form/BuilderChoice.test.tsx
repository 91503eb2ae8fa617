// @vitest-environment happy-dom
import {
  DETAIL_MESSAGES,
  DETAIL_TEXTS,
  BUILDER_CHOICE,
  CONSENTS,
  PLAN_TEXTS,
  planFromParam,
} from '@pond/core';
import type { OfferedBuilder } from '@pond/supabase';
import { PondDataError } from '@pond/supabase/errors';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../test/render.tsx';
import { BuilderChoice } from './BuilderChoice.tsx';
import { austinBuilder } from '../test/austin-builder.ts';

afterEach(cleanup);

const builder = (id: string, name: string, preselected: boolean): OfferedBuilder => ({
  preselected,
  verified: id === 'a',
  contractor: austinBuilder({ id, name, phone: '(512) 555-0100', rating: 4.8, reviews: 12 }),
});
const FOUR = [
  builder('a', 'Aqua Works', true),
  builder('b', 'Blue Pond Co', true),
  builder('c', 'Clear Water', true),
  builder('d', 'Deep Koi', false),
];
const place = { contractorId: null, location: 'Austin, TX', city: 'Austin', state: 'TX' };

function choice(host: Parameters<typeof renderWidget>[1]) {
  const onSent = vi.fn();
  renderWidget(
    <BuilderChoice requestId="r1" choiceToken="t1" place={place} onSent={onSent} onDone={() => {}} />,
    host,
  );
  return { onSent };
}

describe('choosing the builders a request goes to', () => {
  it('offers the builders with the first three chosen, at most three, and sends only on confirm', async () => {
    const chooseBuilders = vi.fn(() =>
      Promise.resolve([
        { id: 'a', name: 'Aqua Works', delivery: 'email' as const },
        { id: 'd', name: 'Deep Koi', delivery: 'phone' as const },
      ]),
    );
    const { onSent } = choice({ suggestBuilders: () => Promise.resolve(FOUR), chooseBuilders });
    const boxes = (await screen.findAllByRole('checkbox')) as HTMLInputElement[];
    expect(boxes.map((box) => box.checked)).toEqual([true, true, true, false]);
    expect(boxes[3]!.disabled).toBe(true);
    // Each builder's status: only the verified one says so.
    expect(screen.getAllByText(/✓ Verified/)).toHaveLength(1);
    expect(boxes[0]!.closest('label')?.textContent).toContain('✓ Verified');
    expect(chooseBuilders).not.toHaveBeenCalled();

    await userEvent.click(boxes[1]!);
    await userEvent.click(boxes[2]!);
    await userEvent.click(boxes[3]!);
    await userEvent.click(screen.getByRole('button', { name: BUILDER_CHOICE.confirm(2) }));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(chooseBuilders).toHaveBeenCalledWith({
      requestId: 'r1',
      choiceToken: 't1',
      contractorIds: ['a', 'd'],
      consentId: CONSENTS.builderChoice.id,
      details: {},
    });
    expect(screen.getByRole('status').textContent).toBe(BUILDER_CHOICE.sent(['Aqua Works', 'Deep Koi']));
  });

  it('sends what the homeowner added to help builders quote, and holds a length no pond has', async () => {
    const chooseBuilders = vi.fn(() =>
      Promise.resolve([{ id: 'a', name: 'Aqua Works', delivery: 'email' as const }]),
    );
    choice({ suggestBuilders: () => Promise.resolve(FOUR), chooseBuilders });
    await screen.findAllByRole('checkbox');
    await userEvent.click(screen.getByText(DETAIL_TEXTS.heading));
    await userEvent.type(screen.getByLabelText('Length (ft)'), '600');
    await userEvent.type(screen.getByLabelText('Width (ft)'), '8');
    await userEvent.selectOptions(screen.getByLabelText('Budget'), '5000-10000');
    await userEvent.selectOptions(screen.getByLabelText('An existing pond to rebuild?'), 'no');
    await userEvent.click(screen.getByRole('button', { name: BUILDER_CHOICE.confirm(3) }));
    expect(await screen.findByText(DETAIL_MESSAGES.feet)).toBeVisible();
    expect(chooseBuilders).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('Length (ft)'));
    await userEvent.type(screen.getByLabelText('Length (ft)'), '12');
    await userEvent.click(screen.getByRole('button', { name: BUILDER_CHOICE.confirm(3) }));
    await waitFor(() =>
      expect(chooseBuilders).toHaveBeenCalledWith(
        expect.objectContaining({
          details: { lengthFt: 12, widthFt: 8, budget: '5000-10000', rebuild: false },
        }),
      ),
    );
  });

  it('with nobody near, says so and leaves the request with staff', async () => {
    const chooseBuilders = vi.fn(() => Promise.resolve([]));
    choice({ suggestBuilders: () => Promise.resolve([]), chooseBuilders });
    expect(await screen.findByText(BUILDER_CHOICE.noneFound)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: BUILDER_CHOICE.skip }));
    await waitFor(() =>
      expect(chooseBuilders).toHaveBeenCalledWith(expect.objectContaining({ contractorIds: [] })),
    );
    expect(screen.getByRole('status').textContent).toBe(BUILDER_CHOICE.sent([]));
  });

  it('says when a send failed, and when the request can no longer be sent', async () => {
    const chooseBuilders = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      // The database's reason, whatever the words: the widget reads the reason, not the message.
      .mockRejectedValueOnce(
        new PondDataError('This request can no longer be sent to builders.', {
          cause: { code: 'P0001', message: 'closed', hint: 'lead_choice_closed' },
        }),
      );
    choice({ suggestBuilders: () => Promise.resolve(FOUR), chooseBuilders });
    const confirm = await screen.findByRole('button', { name: BUILDER_CHOICE.confirm(3) });
    await userEvent.click(confirm);
    expect((await screen.findByRole('alert')).textContent).toBe(BUILDER_CHOICE.failed);
    await userEvent.click(screen.getByRole('button', { name: BUILDER_CHOICE.confirm(3) }));
    expect((await screen.findByRole('status')).textContent).toBe(BUILDER_CHOICE.closed);
  });

  it('attaches the plan the homeowner came with, unless they leave it out', async () => {
    const param = 'planner~koi~12x8~96~3~2154~5200-9100';
    const chooseBuilders = vi.fn(() => Promise.resolve([]));
    choice({ suggestBuilders: () => Promise.resolve(FOUR), chooseBuilders, plan: param });
    const attached = (await screen.findByRole('checkbox', {
      name: /^Your plan is attached: Koi Pond, 12 × 8 ft, 3 ft deep/,
    })) as HTMLInputElement;
    expect(attached.checked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: BUILDER_CHOICE.confirm(3) }));
    await waitFor(() =>
      expect(chooseBuilders).toHaveBeenCalledWith(
        expect.objectContaining({ details: { plan: planFromParam(param) } }),
      ),
    );
    cleanup();
    const without = vi.fn(() => Promise.resolve([]));
    choice({ suggestBuilders: () => Promise.resolve(FOUR), chooseBuilders: without, plan: param });
    await userEvent.click(await screen.findByRole('checkbox', { name: /^Your plan is attached/ }));
    await userEvent.click(screen.getByRole('button', { name: BUILDER_CHOICE.confirm(3) }));
    await waitFor(() =>
      expect(without).toHaveBeenCalledWith(expect.objectContaining({ details: { plan: null } })),
    );
  });

  it('says so when the address carries a plan it cannot read, and attaches none', async () => {
    const chooseBuilders = vi.fn(() => Promise.resolve([]));
    choice({ suggestBuilders: () => Promise.resolve(FOUR), chooseBuilders, plan: 'planner~koi~12x8' });
    expect(await screen.findByText(PLAN_TEXTS.broken)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: BUILDER_CHOICE.confirm(3) }));
    await waitFor(() =>
      expect(chooseBuilders).toHaveBeenCalledWith(expect.objectContaining({ details: {} })),
    );
  });
});
