import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { servedNotFoundPage } from './lib/hydration.ts';

// Our server (and a static host) answers an unknown address with the pre-rendered not-found page.
// The router sees the real address and renders its own answer there (a profile's 'Contractor Not
// Found', the not-found page again), so React's report that the HTML differs is expected and dropped.
const notFoundDocument = servedNotFoundPage();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    {
      onRecoverableError(error) {
        // Minified React's hydration errors: #418 (HTML differs), #423, #425 (text differs).
        const mismatch = error instanceof Error && /#4(18|23|25)\b|[Hh]ydrat/.test(error.message);
        if (!(notFoundDocument && mismatch)) reportError(error);
      },
    },
  );
});
