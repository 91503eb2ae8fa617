import { ownSiteHost, type WidgetHost } from '@pond/widgets';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { siteDataAddress } from './database.client.ts';

/**
 * The kit's own-site host, following the router: its links navigate inside the site. Its events go
 * nowhere: on our own pages nobody listens for them.
 */
export function useSiteWidgetHost(): WidgetHost {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return useMemo(
    () =>
      ownSiteHost(
        { pathname, search },
        siteDataAddress,
        () => {},
        (path) => void navigate(path),
      ),
    [pathname, search, navigate],
  );
}
