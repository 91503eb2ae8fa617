import type http from 'node:http';
import pg from 'pg';
import { ACCESS_TOKEN_SECONDS, signAccessToken, verifyToken } from './tokens.ts';
import { sendSignInLink, signInLink } from './sign-in-mail.ts';
import {
  EmailTakenError,
  createPasswordlessUser,
  createUser,
  endSessions,
  issueSignInToken,
  useSignInToken,
  userByEmail,
  rotateRefreshToken,
  sessionExists,
  startSession,
  userById,
  userByPassword,
  type AuthUser,
} from './users.ts';

/**
 * The part of the Supabase Auth API (GoTrue) our product uses, for the local stack: password
 * sign-in (staff), a sign-in link sent by mail and its verification (partners), refresh, sign-out,
 * the current user, and creating a user with the service-role key (the create-staff-user command).
 * Same paths, bodies, answers and error codes as a hosted project, so supabase-js runs the same code
 * against both. Users and bcrypt hashes live in the database's `auth` schema; nothing else about
 * Supabase Auth (password sign-up, OAuth, phone) is here.
 */
export function createAuthApi(options: { dbUrl: string; jwtSecret: string; publicUrl: () => string }) {
  const db = new pg.Pool({ connectionString: options.dbUrl, max: 4 });
  // A dead database must not take the gateway down with it; each request reports it instead.
  db.on('error', () => {});
  const issuer = () => `${options.publicUrl()}/auth/v1`;

  async function session(user: AuthUser, sessionId: string, refreshToken: string) {
    const access = await signAccessToken(options.jwtSecret, issuer(), user, sessionId);
    return {
      access_token: access.token,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      expires_at: access.expiresAt,
      refresh_token: refreshToken,
      user,
    };
  }

  /** The signed-in user a request's bearer token names, with its session, or an error to send. */
  async function bearer(req: http.IncomingMessage) {
    const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const claims = token ? await verifyToken(options.jwtSecret, token) : undefined;
    if (!claims)
      return { ok: false, reply: fail(401, 'bad_jwt', 'Invalid or expired JWT: sign in again') } as const;
    return { ok: true, claims } as const;
  }

  async function route(req: http.IncomingMessage, path: string, query: URLSearchParams): Promise<Reply> {
    if (req.method === 'GET' && path === '/health') return ok({ name: 'GoTrue (Pond local stack)' });
    if (req.method === 'GET' && path === '/settings')
      return ok({ external: { email: true }, disable_signup: true, mailer_autoconfirm: false });

    // Every call carries the project's API key (anon or service role), as Supabase's gateway demands.
    const apikey = req.headers.apikey;
    if (typeof apikey !== 'string' || !(await verifyToken(options.jwtSecret, apikey)))
      return fail(401, 'no_api_key', 'No valid API key found in request');

    if (req.method === 'POST' && path === '/token') {
      const body = await readJson(req);
      if (query.get('grant_type') === 'password') {
        const email = typeof body.email === 'string' ? body.email : '';
        const password = typeof body.password === 'string' ? body.password : '';
        if (!email || !password)
          return fail(400, 'validation_failed', 'Enter both your email address and your password');
        const user = await userByPassword(db, email, password);
        if (!user) return fail(400, 'invalid_credentials', 'Invalid login credentials');
        const started = await startSession(db, user.id);
        return ok(await session(user, started.sessionId, started.refreshToken));
      }
      if (query.get('grant_type') === 'refresh_token') {
        const token = typeof body.refresh_token === 'string' ? body.refresh_token : '';
        const rotated = token ? await rotateRefreshToken(db, token) : undefined;
        if (!rotated)
          return fail(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
        return ok(await session(rotated.user, rotated.sessionId, rotated.refreshToken));
      }
      return fail(400, 'validation_failed', 'grant_type must be password or refresh_token');
    }

    // signInWithOtp with an email: a link that signs in once, within an hour, sent by mail.
    if (req.method === 'POST' && path === '/otp') {
      const body = await readJson(req);
      const email = typeof body.email === 'string' ? body.email.trim() : '';
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
        return fail(400, 'validation_failed', 'Unable to validate email address: invalid format');
      let user = await userByEmail(db, email);
      if (!user) {
        if (body.create_user === false) return fail(422, 'otp_disabled', 'Signups not allowed for otp');
        user = await createPasswordlessUser(db, email);
      }
      const issued = await issueSignInToken(db, user.id);
      if ('waitSeconds' in issued)
        return fail(
          429,
          'over_email_send_rate_limit',
          `For security purposes, you can only request this after ${issued.waitSeconds} seconds.`,
        );
      try {
        await sendSignInLink(email, signInLink(query.get('redirect_to'), issued.tokenHash, user.email));
      } catch (error) {
        // Supabase Auth's words when its SMTP fails; the reason goes to the stack's log.
        console.error(`The sign-in link to ${email} was not sent: ${(error as Error).message}`);
        return fail(500, 'unexpected_failure', 'Error sending magic link email');
      }
      return ok({});
    }

    // verifyOtp with the link's token hash: a session, once.
    if (req.method === 'POST' && path === '/verify') {
      const body = await readJson(req);
      const tokenHash = typeof body.token_hash === 'string' ? body.token_hash : '';
      if (!tokenHash || (body.type !== 'email' && body.type !== 'magiclink'))
        return fail(
          400,
          'validation_failed',
          'Only an email link (token_hash with type email) is verified here',
        );
      const user = await useSignInToken(db, tokenHash);
      if (!user) return fail(403, 'otp_expired', 'Email link is invalid or has expired');
      const started = await startSession(db, user.id);
      return ok(await session(user, started.sessionId, started.refreshToken));
    }

    if (path === '/user' && req.method === 'GET') {
      const signedIn = await bearer(req);
      if (!signedIn.ok) return signedIn.reply;
      const sessionId = String(signedIn.claims.session_id ?? '');
      if (!sessionId || !(await sessionExists(db, sessionId)))
        return fail(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
      const user = await userById(db, String(signedIn.claims.sub));
      return user ? ok(user) : fail(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    }

    if (path === '/logout' && req.method === 'POST') {
      const signedIn = await bearer(req);
      if (!signedIn.ok) return signedIn.reply;
      const scope = query.get('scope') ?? 'global';
      if (scope !== 'global' && scope !== 'local' && scope !== 'others')
        return fail(400, 'validation_failed', 'scope must be global, local or others');
      await endSessions(db, String(signedIn.claims.session_id ?? ''), scope);
      return { status: 204 };
    }

    if (path === '/admin/users' && req.method === 'POST') {
      const signedIn = await bearer(req);
      if (!signedIn.ok) return signedIn.reply;
      if (signedIn.claims.role !== 'service_role')
        return fail(403, 'not_admin', 'User not allowed: creating users needs the service-role key');
      const body = await readJson(req);
      const email = typeof body.email === 'string' ? body.email.trim() : '';
      const password = typeof body.password === 'string' ? body.password : '';
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
        return fail(400, 'validation_failed', 'Unable to validate email address: invalid format');
      if (password.length < 8)
        return fail(422, 'weak_password', 'Password should be at least 8 characters.', {
          weak_password: { reasons: ['length'] },
        });
      try {
        return ok(
          await createUser(db, {
            email,
            password,
            emailConfirmed: body.email_confirm === true,
            appMetadata: objectOr(body.app_metadata),
            userMetadata: objectOr(body.user_metadata),
          }),
        );
      } catch (error) {
        if (error instanceof EmailTakenError)
          return fail(422, 'email_exists', 'A user with this email address has already been registered');
        throw error;
      }
    }

    return fail(
      404,
      'not_found',
      'The local stack serves password and email-link sign-in, refresh, sign-out, the current user and creating users',
    );
  }

  return {
    async handle(req: http.IncomingMessage, res: http.ServerResponse, pathAndQuery: string) {
      const url = new URL(pathAndQuery, 'http://local');
      let reply: Reply;
      try {
        reply = await route(req, url.pathname, url.searchParams);
      } catch (error) {
        reply =
          error instanceof BadRequest
            ? fail(400, 'bad_json', error.message)
            : fail(
                503,
                'unexpected_failure',
                `The local auth API cannot reach the database: ${(error as Error).message}`,
              );
      }
      res.writeHead(reply.status, {
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      });
      res.end(reply.body === undefined ? undefined : JSON.stringify(reply.body));
    },
    close: () => db.end(),
  };
}

interface Reply {
  status: number;
  body?: unknown;
}
const ok = (body: unknown): Reply => ({ status: 200, body });
const fail = (status: number, code: string, message: string, extra: object = {}): Reply => ({
  status,
  body: { code, error_code: code, msg: message, message, ...extra },
});
const objectOr = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

class BadRequest extends Error {}
const MAX_BODY = 64 * 1024;

async function readJson(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of req) {
    text += chunk;
    if (text.length > MAX_BODY) throw new BadRequest('The request body is larger than 64 kB');
  }
  if (!text) return {};
  try {
    return objectOr(JSON.parse(text));
  } catch {
    throw new BadRequest('The request body is not valid JSON');
  }
}
