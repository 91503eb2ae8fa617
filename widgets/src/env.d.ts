/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The kit's version, set by the widget build; absent in tests and Storybook. */
  readonly VITE_WIDGET_VERSION?: string;
  /** The hosted Supabase project; empty for the local stack (the serving origin is used). */
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  /** Our public site, for links from partner pages; empty for the serving origin. */
  readonly VITE_SITE_URL?: string;
}
