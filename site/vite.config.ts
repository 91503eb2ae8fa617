import { reactRouter } from '@react-router/dev/vite';
import { existsSync, readFileSync } from 'node:fs';
import type { KitManifest } from '@pond/widgets';
import { defineConfig, loadEnv, type UserConfig } from 'vite';
import { checkPublicEnv } from './app/lib/env.ts';
import { siteScript } from './site-script-plugin.ts';

// The browser talks to the database under /rest/v1 of its own origin in local mode; dev and preview
// forward that to the local stack (POND_API_URL), as the production-like server does.
const api = process.env.POND_API_URL;

// Our own pages load the kit's immutable loader (cached for a year); before the kit is built (dev),
// the evergreen one.
const kitManifest = 'public/widgets/v1/manifest.json';
const kitLoader = existsSync(kitManifest)
  ? (JSON.parse(readFileSync(kitManifest, 'utf8')) as KitManifest).loader.immutable
  : '/widgets/v1/loader.js';
const proxy = api
  ? { '/rest/v1': { target: api, changeOrigin: true }, '/auth/v1': { target: api, changeOrigin: true } }
  : undefined;

export default defineConfig(({ mode }) => {
  // The public settings every page gets, checked before anything is built.
  checkPublicEnv({ ...loadEnv(mode, process.cwd(), 'VITE_'), ...pickVite(process.env) });
  return config;
});

function pickVite(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith('VITE_')));
}

const config = {
  plugins: [reactRouter(), siteScript()],
  define: { 'import.meta.env.VITE_KIT_LOADER': JSON.stringify(kitLoader) },
  // styled-components ids made from each file, the same in the pre-render's bundle and the browser's.
  // Without them each bundle numbered components in its own module order, so while hydrating the
  // browser generated a second copy of every rule, under class names no element carries.
  oxc: { plugins: { styledComponents: { ssr: true, displayName: false, fileName: false } } },
  server: { proxy, watch: { ignored: ['**/build/**'] } },
  preview: { proxy },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Every page needs the framework and the design system: a few larger files rather than
        // thirty small ones, since each request costs a round trip before the page can hydrate.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|styled-components|stylis|@emotion|cookie|set-cookie-parser)[\\/]/,
            },
            { name: 'pond-ui', test: /packages[\\/]ui[\\/]src[\\/]/ },
            // Rules and site parts that two or more pages share; the forms' schemas (and zod) stay apart, and
            // so do the tables of figures and their CSV writer (partners' and staff's pages only; the writer loads
            // with a download), and the cost guide's rules (its pages are the server's; staff's page alone loads them).
            {
              name: 'pond-core',
              test: /packages[\\/]core[\\/]src[\\/](?!forms[\\/]|builders[\\/]|verification[\\/]|reviews[\\/]|tables[\\/]|costs[\\/])/,
              minShareCount: 2,
            },
            // Content pages' islands (KitIsland, DirectoryIsland, CityDirectory, the quote sections) and the
            // widget host they render with stay out of it: only the server renders them (content pages
            // never hydrate), and the application pages that load this chunk do not use them.
            {
              name: 'site-shared',
              test: /site[\\/]app[\\/](?!components[\\/](builders|reviews|staff)[\\/]|components[\\/](VerificationPanel|ListingDetails|ContractorProfile|ProfileBanner|ProfileContact|OtherBuilders|PhotoPicture|PortfolioGallery|RequestProgressList|FigureTable|KitIsland|DirectoryIsland|CityDirectory|SiteQuoteForm|QuoteSection)\.tsx|lib[\\/](builder-session|widget-host))(components|lib)[\\/]/,
              minShareCount: 2,
            },
            // The builders' side (claims, checks, photos, reviews, and the staff tools that judge them) in a
            // chunk of its own, after the shared ones (a group takes the modules it imports that no group
            // before it took): the partners' and homeowners' application pages do not carry it.
            {
              name: 'pond-builders',
              test: /(packages[\\/]core[\\/]src[\\/](builders|verification|reviews)[\\/]|site[\\/]app[\\/](components[\\/](builders|reviews|staff)[\\/]|components[\\/](VerificationPanel|ListingDetails|ContractorProfile|ProfileBanner|ProfileContact|OtherBuilders|PhotoPicture|PortfolioGallery|RequestProgressList)\.tsx|lib[\\/]builder-session))/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  // Bundled into the pre-render build: styled-components' CommonJS default export otherwise
  // arrives as a module object under Node's ESM loader.
  ssr: { noExternal: ['styled-components'] },
} satisfies UserConfig;
