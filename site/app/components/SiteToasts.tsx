import { ToastMarkup, ToastRegion } from '@pond/ui';

/**
 * The region the site script shows toasts in on pages without React (site-script/toasts.ts), and the
 * toast it clones: @pond/ui's own markup, so both kinds of page show the same toast. A page that
 * hydrates shows React's toasts and gets no template (React cannot hydrate a template's content).
 */
export function SiteToasts({ template }: { template: boolean }) {
  return (
    <>
      <ToastRegion data-site-toasts="" aria-live="polite" aria-relevant="additions" />
      {template ? (
        <template data-site-toast="">
          <ToastMarkup title="" description=" " />
        </template>
      ) : null}
    </>
  );
}
