import {
  cityUrl,
  directorySearchParams,
  parseLocationInput,
  shouldNavigateToCityPage,
  type DirectorySearch,
} from '@pond/core';
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
export function SiteDirectory({
  search,
  results,
  defaultQ = '',
}: {
  search: DirectorySearch;
  results: DirectoryResults;
  /** The location the page stands for (a city page's city), left out of the URL. */
  defaultQ?: string;
}) {
  const host = useSiteWidgetHost();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { pathname, search: query } = useLocation();
  // A page started on HTML pre-rendered without this address's filters shows them, and skeletons,
  // once hydrated and until its own results arrive; a change made meanwhile builds on them.
  const hydrated = useHydrated();
  const addressed = hydrated ? searchFromUrl(`http://page${pathname}${query}`, defaultQ) : search;
  const starting = JSON.stringify(addressed) !== JSON.stringify(search);
  const loading = starting || (navigation.state === 'loading' && navigation.location.pathname === pathname);
  return (
    <WidgetHostProvider host={host}>
      <Directory
        search={addressed}
        results={loading ? { status: 'loading' } : results}
        onSearchChange={(next) =>
          navigate({ pathname, search: searchString(next.q === defaultQ ? { ...next, q: '' } : next) })
        }
        onLocationSettled={(q) => {
          // Spec §5: away from the directory itself, a city with its state goes to that city's page.
          const place = parseLocationInput(q);
          if (!place.city || !place.state || !shouldNavigateToCityPage({ ...place, pathname })) return false;
          // The other filters go along (the new page's own place stands for q).
          navigate({
            pathname: cityUrl(place.city, place.state),
            search: searchString({ ...addressed, q: '', page: 1 }),
          });
          return true;
        }}
      />
    </WidgetHostProvider>
  );
}
