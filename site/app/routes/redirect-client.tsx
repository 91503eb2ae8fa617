import { redirectFor } from '@pond/core';
import { redirect } from 'react-router';
import type { Route } from './+types/redirect-client';
import { hydrated } from '../lib/hydrate.ts';

/** An application throughout: this page hydrates (lib/hydrate.ts). */
export const handle = hydrated;

// Redirects whose addresses cannot be listed at build time (/city/{city}/{state}): the static server
// answers them with a 301; in the browser this forwards them.
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return redirect(redirectFor(new URL(request.url).pathname) ?? '/');
}

export default function Redirect() {
  return null;
}
