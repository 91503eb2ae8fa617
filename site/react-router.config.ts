import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/lib/prerender-paths.server.ts';

// Editorial pages are pre-rendered to files; data pages (states, cities, profiles, the directory
// search, the sitemaps) are rendered on request by the host's Worker from the database (worker/).
export default {
  ssr: true,
  // The pages that hydrate (staff, partners, the embed builder) get the whole route table with them:
  // no round trip to the Worker for a manifest before a navigation.
  routeDiscovery: { mode: 'initial' },
  prerender: { paths: prerenderPaths, concurrency: 4 },
  // React Router 8's behaviour, taken on 7: the move to 8 is then a version change.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
