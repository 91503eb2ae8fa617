import { DEFAULT_TOAST_DURATION_MS } from '@pond/core';
import type { ToastOptions } from '@pond/ui';
import { currentRedirectNotice } from '../lib/redirect-notice.ts';
import { hydratingPage } from './page.ts';

/**
 * A toast in the page's own region ([data-site-toasts]), copied from @pond/ui's markup (SiteToasts' sample):
 * polite for news, an alert for failures, dismissed after its duration or by its button.
 */
export function showToast({
  title,
  description,
  variant = 'success',
  durationMs = DEFAULT_TOAST_DURATION_MS,
}: ToastOptions) {
  const region = document.querySelector('[data-site-toasts]');
  const sample = document.querySelector('[data-site-toast] > *');
  if (!region || !sample) return;
  const item = sample.cloneNode(true) as HTMLElement;
  item.dataset.toast = variant;
  item.setAttribute('role', variant === 'destructive' ? 'alert' : 'status');
  item.querySelector('strong')!.textContent = title;
  const words = item.querySelector('p')!;
  if (description) words.textContent = description;
  else words.remove();
  const dismiss = () => item.remove();
  item.querySelector('button')!.addEventListener('click', dismiss);
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
