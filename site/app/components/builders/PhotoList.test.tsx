// @vitest-environment happy-dom
import type { PhotoRow } from '@pond/supabase';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../test/render-route.tsx';
import { PhotoList } from './PhotoList.tsx';

afterEach(cleanup);

const photo = (id: string, caption: string) =>
  ({
    id,
    caption,
    project_type: 'Koi Pond',
    city: 'Austin',
    status: 'ready',
    problem: null,
    hidden_at: null,
    hidden_reason: null,
  }) as unknown as PhotoRow;

describe('a builder’s photos', () => {
  it('moves a photo by its intent, with the order the builder saw, and offers no move past an end', async () => {
    const { posted } = renderAt(
      '/builders/dashboard/photos',
      <PhotoList photos={[photo('p-1', 'Koi pond'), photo('p-2', 'Waterfall')]} />,
    );
    expect(await screen.findByRole('button', { name: 'Move photo 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move photo 2 down' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 2 up' }));
    await waitFor(() =>
      expect(posted.at(-1)).toMatchObject({ intent: 'move-up', id: 'p-2', order: 'p-1,p-2' }),
    );
  });
});
