import { redirectFor } from '@pond/core';
import { redirect } from 'react-router';
import type { Route } from './+types/redirect';
import { hydrated } from '../lib/hydrate.ts';

/** An application throughout: this page hydrates (lib/hydrate.ts). */
export const handle = hydrated;

// The redirects of spec §2.1. Pre-rendering writes a page that forwards to the target; the static
// server answers these paths with a real 301 before that page is ever sent.
export function loader({ request }: Route.LoaderArgs) {
  const target = redirectFor(new URL(request.url).pathname);
  return redirect(target ?? '/', 301);
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return redirect(redirectFor(new URL(request.url).pathname) ?? '/');
}

export default function Redirect() {
  return null;
}
