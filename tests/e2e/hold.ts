import type { Route } from '@playwright/test';

/**
 * Holds the requests a journey routes through `hold` until `release()`: a journey sees what the page
 * shows while a request runs, for as long as it takes to check it, without a fixed delay.
 */
export function holdRequests() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const hold = async (route: Route) => {
    await released;
    await route.continue();
  };
  return { hold, release };
}
