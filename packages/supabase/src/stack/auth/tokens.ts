import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import type { AuthUser } from './users.ts';

/** Access tokens live an hour, as Supabase Auth's default; supabase-js refreshes them before that. */
export const ACCESS_TOKEN_SECONDS = 3600;

const key = (secret: string) => new TextEncoder().encode(secret);

/** The access token Supabase Auth issues: PostgREST takes `role`, our policies read `app_metadata`. */
export async function signAccessToken(
  secret: string,
  issuer: string,
  user: AuthUser,
  sessionId: string,
): Promise<{ token: string; expiresAt: number }> {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + ACCESS_TOKEN_SECONDS;
  const token = await new SignJWT({
    email: user.email,
    phone: '',
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    role: user.role,
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: now }],
    session_id: sessionId,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(issuer)
    .setSubject(user.id)
    .setAudience(user.aud)
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(key(secret));
  return { token, expiresAt };
}

/** The claims of a token this stack signed, or undefined when it is forged, malformed or expired. */
export async function verifyToken(secret: string, token: string): Promise<JWTPayload | undefined> {
  try {
    return (await jwtVerify(token, key(secret), { algorithms: ['HS256'] })).payload;
  } catch {
    return undefined;
  }
}
