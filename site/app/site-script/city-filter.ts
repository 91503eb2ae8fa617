import { cityUrl, shouldNavigateToCityPage } from '@pond/core';

/**
 * A city page's filters (a GET form to the directory) with spec §5's rule on top: a city with its
 * two-letter state ('Dallas, TX') goes to that city's page; anything else searches the directory
 * as the form says.
 */
export function startCityFilter() {
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (!form.matches('[data-city-filter]')) return;
    const data = new FormData(form);
    const place = /^\s*(.+?)\s*,\s*([a-z]{2})\s*$/i.exec(String(data.get('q') ?? ''));
    if (!place) return;
    const [, city = '', state = ''] = place;
    if (!shouldNavigateToCityPage({ city, state, pathname: location.pathname })) return;
    event.preventDefault();
    location.assign(cityUrl(city, state.toUpperCase()));
  });
}
