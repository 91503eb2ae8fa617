import { attributionFromSearch, partnerFromSearch } from '@pond/core';
import type { WidgetHost } from '@pond/widgets';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { offerBuilders, routeLead, saveLead, savePondPlan, startForm } from './database.client.ts';

/**
 * The widgets' host on our own site: paths for links, followed by the router, requests saved through
 * the browser's database client, the page path as the source, the partner a widget link carried
 * (?partner=), and no events (nobody embeds us here).
 */
export function useSiteWidgetHost(): WidgetHost {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const partner = partnerFromSearch(new URLSearchParams(search));
  // A partner's widget link also carries its campaign and UTM values (issue 25); without a partner, none.
  const attribution = useMemo(
    () => (partner ? attributionFromSearch(new URLSearchParams(search)) : undefined),
    [partner, search],
  );
  return useMemo(
    () => ({
      submitLead: saveLead,
      startForm,
      suggestBuilders: offerBuilders,
      chooseBuilders: routeLead,
      savePondPlan: (plan) =>
        savePondPlan({ ...plan, origin: { source: pathname, partner, ...attribution } }),
      href: (path) => path,
      navigate: (path) => void navigate(path),
      source: pathname,
      partner,
      attribution,
      emit: () => {},
    }),
    [pathname, partner, attribution, navigate],
  );
}
