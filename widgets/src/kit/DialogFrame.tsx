import { Suspense, lazy, type ReactNode } from 'react';
import { inDialogMode } from './dialog-modes.ts';

// Only a widget in popup or floating mode loads the dialog's code: inline widgets pay nothing for it.
const Dialog = lazy(() => import('./Dialog.tsx'));

/** Inline widgets render as they are; popup and floating ones (the element's `mode`) in their dialog. */
export function DialogFrame({ shadowRoot, children }: { shadowRoot: ShadowRoot; children: ReactNode }) {
  if (!inDialogMode(shadowRoot.host)) return children;
  return (
    <Suspense fallback={null}>
      <Dialog shadowRoot={shadowRoot}>{children}</Dialog>
    </Suspense>
  );
}
