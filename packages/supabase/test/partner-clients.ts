import { inject } from 'vitest';
import { applyAsPartner, approvePartnerApplication, type PondClient } from '../src/index.ts';
import { createNodePondClient } from '../src/node.ts';
import { clientAs } from './clients.ts';

// Partners for the database tests: approved through the same functions staff use, and
// signed in through the auth API, so their JWT is the one a real session carries.

const PASSWORD = 'a long test password for partners';

/** Applies as `email` and has staff approve it with this partner id. */
export async function approvedPartner(id: string, email: string): Promise<string> {
  const application = await applyAsPartner(await clientAs('anon'), {
    businessName: `Partner ${id}`,
    contactName: 'Pat Partner',
    email,
    websites: [`https://${id}.example`],
    businessKind: 'pond-shop',
    widgets: ['pond-quote-form'],
  });
  return approvePartnerApplication(await clientAs('staff'), application, id);
}

/** An account made by the admin API for this email, then signed in with its password. */
export async function signedIn(email: string): Promise<PondClient> {
  const stack = inject('stack');
  await (await clientAs('service')).auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  const client = createNodePondClient({ url: stack.url, key: stack.anonKey, signIn: true });
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return client;
}

/** An anonymous client whose requests carry this Origin (or none), as a browser on that page sends them. */
export function fromOrigin(origin: string | null): PondClient {
  const stack = inject('stack');
  return createNodePondClient({
    url: stack.url,
    key: stack.anonKey,
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      if (origin) headers.set('origin', origin);
      return fetch(input, { ...init, headers });
    },
  });
}
