import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SignJWT } from 'jose';

/** Passwords and the JWT secret of one local stack, made on first start and kept in its data folder. */
export interface StackSecrets {
  jwtSecret: string;
  postgresPassword: string;
  authenticatorPassword: string;
}

export async function loadOrCreateSecrets(dataDir: string): Promise<StackSecrets> {
  const found = await readStackSecrets(dataDir);
  if (found) return found;
  const secrets: StackSecrets = {
    jwtSecret: randomBytes(32).toString('hex'),
    postgresPassword: randomBytes(16).toString('hex'),
    authenticatorPassword: randomBytes(16).toString('hex'),
  };
  await mkdir(dataDir, { recursive: true });
  await writeFile(path.join(dataDir, 'secrets.json'), JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

export interface StackKeys {
  /** The only key that may reach a browser. */
  anonKey: string;
  /** Bypasses row-level security: servers and staff tools only. */
  serviceRoleKey: string;
  /** A signed-in staff member (role authenticated, app_metadata.role staff). */
  staffToken: string;
  /** A signed-in user who is not staff. */
  userToken: string;
}

// The keys' times are fixed, as the Supabase CLI's local keys are, so one secret always mints the
// same keys: the widget kit carries the anon key, and a key minted anew at each start would change
// the kit's files and SRI hashes without any change to its code.
const ISSUED_AT_S = Date.UTC(2026, 0, 1) / 1000;
const EXPIRES_AT_S = Date.UTC(2036, 0, 1) / 1000;

async function sign(secret: string, claims: Record<string, unknown>): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('pond-local-stack')
    .setIssuedAt(ISSUED_AT_S)
    .setExpirationTime(EXPIRES_AT_S)
    .sign(new TextEncoder().encode(secret));
}

/**
 * Mints the keys Supabase would issue: anon and service role, plus a staff and a plain user token.
 * The same secret always gives the same keys.
 */
export async function mintKeys(jwtSecret: string): Promise<StackKeys> {
  return {
    anonKey: await sign(jwtSecret, { role: 'anon' }),
    serviceRoleKey: await sign(jwtSecret, { role: 'service_role' }),
    staffToken: await sign(jwtSecret, {
      role: 'authenticated',
      sub: '00000000-0000-4000-8000-000000000001',
      email: 'staff@ponddirect.local',
      app_metadata: { role: 'staff' },
    }),
    userToken: await sign(jwtSecret, {
      role: 'authenticated',
      sub: '00000000-0000-4000-8000-000000000002',
      email: 'homeowner@ponddirect.local',
      app_metadata: {},
    }),
  };
}

/** The secrets of a profile's stack, if it was ever started: for tests that prove none leaks. */
export async function readStackSecrets(dataDir: string): Promise<StackSecrets | undefined> {
  try {
    return JSON.parse(await readFile(path.join(dataDir, 'secrets.json'), 'utf8')) as StackSecrets;
  } catch {
    return undefined;
  }
}
