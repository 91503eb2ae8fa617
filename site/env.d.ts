/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY: string;
  readonly VITE_SITE_URL?: string;
  readonly VITE_HERO_VIDEO_URL?: string;
  readonly VITE_HERO_VIDEO_CREDIT?: string;
  readonly VITE_HERO_VIDEO_CREDIT_URL?: string;
  /** The widget kit's loader on our own pages (vite.config.ts). */
  readonly VITE_KIT_LOADER: string;
}

declare module 'virtual:site-script' {
  /** The content pages' own script, bundled and minified (site-script-plugin.ts). */
  const code: string;
  export default code;
}
