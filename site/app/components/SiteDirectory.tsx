import {
  cityUrl,
  directorySearchParams,
  parseLocationInput,
  shouldNavigateToCityPage,
  type DirectorySearch,
} from '@pond/core';
import { Directory, WidgetHostProvider, type DirectoryResults } from '@pond/widgets';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { useSiteWidgetHost } from '../lib/widget-host.ts';

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
  const { pathname } = useLocation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === pathname;
  return (
    <WidgetHostProvider host={host}>
      <Directory
        search={search}
        results={loading ? { status: 'loading' } : results}
        onSearchChange={(next) => {
          const params = directorySearchParams(next.q === defaultQ ? { ...next, q: '' } : next);
          navigate({ pathname, search: params.size ? `?${params}` : '' });
        }}
        onLocationSettled={(q) => {
          // Spec §5: away from the directory itself, a city with its state goes to that city's page.
          const place = parseLocationInput(q);
          if (!place.city || !place.state || !shouldNavigateToCityPage({ ...place, pathname })) return false;
          navigate(cityUrl(place.city, place.state));
          return true;
        }}
      />
    </WidgetHostProvider>
  );
}
