import { ownSiteHost, type WidgetHost } from '@pond/widgets';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { siteDataAddress } from './database.client.ts';

/** The kit's own-site host, following the router: its links navigate inside the site. */
export function useSiteWidgetHost(): WidgetHost {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return useMemo(
    () => ownSiteHost({ pathname, search }, siteDataAddress, { navigate: (path) => void navigate(path) }),
    [pathname, search, navigate],
  );
}
