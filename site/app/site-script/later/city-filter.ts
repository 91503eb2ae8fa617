import { cityUrl, parseLocationInput, shouldNavigateToCityPage, type LocationFilter } from '@pond/core';

/**
 * A city page's filters, sent (loaded on the first submit, not with the page: core's place parser
 * carries the states' names). The place is read as the directory reads it (`parseLocationInput`, spec
 * §5): a city with its state goes to that city's page; anything else filters in place, the page's
 * static list giving way to the kit's `<pond-directory>`, loaded now, started from what the form says.
 */
export function filterCity(form: HTMLFormElement): void {
  const data = new FormData(form);
  const place = parseLocationInput(String(data.get('q') ?? ''));
  const elsewhere = place.city && place.state ? cityUrl(place.city, place.state) : location.pathname;
  if (
    elsewhere !== location.pathname &&
    shouldNavigateToCityPage({ ...place, pathname: location.pathname })
  ) {
    location.assign(elsewhere);
    return;
  }
  const list = form.closest<HTMLElement>('[data-city-directory]');
  if (list) list.replaceWith(directoryFor(place, data));
  else form.submit();
}

function directoryFor(place: LocationFilter, data: FormData): HTMLElement {
  const directory = document.createElement('pond-directory');
  directory.setAttribute('loading', 'eager');
  for (const [attribute, value] of [
    ['city', place.city],
    ['state', place.state],
    ['zip', place.postalCode],
    ['min-rating', data.get('rating')],
    ['sort', data.get('sort')],
    ['credential', data.get('credential')],
  ] as const)
    if (value) directory.setAttribute(attribute, String(value));
  if (data.get('verified') === '1') directory.setAttribute('verified-only', '');
  return directory;
}
