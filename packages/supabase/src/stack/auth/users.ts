import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';

/** A user as Supabase Auth returns it (the fields supabase-js and our staff pages read). */
export interface AuthUser {
  id: string;
  aud: string;
  role: string;
  email: string;
  email_confirmed_at: string | null;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
}

const USER_COLUMNS = `id, aud, role, email, email_confirmed_at, raw_app_meta_data as app_metadata,
  raw_user_meta_data as user_metadata, last_sign_in_at, created_at, updated_at`;

// bcrypt, as Supabase Auth stores passwords; cost 10 is its default.
const BCRYPT_COST = 10;

/** The user with this email and password, or undefined (the same answer for either being wrong). */
export async function userByPassword(
  db: pg.Pool,
  email: string,
  password: string,
): Promise<AuthUser | undefined> {
  const { rows } = await db.query<AuthUser>(
    `update auth.users set last_sign_in_at = now()
      where lower(email) = lower($1) and encrypted_password = extensions.crypt($2, encrypted_password)
      returning ${USER_COLUMNS}`,
    [email.trim(), password],
  );
  return rows[0];
}

export async function userById(db: pg.Pool, id: string): Promise<AuthUser | undefined> {
  const { rows } = await db.query<AuthUser>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id]);
  return rows[0];
}

export class EmailTakenError extends Error {}

/** Creates a user (the admin API); an existing email is refused as Supabase does. */
export async function createUser(
  db: pg.Pool,
  user: {
    email: string;
    password: string;
    emailConfirmed: boolean;
    appMetadata: Record<string, unknown>;
    userMetadata: Record<string, unknown>;
  },
): Promise<AuthUser> {
  try {
    const { rows } = await db.query<AuthUser>(
      `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
       values ($1, extensions.crypt($2, extensions.gen_salt('bf', ${BCRYPT_COST})), case when $3 then now() end, $4, $5)
       returning ${USER_COLUMNS}`,
      [user.email.trim(), user.password, user.emailConfirmed, user.appMetadata, user.userMetadata],
    );
    return rows[0]!;
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw new EmailTakenError(user.email);
    throw error;
  }
}

/** Starts a session and returns its first refresh token. */
export async function startSession(
  db: pg.Pool,
  userId: string,
): Promise<{ sessionId: string; refreshToken: string }> {
  const refreshToken = randomBytes(24).toString('base64url');
  const { rows } = await db.query<{ session_id: string }>(
    `with session as (insert into auth.sessions (user_id) values ($1) returning id)
     insert into auth.refresh_tokens (token, user_id, session_id)
     select $2, $1, id from session returning session_id::text`,
    [userId, refreshToken],
  );
  return { sessionId: rows[0]!.session_id, refreshToken };
}

const REFRESH_REUSE_SECONDS = 10;

/**
 * Trades a refresh token for a new one in the same session (each token works once, bar a retry
 * within the reuse interval), or undefined when it is unknown, used or its session has ended.
 */
export async function rotateRefreshToken(
  db: pg.Pool,
  token: string,
): Promise<{ user: AuthUser; sessionId: string; refreshToken: string } | undefined> {
  const next = randomBytes(24).toString('base64url');
  const { rows } = await db.query<{ user_id: string; session_id: string }>(
    `with used as (
       update auth.refresh_tokens set revoked = true, updated_at = now()
        where token = $1 and not revoked returning user_id, session_id)
     insert into auth.refresh_tokens (token, user_id, session_id, parent)
     select $2, user_id, session_id, $1 from used returning user_id::text, session_id::text`,
    [token, next],
  );
  const row = rows[0];
  if (!row) {
    // Two tabs refreshing at once, or a retry after a lost answer, present a token just used: within
    // the reuse interval (Supabase Auth's default, 10 s) the answer is the token it was traded for.
    const { rows: retried } = await db.query<{ token: string; user_id: string; session_id: string }>(
      `select child.token, child.user_id::text, child.session_id::text
         from auth.refresh_tokens parent
         join auth.refresh_tokens child on child.parent = parent.token and not child.revoked
        where parent.token = $1 and parent.revoked and parent.updated_at > now() - make_interval(secs => $2)`,
      [token, REFRESH_REUSE_SECONDS],
    );
    const child = retried[0];
    if (child) {
      const user = await userById(db, child.user_id);
      return user ? { user, sessionId: child.session_id, refreshToken: child.token } : undefined;
    }
    // Presented again later, a used token was copied: end its whole session, as Supabase Auth does.
    await db.query(
      'delete from auth.sessions where id = (select session_id from auth.refresh_tokens where token = $1 and revoked)',
      [token],
    );
    return undefined;
  }
  const user = await userById(db, row.user_id);
  return user ? { user, sessionId: row.session_id, refreshToken: next } : undefined;
}

