import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { COLOR_THEMES } from '../kit/theme-attribute.ts';
import { WidgetHostProvider } from '../kit/host.tsx';
import { storyHost } from '../kit/story-host.ts';
import '../elements/planner.ts';
import { Planner } from './Planner.tsx';

const meta: Meta = { title: 'Widgets/Planner' };
export default meta;

const plannerHost = (outcome: 'saves' | 'fails' | 'saves without a copy') =>
  storyHost({
    savePondPlan: () =>
      new Promise((resolve, reject) =>
        setTimeout(() => {
          if (outcome === 'fails')
            reject(new Error('There was a problem saving your information. Please try again.'));
          else resolve({ copyQueued: outcome === 'saves' });
        }, 800),
      ),
  });

/** The planner as our site mounts it: saving succeeds, fails, or succeeds without an emailed copy. */
export const ReactComponent: StoryObj<{ outcome: 'saves' | 'fails' | 'saves without a copy' }> = {
  args: { outcome: 'saves' },
  argTypes: { outcome: { control: 'inline-radio', options: ['saves', 'fails', 'saves without a copy'] } },
  render: ({ outcome }) => (
    <WidgetHostProvider host={plannerHost(outcome)}>
      <Planner key={outcome} />
    </WidgetHostProvider>
  ),
};

/** `<pond-planner>` as partners embed it, in preview mode (nothing is saved). */
export const CustomElement: StoryObj<{ partner: string; theme: string }> = {
  args: { partner: 'riverside-garden', theme: 'light' },
  argTypes: { theme: { control: 'select', options: [...COLOR_THEMES, 'purple (bad value)'] } },
  render: (args) => createElement('pond-planner', { ...args, preview: '' }),
};
