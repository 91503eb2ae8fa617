import {
  SITEMAP_MAX_URLS,
  cityUrl,
  costTag,
  costUrl,
  contractorUrl,
  parseSitemapFile,
  stateByCode,
  stateSitemapTag,
  stateUrl,
} from '@pond/core';
import { listCostSitemap, listSitemapStateBuilders, listSitemapStateCities } from '@pond/supabase/read';
import { fromDatabase, notFound, pageData } from '../../lib/page-data.server.ts';
import { urlSet, xmlResponse } from '../../lib/sitemap-xml.ts';
import type { Route } from './+types/sitemap-file';

/**
 * A state's sitemap file, on request from the database: its state page and city pages
 * (/sitemaps/tx.xml), or its builders' profiles, 50,000 a file (/sitemaps/tx-builders-1.xml); or
 * the cost guide's pages with figures (/sitemaps/costs.xml).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const file = parseSitemapFile(params.file);
  const { reader } = context.get(pageData);
  // The cost guide's pages with figures of their own: any quote may add or drop one.
  if (file?.kind === 'costs') {
    const pages = await fromDatabase(() => listCostSitemap(reader));
    return xmlResponse(
      urlSet(
        pages.map((page) => ({
          path: costUrl(page.kind, { stateCode: page.state || undefined, city: page.city || undefined }),
          lastModified: page.updatedAt,
        })),
      ),
      [costTag({})],
    );
  }
  if (!file || file.kind === 'pages' || !stateByCode(file.stateCode)) notFound();
  const tags = [stateSitemapTag(file.stateCode)];
  if (file.kind === 'state') {
    const cities = await fromDatabase(() => listSitemapStateCities(reader, file.stateCode));
    const latest = cities.reduce<string | null>(
      (last, city) => (city.lastModified && (!last || city.lastModified > last) ? city.lastModified : last),
      null,
    );
    return xmlResponse(
      urlSet([
        { path: stateUrl(file.stateCode), lastModified: latest },
        ...cities.map((city) => ({
          path: cityUrl(city.city, file.stateCode),
          lastModified: city.lastModified,
        })),
      ]),
      tags,
    );
  }
  const builders = await fromDatabase(() =>
    listSitemapStateBuilders(reader, file.stateCode, (file.part - 1) * SITEMAP_MAX_URLS, SITEMAP_MAX_URLS),
  );
  if (builders.length === 0) notFound();
  return xmlResponse(
    urlSet(builders.map((builder) => ({ path: contractorUrl(builder), lastModified: builder.lastModified }))),
    tags,
  );
}
