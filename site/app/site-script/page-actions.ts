import type { ToastOptions } from '@pond/ui';
import { onElements } from './elements.ts';
import { hydratingPage } from './page.ts';
import { showToast } from './toasts.ts';

const WIDGET_LOAD_FAILED: ToastOptions = {
  title: 'Part of this page could not load',
  description: 'Check your connection, then reload the page.',
  variant: 'destructive',
};

/**
 * The few page actions HTML cannot do by itself, declared by attributes on the pre-rendered page:
 * `data-action="print" | "back" | "copy-link"` buttons (copy-link with `data-url` and its toasts in
 * `data-toast-done` / `data-toast-failed`), a toast to show on arrival (`data-page-toast`), and a
 * page view to log (`data-page-view`).
 */
export function startPageActions() {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>('[data-action]');
    if (!button) return;
    const action = button.dataset.action;
    if (action === 'print') window.print();
    else if (action === 'back') history.back();
    else if (action === 'copy-link') void copyLink(button);
  });
  // Only on pages as they arrive: on a page that hydrates, React shows its own toasts.
  if (!hydratingPage())
    for (const element of document.querySelectorAll<HTMLElement>('[data-page-toast]'))
      showToast(JSON.parse(element.dataset.pageToast!) as ToastOptions);
  onElements('[data-page-view]', (element) => console.info('page view', element.dataset.pageView));
  // A widget's code could not load (the kit's loader says so on its element): say so, not a dead form.
  document.addEventListener('pond-error', (event) => {
    const { code } = (event as CustomEvent<{ code?: string }>).detail ?? {};
    if (code === 'load_failed') showToast(WIDGET_LOAD_FAILED);
  });
}

async function copyLink(button: HTMLElement) {
  const { url = location.href, toastDone, toastFailed } = button.dataset;
  try {
    await navigator.clipboard.writeText(url);
    showToast(JSON.parse(toastDone!) as ToastOptions);
  } catch (error) {
    console.warn('Copy Link failed', error);
    showToast(JSON.parse(toastFailed!) as ToastOptions);
  }
}
