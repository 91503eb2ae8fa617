import { PROJECT_TYPES } from '@pond/core';
import { Card } from '@pond/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { HOSTILE_CSS } from '../../demo/page.ts';
import '../elements/quote-form.ts';
import { WidgetHostProvider } from '../kit/host.tsx';
import { storyHost } from '../kit/story-host.ts';
import { COLOR_THEMES } from '../kit/theme-attribute.ts';
import { QuoteForm } from './QuoteForm.tsx';
import { austinBuilder } from '../test/austin-builder.ts';

const meta: Meta = { title: 'Widgets/Quote form' };
export default meta;

/** A host for stories: the send succeeds or fails after a moment, events go to the Actions log. */
const quoteHost = (outcome: 'succeeds' | 'fails') =>
  storyHost({
    submitLead: (lead) =>
      new Promise((resolve, reject) =>
        setTimeout(() => {
          console.info('lead', lead);
          if (outcome === 'succeeds') resolve({ id: 'story-request', choiceToken: 'story-token' });
          else reject(new Error('There was an error submitting your request. Please try again.'));
        }, 800),
      ),
    // After a successful send: six builders to choose from, the first three ticked.
    suggestBuilders: () => Promise.resolve(STORY_BUILDERS),
    chooseBuilders: ({ contractorIds }) =>
      new Promise((resolve) =>
        setTimeout(
          () =>
            resolve(
              STORY_BUILDERS.filter((b) => contractorIds.includes(b.contractor.id)).map((b) => ({
                id: b.contractor.id,
                name: b.contractor.name,
                delivery: 'email' as const,
              })),
            ),
          600,
        ),
      ),
  });

const STORY_BUILDERS = [
  'Blue Lagoon Ponds',
  'Koi Kings',
  'Hill Country Water Gardens',
  'Lakeside Aquascapes',
  'Cedar Creek Ponds',
  'Stonebrook Water Features',
].map((name, index) => ({
  contractor: austinBuilder({
    id: `0e4b5c1a-1111-4222-8333-44445555000${index}`,
    name,
    slug: name.toLowerCase().replace(/\W+/g, '-'),
    rating: 5 - index * 0.2,
    reviews: 40 - index * 5,
  }),
  preselected: index < 3,
  verified: index === 0,
}));

interface ReactArgs {
  outcome: 'succeeds' | 'fails';
  contractorName: string;
  projectType: string;
  city: string;
  state: string;
  compact: boolean;
}

/** QuoteForm as our site mounts it (the site passes its own host). */
export const ReactComponent: StoryObj<ReactArgs> = {
  args: {
    outcome: 'succeeds',
    contractorName: '',
    projectType: '',
    city: 'Austin',
    state: 'TX',
    compact: false,
  },
  argTypes: {
    outcome: { control: 'inline-radio', options: ['succeeds', 'fails'] },
    projectType: { control: 'select', options: ['', ...PROJECT_TYPES] },
  },
  render: ({ outcome, contractorName, projectType, city, state, compact }) => (
    <WidgetHostProvider host={quoteHost(outcome)}>
      <Card style={{ maxWidth: 720 }}>
        <QuoteForm
          key={`${projectType}|${city}|${state}`}
          contractorId={contractorName ? '0e4b5c1a-1111-4222-8333-444455556666' : undefined}
          contractorName={contractorName || undefined}
          projectType={projectType || undefined}
          city={city || undefined}
          state={state || undefined}
          compact={compact}
          minFillMs={0}
        />
      </Card>
    </WidgetHostProvider>
  ),
};

interface ElementArgs {
  partner: string;
  'project-type': string;
  city: string;
  state: string;
  heading: string;
  'no-heading': boolean;
  compact: boolean;
  theme: string;
}

/** The attributes as a partner writes them: empty text means the attribute is left out. */
const toAttributes = (args: ElementArgs) =>
  Object.fromEntries(
    Object.entries(args)
      .filter(([, value]) => value !== '' && value !== false)
      .map(([name, value]) => [name, value === true ? '' : value]),
  );

const elementArgs: ElementArgs = {
  partner: 'riverside-garden',
  'project-type': '',
  city: '',
  state: '',
  heading: '',
  'no-heading': false,
  compact: false,
  theme: 'light',
};
const elementArgTypes = {
  'project-type': { control: 'select', options: ['', ...PROJECT_TYPES, 'Swimming Pool (bad value)'] },
  theme: { control: 'select', options: [...COLOR_THEMES, 'purple (bad value)'] },
} as const;

/**
 * `<pond-quote-form>` as partners embed it. Requests go to the database this Storybook was built for:
 * without one (a plain `storybook build`), sending fails and the element fires `pond-error`.
 */
export const CustomElement: StoryObj<ElementArgs> = {
  args: elementArgs,
  argTypes: elementArgTypes,
  render: (args) => createElement('pond-quote-form', toAttributes(args)),
};

/** The element on a page whose CSS attacks everything: the widget must look exactly the same. */
export const CustomElementOnHostilePage: StoryObj<ElementArgs> = {
  args: { ...elementArgs, heading: 'Hostile page CSS changes nothing in here' },
  argTypes: elementArgTypes,
  render: (args) => (
    <div>
      <style>{HOSTILE_CSS}</style>
      <h2>The partner’s own heading (the hostile rules apply here)</h2>
      {createElement('pond-quote-form', toAttributes(args))}
    </div>
  ),
};
