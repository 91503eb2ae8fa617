import type { WidgetHost } from './host.tsx';

/** A host for Storybook: paths as links, events to the Actions log, saves that succeed unless overridden. */
export function storyHost(overrides: Partial<WidgetHost> = {}): WidgetHost {
  return {
    source: 'storybook',
    href: (path) => path,
    emit: (name, detail) => console.info(name, detail),
    submitLead: () => Promise.resolve({ id: 'story-request', choiceToken: 'story-token' }),
    suggestBuilders: () => Promise.resolve([]),
    chooseBuilders: () => Promise.resolve([]),
    savePondPlan: () => Promise.resolve({ copyQueued: true }),
    ...overrides,
  };
}
