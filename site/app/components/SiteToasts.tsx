import { ToastMarkup, ToastRegion } from '@pond/ui';

/**
 * The region the site script shows toasts in on pages without React (site-script/toasts.ts), and the
 * toast it copies: @pond/ui's own markup, so every page shows the same toast. The sample is hidden
 * (out of sight and of the accessibility tree) and rendered like any element, so it is there whether
 * the page hydrated or the router drew it.
 */
export function SiteToasts() {
  return (
    <>
      <ToastRegion data-site-toasts="" aria-live="polite" aria-relevant="additions" />
      <div hidden data-site-toast="">
        <ToastMarkup variant={null} title="" description=" " />
      </div>
    </>
  );
}
