import { PATHS } from '@pond/core';
import { Button, ButtonRow, Container, Section } from '@pond/ui';
import { useEffect } from 'react';
import { isRouteErrorResponse } from 'react-router';
import { NotFoundScreen } from './NotFoundScreen.tsx';
import { SiteLink } from './SiteLink.tsx';

/**
 * Whether an error means "there is no such page". Pages with build-time data exist only where a
 * page was pre-rendered: at any other address (/states/zz) the router finds no data for the route,
 * which React Router reports as 'No result found for routeId …' (checked by a journey).
 */
export function isMissingPage(error: unknown): boolean {
  if (isRouteErrorResponse(error)) return error.status === 404;
  return error instanceof Error && error.message.startsWith('No result found for routeId');
}

/** What a page shows when it fails: the not-found page for a missing page, else a way forward. */
export function PageError({ error }: { error: unknown }) {
  const missing = isMissingPage(error);
  useEffect(() => {
    if (!missing) console.error('The page failed to load', error);
  }, [missing, error]);
  if (missing) return <NotFoundScreen />;
  return (
    <Section>
      <Container>
        <h1>Something went wrong</h1>
        <p>This page could not be loaded. Check your connection and try again.</p>
        <ButtonRow>
          <Button type="button" onClick={() => window.location.reload()}>
            Try again
          </Button>
          <Button as={SiteLink} to={PATHS.home} $variant="secondary">
            Back to Home
          </Button>
        </ButtonRow>
      </Container>
    </Section>
  );
}
