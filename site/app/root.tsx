import { BRAND_NAME, DEFAULT_PAGE_TITLE, PATHS } from '@pond/core';
import { GlobalStyle, ToastProvider, useToast } from '@pond/ui';
import { useContext, useEffect } from 'react';
import styled from 'styled-components';
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse, type LinksFunction } from 'react-router';
import siteScript from 'virtual:site-script';
import { RevealStyle } from './components/RevealStyle.tsx';
import { ScrollPositions } from './components/ScrollPositions.tsx';
import { SiteToasts } from './components/SiteToasts.tsx';
import { usePageHydrates } from './lib/hydrate.ts';
import { PageHydratesProvider } from './components/SiteLink.tsx';
import { DataRouterStateContext } from './lib/router-internals.ts';
import { currentRedirectNotice } from './lib/redirect-notice.ts';
import { DEFAULT_DESCRIPTION, DEFAULT_KEYWORDS } from './lib/site.ts';

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'sitemap', type: 'application/xml', href: '/sitemap.xml' },
];

// Only the pre-render writes the site script into pages; hydrating keeps what the page has.
const SITE_SCRIPT = import.meta.env.SSR ? siteScript : '';

/**
 * The default head of every page (spec §2.1); pages add their own title, description and canonical.
 * Content pages get no framework script (lib/hydrate.ts): their links are prefetched by speculation
 * rules, and the site script does what HTML cannot.
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const hydrates = usePageHydrates();
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="index, follow" />
        <meta name="keywords" content={DEFAULT_KEYWORDS} />
        <meta name="author" content={BRAND_NAME} />
        <meta name="theme-color" content="#0e5e6f" />
        <Meta />
        <Links />
      </head>
      <body>
        <GlobalStyle />
        <PageHydratesProvider value={hydrates}>{children}</PageHydratesProvider>
        <SiteToasts />
        {hydrates ? (
          <>
            <ScrollPositions />
            <Scripts />
          </>
        ) : null}
        {/* After React Router's context script, so the site script can tell a page that hydrates. */}
        <script dangerouslySetInnerHTML={{ __html: SITE_SCRIPT }} suppressHydrationWarning />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <ToastProvider>
      <HydrationMark />
      <RedirectNotice />
      <RevealStyle />
      <Outlet />
    </ToastProvider>
  );
}

/**
 * `<html data-hydrated>` once React has hydrated the page and the router has its first data (a
 * route's clientLoader done, its HydrateFallback replaced): from then on what the page shows is what
 * it is, and its handlers run. Tests wait on it (tests/e2e/ready.ts) rather than on a quiet network;
 * content pages never hydrate, so never carry it.
 */
function HydrationMark() {
  const initialized = useContext(DataRouterStateContext)?.initialized === true;
  useEffect(() => {
    if (initialized) document.documentElement.dataset.hydrated = '';
  }, [initialized]);
  return null;
}

/** On a page that hydrated, the toast a not-found redirect carried (the site script shows it on the others). */
function RedirectNotice() {
  const toast = useToast();
  useEffect(() => {
    const notice = currentRedirectNotice();
    if (notice) toast(notice);
  }, [toast]);
  return null;
}

export function meta() {
  return [{ title: DEFAULT_PAGE_TITLE }, { name: 'description', content: DEFAULT_DESCRIPTION }];
}

const ErrorPage = styled.main`
  padding: 4rem 1rem;
  text-align: center;
`;

export function ErrorBoundary({ error }: { error: unknown }) {
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong';
  return (
    <ErrorPage>
      <h1>{message}</h1>
      <p>
        Please try again, or go back to the <a href={PATHS.home}>home page</a>.
      </p>
    </ErrorPage>
  );
}