/** Ends one session, or every session of its user ('global'), or the user's other sessions. */
export async function endSessions(
  db: pg.Pool,
  sessionId: string,
  scope: 'local' | 'global' | 'others',
): Promise<void> {
  const where =
    scope === 'local'
      ? 'id = $1'
      : scope === 'global'
        ? 'user_id = (select user_id from auth.sessions where id = $1)'
        : 'user_id = (select user_id from auth.sessions where id = $1) and id <> $1';
  await db.query(`delete from auth.sessions where ${where}`, [sessionId]);
}

/** Whether a session still exists (a signed-out token no longer reads the current user). */
export async function sessionExists(db: pg.Pool, sessionId: string): Promise<boolean> {
  const { rowCount } = await db.query('select 1 from auth.sessions where id = $1', [sessionId]);
  return (rowCount ?? 0) > 0;
}

/** The user with this email, or undefined. */
export async function userByEmail(db: pg.Pool, email: string): Promise<AuthUser | undefined> {
  const { rows } = await db.query<AuthUser>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1)`,
    [email.trim()],
  );
  return rows[0];
}

/** A user who signs in by mail only: no password. */
export async function createPasswordlessUser(db: pg.Pool, email: string): Promise<AuthUser> {
  const { rows } = await db.query<AuthUser>(
    `insert into auth.users (email, encrypted_password) values ($1, null)
     on conflict (lower(email)) do update set updated_at = now()
     returning ${USER_COLUMNS}`,
    [email.trim()],
  );
  return rows[0]!;
}

/** How long a sign-in link works, and how soon another may be sent (Supabase Auth's defaults). */
export const SIGN_IN_LINK_SECONDS = 3600;
export const SIGN_IN_LINK_INTERVAL_SECONDS = 60;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A new sign-in link's token hash for a user, or how many seconds to wait when one was sent less
 * than a minute ago. Only its SHA-256 is stored.
 */
export async function issueSignInToken(
  db: pg.Pool,
  userId: string,
): Promise<{ tokenHash: string } | { waitSeconds: number }> {
  const { rows } = await db.query<{ age: number }>(
    `select extract(epoch from now() - created_at)::float8 as age from auth.one_time_tokens
      where user_id = $1 order by created_at desc limit 1`,
    [userId],
  );
  const age = rows[0]?.age;
  if (age !== undefined && age < SIGN_IN_LINK_INTERVAL_SECONDS)
    return { waitSeconds: Math.ceil(SIGN_IN_LINK_INTERVAL_SECONDS - age) };
  const tokenHash = randomBytes(28).toString('hex');
  await db.query(
    `insert into auth.one_time_tokens (user_id, token_hash_sha256, expires_at)
     values ($1, $2, now() + make_interval(secs => $3))`,
    [userId, sha256(tokenHash), SIGN_IN_LINK_SECONDS],
  );
  return { tokenHash };
}

/** Uses a sign-in link: its user (the email now confirmed), once, before it expires; else undefined. */
export async function useSignInToken(db: pg.Pool, tokenHash: string): Promise<AuthUser | undefined> {
  const { rows } = await db.query<{ user_id: string }>(
    `update auth.one_time_tokens set used_at = now()
      where token_hash_sha256 = $1 and used_at is null and expires_at > now()
      returning user_id::text`,
    [sha256(tokenHash)],
  );
  const userId = rows[0]?.user_id;
  if (!userId) return undefined;
  const { rows: users } = await db.query<AuthUser>(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), last_sign_in_at = now()
      where id = $1 returning ${USER_COLUMNS}`,
    [userId],
  );
  return users[0];
}
