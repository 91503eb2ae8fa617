import type { ToastOptions } from '@pond/ui';
import { keepPendingToast, takePendingToast } from '../lib/pending-toast.ts';

const DEFAULT_DURATION_MS = 5000;

/**
 * A toast in the page's own region ([data-site-toasts], styled at build like @pond/ui's toasts):
 * polite for news, an alert for failures, dismissed after its duration or by its button.
 */
export function showToast({
  title,
  description,
  variant = 'success',
  durationMs = DEFAULT_DURATION_MS,
}: ToastOptions) {
  const region = document.querySelector('[data-site-toasts]');
  if (!region) return;
  const item = document.createElement('div');
  item.dataset.toast = variant;
  item.setAttribute('role', variant === 'destructive' ? 'alert' : 'status');
  const text = item.appendChild(document.createElement('div'));
  text.appendChild(document.createElement('strong')).textContent = title;
  if (description) text.appendChild(document.createElement('p')).textContent = description;
  const close = item.appendChild(document.createElement('button'));
  close.type = 'button';
  close.setAttribute('aria-label', 'Dismiss notification');
  close.textContent = '×';
  const dismiss = () => item.remove();
  close.addEventListener('click', dismiss);
  setTimeout(dismiss, durationMs);
  region.appendChild(item);
}

/** Keeps a toast for the next page of this tab, then goes there. */
export function showAfterNavigation(toast: ToastOptions, to: string) {
  keepPendingToast(toast);
  location.replace(to);
}

/**
 * Shows the toast the last page left for this one. A page that hydrates shows it with React's own
 * toasts once hydrated (root.tsx): React would drop a node added to its tree before then.
 */
export function showPendingToast() {
  if ('__reactRouterContext' in window) return;
  const pending = takePendingToast();
  if (pending) showToast(pending);
}
