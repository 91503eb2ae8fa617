import { DEFAULT_TOAST_DURATION_MS } from '@pond/core';
import type { ToastOptions } from '@pond/ui';
import { currentRedirectNotice } from '../lib/redirect-notice.ts';
import { hydratingPage } from './page.ts';

/**
 * A toast in the page's own region ([data-site-toasts], styled at build like @pond/ui's toasts):
 * polite for news, an alert for failures, dismissed after its duration or by its button.
 */
export function showToast({
  title,
  description,
  variant = 'success',
  durationMs = DEFAULT_TOAST_DURATION_MS,
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

/**
 * Shows the toast a not-found redirect carried here (lib/redirect-notice.ts). A page that hydrates
 * shows it with React's own toasts once hydrated (root.tsx): React would drop a node added before.
 */
export function showRedirectNotice() {
  if (hydratingPage()) return;
  const notice = currentRedirectNotice();
  if (notice) showToast(notice);
}
