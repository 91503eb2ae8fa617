import { index, layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { FILE_PAGES, SHELL, SHELL_PAGES, type Page } from './page-table.ts';

// The route table of spec §2.1, from the site's one table of pages (page-table.ts). Redirect routes
// answer with their targets (the host's Worker also sends real 301s for them); anything unknown is
// the not-found page.
const entry = (page: Page): RouteConfigEntry =>
  page.path === ''
    ? index(page.file)
    : route(page.path, page.file, page.id ? { id: page.id } : {}, page.children?.map(entry));

export default [...FILE_PAGES.map(entry), layout(SHELL, SHELL_PAGES.map(entry))] satisfies RouteConfig;
