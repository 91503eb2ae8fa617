import { directorySearchParams, type DirectorySearch } from '@pond/core';
import { Directory, WidgetHostProvider, type DirectoryResults } from '@pond/widgets';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { searchFromUrl } from '../lib/directory-data.ts';
import { useHydrated } from '../lib/hydration.ts';
import { useSiteWidgetHost } from '../lib/widget-host.ts';

const searchString = (search: DirectorySearch) => {
  const params = directorySearchParams(search);
  return params.size ? `?${params}` : '';
};

/**
 * The widget kit's Directory on our pages: its filters and page are the URL's (shareable; back and
 * forward restore them), its results the route loader's, skeletons while the next ones load.
 */
export function SiteDirectory({ search, results }: { search: DirectorySearch; results: DirectoryResults }) {
  const host = useSiteWidgetHost();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { pathname, search: query } = useLocation();
  // A page started on HTML pre-rendered without this address's filters shows them, and skeletons,
  // once hydrated and until its own results arrive; a change made meanwhile builds on them.
  const hydrated = useHydrated();
  const addressed = hydrated ? searchFromUrl(`http://page${pathname}${query}`) : search;
  const starting = JSON.stringify(addressed) !== JSON.stringify(search);
  const loading = starting || (navigation.state === 'loading' && navigation.location.pathname === pathname);
  return (
    <WidgetHostProvider host={host}>
      <Directory
        search={addressed}
        results={loading ? { status: 'loading' } : results}
        onSearchChange={(next) => navigate({ pathname, search: searchString(next) })}
      />
    </WidgetHostProvider>
  );
}
