import type { DirectoryPage } from '@pond/supabase/read';

/** The results area (spec §4 'Directory list'): loading, error, or a page (which may be empty). */
export type DirectoryResults =
  { status: 'loading' } | { status: 'error' } | { status: 'done'; page: DirectoryPage };
