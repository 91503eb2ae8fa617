import { redirectFor } from '@pond/core';
import { redirect } from 'react-router';
import type { Route } from './+types/redirect-client';

// Redirects whose addresses cannot be listed at build time (/city/{city}/{state}): the static server
// answers them with a 301; in the browser this forwards them.
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return redirect(redirectFor(new URL(request.url).pathname) ?? '/');
}

export default function Redirect() {
  return null;
}
