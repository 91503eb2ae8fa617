import { ToastProvider } from '@pond/ui';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { WidgetHostProvider, type WidgetHost } from '../kit/host.tsx';
import { storyHost } from '../kit/story-host.ts';

/**
 * A widget as our site renders it (toasts, a host), in a DOM of its own for component tests. The host
 * is a stand-in for the database only: what these tests check is the widget's own states and messages.
 */
export function renderWidget(widget: ReactNode, host: Partial<WidgetHost> = {}) {
  const emitted: { name: string; detail: unknown }[] = [];
  const result = render(
    <ToastProvider>
      <WidgetHostProvider
        host={storyHost({ emit: (name, detail) => void emitted.push({ name, detail }), ...host })}
      >
        {widget}
      </WidgetHostProvider>
    </ToastProvider>,
  );
  return { ...result, emitted };
}
