import { ToastMarkup, ToastRegion } from '@pond/ui';

/**
 * The region the site script shows toasts in on pages without React (site-script/toasts.ts), and the
 * toast it clones: @pond/ui's own markup, so both kinds of page show the same toast.
 */
export function SiteToasts() {
  return (
    <>
      <ToastRegion data-site-toasts="" aria-live="polite" aria-relevant="additions" />
      <template data-site-toast="">
        <ToastMarkup title="" description=" " />
      </template>
    </>
  );
}
