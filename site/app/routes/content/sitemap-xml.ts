import {
  COST_SITEMAP_URL,
  SITEMAP_MAX_URLS,
  SITEMAP_PAGES_URL,
  SITEMAP_TAG,
  builderSitemapUrl,
  stateSitemapUrl,
} from '@pond/core';
import { listSitemapStates } from '@pond/supabase/read';
import { fromDatabase, pageData } from '../../lib/page-data.server.ts';
import { sitemapIndex, xmlResponse } from '../../lib/sitemap-xml.ts';
import type { Route } from './+types/sitemap-xml';

/**
 * sitemap.xml (spec §2.14), on request from the database: an index of the editorial pages'
 * file, the cost guide's file and, for each state with builders, the file of its state and city pages and its builders'
 * files of at most 50,000 profiles each, dated by their rows' last change.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const states = await fromDatabase(() => listSitemapStates(context.get(pageData).reader));
  const files = [
    { path: SITEMAP_PAGES_URL },
    { path: COST_SITEMAP_URL },
    ...states.flatMap((state) => [
      { path: stateSitemapUrl(state.state), lastModified: state.lastModified },
      ...Array.from({ length: Math.ceil(state.builders / SITEMAP_MAX_URLS) }, (_, index) => ({
        path: builderSitemapUrl(state.state, index + 1),
        lastModified: state.lastModified,
      })),
    ]),
  ];
  return xmlResponse(sitemapIndex(files), [SITEMAP_TAG]);
}
