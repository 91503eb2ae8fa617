import type { Preview } from '@storybook/react-vite';
import { GlobalStyle, ToastProvider } from '@pond/ui';

const preview: Preview = {
  decorators: [
    (Story) => (
      <ToastProvider>
        <GlobalStyle />
        <Story />
      </ToastProvider>
    ),
  ],
  parameters: {
    controls: { expanded: true },
    // The accessibility addon runs axe-core on every story; a violation shows in its panel.
    a11y: { test: 'error' },
  },
};

export default preview;
