import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/lib/prerender-paths.server.ts';

// A static site: every public page known at build time is pre-rendered to HTML; pages that depend
// on a visitor's search (the directory with ?q=) render in the browser on the pre-rendered shell.
export default {
  ssr: false,
  prerender: { paths: prerenderPaths, concurrency: 4 },
} satisfies Config;
