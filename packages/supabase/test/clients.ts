import { inject } from 'vitest';
import type { PondClient } from '../src/index.ts';
import { createNodePondClient } from '../src/node.ts';

export type Role = 'anon' | 'authenticated' | 'staff' | 'service';
export const ROLES: readonly Role[] = ['anon', 'authenticated', 'staff', 'service'];

const cache = new Map<Role, Promise<PondClient>>();

/** A supabase-js client of the local test stack acting as the given role. */
export function clientAs(role: Role): Promise<PondClient> {
  const stack = inject('stack');
  let client = cache.get(role);
  if (!client) {
    client = Promise.resolve(
      role === 'service'
        ? createNodePondClient({ url: stack.url, key: stack.serviceRoleKey })
        : createNodePondClient({
            url: stack.url,
            key: stack.anonKey,
            ...(role === 'authenticated' ? { accessToken: stack.userToken } : {}),
            ...(role === 'staff' ? { accessToken: stack.staffToken } : {}),
          }),
    );
    cache.set(role, client);
  }
  return client;
}
