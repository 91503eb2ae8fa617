/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY: string;
  readonly VITE_SITE_URL?: string;
  readonly VITE_HERO_VIDEO_URL?: string;
  readonly VITE_HERO_VIDEO_CREDIT?: string;
  readonly VITE_HERO_VIDEO_CREDIT_URL?: string;
}
