// What the site script loads when it is first needed, not with the page (one module, /assets/site-later-{hash}.js).
export { filterCity } from './city-filter.ts';
