// The one script of a content page: what HTML and CSS cannot do by themselves, about
// 2.9 kB gzipped (its budget is 3 kB), inlined and hashed in the page's CSP. Pages that hydrate run
// it too, for the navigation bar and what they render of content pages as the router follows links.
import { startCityFilter } from './city-filter.ts';
import { startDirectoryHeading } from './directory-heading.ts';
import { startNavigation } from './nav.ts';
import { handleNotFound } from './not-found.ts';
import { startPageActions } from './page-actions.ts';
import { startReveal } from './reveal.ts';
import { addSpeculationRules } from './speculation.ts';
import { showRedirectNotice } from './toasts.ts';
import { startVideos } from './video.ts';

startNavigation();
startReveal();
startVideos();
addSpeculationRules();
startPageActions();
startCityFilter();
startDirectoryHeading();
showRedirectNotice();
handleNotFound();
