import { BRAND_NAME, DEFAULT_PAGE_TITLE } from '@pond/core';
import { GlobalStyle, ToastProvider } from '@pond/ui';
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse, type LinksFunction } from 'react-router';
import { RevealOnScroll } from './components/RevealOnScroll.tsx';
import { ScrollPositions } from './components/ScrollPositions.tsx';
import { DEFAULT_DESCRIPTION, DEFAULT_KEYWORDS } from './lib/site.ts';

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'sitemap', type: 'application/xml', href: '/sitemap.xml' },
];

/** The default head of every page (spec §2.1); pages add their own title, description and canonical. */
export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="index, follow" />
        <meta name="keywords" content={DEFAULT_KEYWORDS} />
        <meta name="author" content={BRAND_NAME} />
        <meta name="theme-color" content="#0e5e6f" />
        {/* Reveal-on-scroll only hides content once scripts run, so pages without JavaScript show everything. */}
        <script dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }} />
        <Meta />
        <Links />
      </head>
      <body>
        <GlobalStyle />
        {children}
        <ScrollPositions />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <ToastProvider>
      <RevealOnScroll />
      <Outlet />
    </ToastProvider>
  );
}

export function meta() {
  return [{ title: DEFAULT_PAGE_TITLE }, { name: 'description', content: DEFAULT_DESCRIPTION }];
}

export function ErrorBoundary({ error }: { error: unknown }) {
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong';
  return (
    <main style={{ padding: '4rem 1rem', textAlign: 'center' }}>
      <h1>{message}</h1>
      <p>
        Please try again, or go back to the <a href="/">home page</a>.
      </p>
    </main>
  );
}
