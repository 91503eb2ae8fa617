import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/lib/prerender-paths.server.ts';

// A static site: every public page known at build time is pre-rendered to HTML; pages that depend
// on a visitor's search (the directory with ?q=) render in the browser on the pre-rendered shell.
export default {
  ssr: false,
  prerender: { paths: prerenderPaths, concurrency: 4 },
  // React Router 8's behaviour, taken on 7 (issue 22): the move to 8 is then a version change.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
