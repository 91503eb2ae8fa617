import { DEFAULT_DIRECTORY_SEARCH, type DirectorySearch } from '@pond/core';
import type { DirectoryContractor, DirectoryPage } from '@pond/supabase/read';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { WidgetHostProvider } from '../kit/host.tsx';
import { storyHost } from '../kit/story-host.ts';
import { Directory } from './Directory.tsx';
import type { DirectoryResults } from './results-state.ts';
import { austinBuilder } from '../test/austin-builder.ts';

const meta: Meta = { title: 'Widgets/Directory' };
export default meta;

const host = storyHost();

const NAMES = [
  'Blue Lagoon Ponds',
  'Koi Kingdom',
  'Stone & Stream',
  'Lily Pad Water Gardens',
  'Cedar Falls Aquascapes',
];

/** Sample builders: some rated, one unreviewed, one without a phone, distances when near a ZIP. */
function builders(count: number, near: boolean): DirectoryContractor[] {
  return Array.from({ length: count }, (_, index) => ({
    ...austinBuilder({
      id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      name: `${NAMES[index % NAMES.length]}${index >= NAMES.length ? ` ${index}` : ''}`,
      slug: `builder-${index}`,
      phone: index % 4 === 3 ? null : `(512) 555-01${String(index).padStart(2, '0')}`,
      rating: index === 2 ? null : Math.round((5 - index * 0.1) * 10) / 10,
      reviews: index === 2 ? 0 : 120 - index * 7,
    }),
    distance_miles: near ? 0.8 + index * 1.7 : null,
    serves: index === 1 ? 'Austin' : null,
  }));
}

const page = (total: number, fallback: DirectoryPage['fallback'] = null, near = false): DirectoryPage => ({
  contractors: builders(Math.min(total, 9), near),
  total,
  page: 1,
  pageCount: Math.ceil(total / 9),
  pageSize: 9,
  fallback,
});

const RESULTS: Record<string, DirectoryResults> = {
  results: { status: 'done', page: page(47) },
  'near a ZIP': { status: 'done', page: page(12, null, true) },
  loading: { status: 'loading' },
  empty: { status: 'done', page: page(0) },
  error: { status: 'error' },
  'fallback: the state': { status: 'done', page: page(23, 'state') },
};

interface Args {
  state: keyof typeof RESULTS;
  q: string;
}

/** The Directory as the site mounts it: its filters are the caller's (here, the story's own state). */
export const ReactComponent: StoryObj<Args> = {
  args: { state: 'results', q: 'Austin, TX' },
  argTypes: { state: { control: 'select', options: Object.keys(RESULTS) } },
  render: function Render({ state, q }) {
    const [search, setSearch] = useState<DirectorySearch>({ ...DEFAULT_DIRECTORY_SEARCH, q });
    return (
      <WidgetHostProvider host={host}>
        <Directory
          search={search}
          onSearchChange={(next) => {
            console.info('search', next);
            setSearch(next);
          }}
          results={RESULTS[state]!}
        />
      </WidgetHostProvider>
    );
  },
};
