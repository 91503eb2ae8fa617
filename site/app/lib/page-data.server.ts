// What a page rendered on request reads: the Worker gives each request the database's
// public reader and the build's site settings, through React Router's context; loaders take them
// from there and never open connections of their own.
import type { SiteSettings } from '@pond/content';
import { PondDataError } from '@pond/supabase/errors';
import type { PondReader } from '@pond/supabase/read';
import { createContext, data } from 'react-router';

export interface PageData {
  reader: PondReader;
  /** Editorial settings (the profile's promo banner), as the last build published them. */
  settings(): Promise<Pick<SiteSettings, 'promoBanner'>>;
}

export const pageData = createContext<PageData>();

/** The address names nothing: the host answers with the not-found page. */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/**
 * Reads from the database, or the page is unavailable (503): the host then serves the page from its
 * cache if it has one, else the friendly "we'll be right back" page. Never a 404 for a page that may exist.
 */
export async function fromDatabase<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    console.error(error instanceof PondDataError ? `${error.message}: ${describe(error.cause)}` : error);
    throw data(null, { status: 503 });
  }
}

/** A cause as words: PostgREST's errors are plain objects (code, message, details). */
function describe(cause: unknown): string {
  if (cause instanceof Error) return cause.message;
  try {
    return JSON.stringify(cause);
  } catch {
    return String(cause);
  }
}
