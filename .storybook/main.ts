import type { StorybookConfig } from '@storybook/react-vite';

// One Storybook for @pond/ui and @pond/widgets; stories sit beside their components.
const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.tsx', '../widgets/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
};

export default config;
