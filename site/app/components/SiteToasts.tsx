import { ToastRegion } from '@pond/ui';

/** The region the site script shows toasts in on pages without React (site-script/toasts.ts). */
export function SiteToasts() {
  return <ToastRegion data-site-toasts="" aria-live="polite" aria-relevant="additions" />;
}
