import { Suspense, lazy, type ReactNode } from 'react';

/** The element's `mode` puts it in a dialog: popup or floating (loader/dialog-request.ts's DIALOG_MODES). */
export const IN_DIALOG = '[mode="popup" i], [mode="floating" i]';

// Only a widget in popup or floating mode loads the dialog's code: inline widgets pay nothing for it.
const Dialog = lazy(() => import('./Dialog.tsx'));

/**
 * Inline widgets render as they are; popup and floating ones (the element's `mode`) in their dialog.
 * The host's CSS says the same (host-styles.ts): `mode` is read here as a selector rather than through
 * the loader's inDialogMode, which would put the loader's module in every widget's first load.
 */
export function DialogFrame({ shadowRoot, children }: { shadowRoot: ShadowRoot; children: ReactNode }) {
  if (!shadowRoot.host.matches(IN_DIALOG)) return children;
  return (
    <Suspense fallback={null}>
      <Dialog shadowRoot={shadowRoot}>{children}</Dialog>
    </Suspense>
  );
}
