import type * as Later from './later/index.ts';

declare const __SITE_SCRIPT_LATER__: string;

/**
 * A city page's filters: a GET form to the directory, which is how they work without JavaScript.
 * With it, the filter's work (later/city-filter.ts) loads on the first submit; if it cannot load, the
 * form goes to the directory as it would without JavaScript.
 */
export function startCityFilter() {
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (!form.matches('[data-city-filter]')) return;
    event.preventDefault();
    import(/* @vite-ignore */ __SITE_SCRIPT_LATER__).then(
      (later: typeof Later) => later.filterCity(form),
      () => form.submit(),
    );
  });
}
