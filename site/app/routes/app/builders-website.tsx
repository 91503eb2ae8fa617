import { PATHS, formatNumber } from '@pond/core';
import { getSiteFigures } from '@pond/supabase';
import { getContractorById } from '@pond/supabase/read';
import { Card, Container, Section } from '@pond/ui';

import { BadgeSnippet } from '../../components/builders/BadgeSnippet.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Scroll, Table } from '../../components/staff/staff-styles.ts';
import { builderSession } from '../../lib/builder-session.client.ts';
import { hydrated } from '../../lib/hydrate.ts';
import { fetchKitInfo } from '../../lib/widget-kit.client.ts';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';
import type { Route } from './+types/builders-website';
import { SiteLink } from '../../components/SiteLink.tsx';

/** An application throughout: this page hydrates (lib/hydrate.ts). */
export const handle = hydrated;

export const meta = () =>
  pageMeta({
    title: brandedTitle('Your Website'),
    description: 'Your badge and quote button for your own website, and what they brought you.',
    path: PATHS.buildersWebsite,
    noIndex: true,
  });

/** The builder's listing, the kit, and 30 days of their badge's loads and requests. */
export async function clientLoader() {
  const session = await builderSession();
  if (session.status !== 'builder') return { signedIn: false as const };
  try {
    const [contractor, figures, kit] = await Promise.all([
      getContractorById(session.client, session.contractorId),
      getSiteFigures(session.client, 30),
      fetchKitInfo(),
    ]);
    return { signedIn: true as const, contractor, figures, kit, error: null };
  } catch (failure) {
    return {
      signedIn: true as const,
      contractor: null,
      figures: null,
      kit: null,
      error: (failure as Error).message,
    };
  }
}

export function HydrateFallback() {
  return <p>Loading your website tools...</p>;
}

export default function BuildersWebsite({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        crumbs={[
          { label: 'Home', href: PATHS.home },
          { label: 'Builder Dashboard', href: PATHS.buildersDashboard },
          { label: 'Your Website' },
        ]}
        title="Your Website"
        intro="Put your listing on your own website: your checks and your rating from homeowners we connected, with a button that asks you for a free quote."
      />
      <Section>
        <Container>
          {!loaderData.signedIn ? (
            <Card>
              <p>
                <SiteLink to={PATHS.buildersSignIn}>Sign in</SiteLink> to get your badge.
              </p>
            </Card>
          ) : loaderData.error || !loaderData.contractor || !loaderData.kit || !loaderData.figures ? (
            <p role="alert">
              {loaderData.error ?? 'Your listing could not be read. Please reload the page.'}
            </p>
          ) : (
            <>
              <p>
                Requests sent from your website come to you alone, marked as from your website; they count for
                no partner. The badge shows our own rating only, never the one imported from other sites.
              </p>
              <BadgeSnippet contractor={loaderData.contractor} kit={loaderData.kit} />
              <h2>What it brought you, the last 30 days</h2>
              {loaderData.figures.origins.length === 0 ? (
                <p>
                  Nothing yet: once your badge or quote button is on your website, its loads and requests show
                  here.
                </p>
              ) : (
                <Scroll>
                  <Table>
                    <caption>Loads of your badge and requests from your website, by site</caption>
                    <thead>
                      <tr>
                        <th scope="col">Website</th>
                        <th scope="col">Badge loads</th>
                        <th scope="col">Requests</th>
                      </tr>
                    </thead>
                    <tbody>
                      {loaderData.figures.origins.map((row) => (
                        <tr key={row.origin}>
                          <th scope="row">{row.origin}</th>
                          <td>{formatNumber(row.loads)}</td>
                          <td>{formatNumber(row.requests)}</td>
                        </tr>
                      ))}
                    </tbody>
                    <tfoot>
                      <tr>
                        <th scope="row">All</th>
                        <td>{formatNumber(loaderData.figures.loads)}</td>
                        <td>{formatNumber(loaderData.figures.requests)}</td>
                      </tr>
                    </tfoot>
                  </Table>
                </Scroll>
              )}
            </>
          )}
        </Container>
      </Section>
    </>
  );
}
