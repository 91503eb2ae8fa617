/**
 * What a widget on a partner's page knows of where it runs. The database and site
 * addresses are baked in at build: the hosted project and our public site in production. For the
 * local stack they are left empty and taken from the server that served this code, which also
 * serves the site and forwards /rest/v1 to the database.
 */
export interface WidgetRuntime {
  /** The kit's version, also in `PondWidgets.version` and every `pond-ready` event. */
  version: string;
  /** The CSP nonce the loader found on its own script tag (or a `<meta property="csp-nonce">`). */
  nonce?: string;
  siteUrl: string;
  apiUrl: string;
  anonKey: string;
}

/** What the loader leaves on `window.PondWidgets` for the widget code it imports. */
export interface LoaderGlobal {
  version: string;
  nonce?: string;
}

declare global {
  interface Window {
    PondWidgets?: LoaderGlobal;
  }
}

/** The kit's version, set by the widget build; 'development' in tests and Storybook. */
export const KIT_VERSION = import.meta.env.VITE_WIDGET_VERSION ?? 'development';

export function widgetRuntime(document: Document): WidgetRuntime {
  const servedFrom = new URL(import.meta.url).origin;
  return {
    version: KIT_VERSION,
    // The loader found it on its own tag or on a `<meta property="csp-nonce">`.
    nonce: document.defaultView?.PondWidgets?.nonce,
    siteUrl: (import.meta.env.VITE_SITE_URL || servedFrom).replace(/\/$/, ''),
    apiUrl: import.meta.env.VITE_SUPABASE_URL || servedFrom,
    anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY ?? '',
  };
}
