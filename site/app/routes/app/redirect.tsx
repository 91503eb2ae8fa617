import { ownPath, redirectFor } from '@pond/core';
import { redirect } from 'react-router';
import type { Route } from './+types/redirect';
import { hydrated } from '../../lib/hydrate.ts';

/** An application throughout: this page hydrates (lib/hydrate.ts). */
export const handle = hydrated;

// The redirects of spec §2.1. Nothing is pre-rendered for them: the host's Worker answers these
// addresses with a real 301 (site/worker/index.ts); in the browser's own navigations this route does.
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return redirect(ownPath(redirectFor(new URL(request.url).pathname) ?? '/'));
}

export default function Redirect() {
  return null;
}
