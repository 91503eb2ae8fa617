import { cityUrl, POSTAL_CODE, shouldNavigateToCityPage } from '@pond/core';

/**
 * A city page's filters: a GET form to the directory, which is how they work without JavaScript.
 * With it, spec §5's rule comes first (a city with its two-letter state, 'Dallas, TX', goes to that
 * city's page); anything else filters in place: the page's static list gives way to the kit's
 * `<pond-directory>`, loaded now (its first use), started from what the form says.
 */
export function startCityFilter() {
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (!form.matches('[data-city-filter]')) return;
    const data = new FormData(form);
    const q = String(data.get('q') ?? '').trim();
    const place = /^(.+?)\s*,\s*([a-z]{2})$/i.exec(q);
    const [, city = '', state = ''] = place ?? [];
    const elsewhere = place ? cityUrl(city, state.toUpperCase()) : location.pathname;
    if (
      elsewhere !== location.pathname &&
      shouldNavigateToCityPage({ city, state, pathname: location.pathname })
    ) {
      event.preventDefault();
      location.assign(elsewhere);
      return;
    }
    const list = form.closest<HTMLElement>('[data-city-directory]');
    if (!list) return;
    event.preventDefault();
    list.replaceWith(directoryFor(q, data, place ? { city, state } : undefined));
  });
}

function directoryFor(q: string, data: FormData, place?: { city: string; state: string }): HTMLElement {
  const directory = document.createElement('pond-directory');
  directory.setAttribute('loading', 'eager');
  if (place) {
    directory.setAttribute('city', place.city);
    directory.setAttribute('state', place.state);
  } else if (POSTAL_CODE.test(q)) directory.setAttribute('zip', q);
  else if (q) directory.setAttribute('city', q);
  for (const [field, attribute] of [
    ['rating', 'min-rating'],
    ['sort', 'sort'],
  ] as const) {
    const value = data.get(field);
    if (value) directory.setAttribute(attribute, String(value));
  }
  if (data.get('verified') === '1') directory.setAttribute('verified-only', '');
  return directory;
}
