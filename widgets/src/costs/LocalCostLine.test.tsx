// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../test/render.tsx';
import LocalCostLine from './LocalCostLine.tsx';

// The line beside a formula's estimate: what the cost guide says for the plan's kind, size and state,
// and nothing at all when it says nothing (too few quotes) or cannot be reached.

const texas = {
  level: 'state' as const,
  state: 'TX',
  city: null,
  quotes: 23,
  builders: 9,
  low: 9_800,
  median: 12_000,
  high: 16_500,
};

afterEach(cleanup);

describe('LocalCostLine', () => {
  it('says what builders in the state quoted for the kind and size, and links to the guide', async () => {
    const asked: unknown[] = [];
    renderWidget(<LocalCostLine kind="koi" areaSqFt={120} stateCode="TX" />, {
      localCostRange: async (query) => {
        asked.push(query);
        return texas;
      },
    });
    const line = await screen.findByTestId('local-cost');
    expect(line.textContent).toMatch(
      /^Builders in Texas quoted koi ponds of 100–200 sq ft at \$9,800–\$16,500: the middle half of 23 quotes from 9 builders, \w{3} \d{4} – \w{3} \d{4}\. See the cost guide$/,
    );
    expect(asked).toEqual([{ kind: 'koi', band: '100-200', stateCode: 'TX' }]);
    expect(screen.getByRole('link', { name: 'See the cost guide' }).getAttribute('href')).toBe(
      '/koi-pond-cost/tx',
    );
  });

  it('shows nothing when there are too few quotes or the database cannot answer', async () => {
    let asked = 0;
    const { container } = renderWidget(<LocalCostLine kind={null} areaSqFt={30} />, {
      localCostRange: async () => {
        asked += 1;
        return null;
      },
    });
    const failing = renderWidget(<LocalCostLine kind={null} areaSqFt={30} />, {
      localCostRange: async () => {
        asked += 1;
        throw new Error('down');
      },
    });
    await vi.waitFor(() => expect(asked).toBe(2));
    await act(async () => {});
    expect(container.textContent).toBe('');
    expect(failing.container.textContent).toBe('');
  });
});
