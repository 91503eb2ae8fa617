-- What a hosted Supabase project already has and the local stack must make itself:
-- the API roles, the login role PostgREST connects as, the auth helpers that read the JWT claims
-- PostgREST sets for each request, and Supabase's default grants (RLS is then the only guard).
-- Idempotent: runs on every start of the local stack, before the migrations.

do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
end
$$;

grant anon, authenticated, service_role to authenticator;

create schema if not exists auth;
create schema if not exists extensions;

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb
$$;

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select nullif(auth.jwt() ->> 'sub', '')::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(auth.jwt() ->> 'role', current_setting('role', true))
$$;

grant usage on schema public, auth, extensions to anon, authenticated, service_role;
grant execute on all functions in schema auth to anon, authenticated, service_role;

alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant execute on functions to anon, authenticated, service_role;

-- Migrations applied, in the Supabase CLI's own table.
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  statements text[]
);

-- The checksum of each migration as it was applied: a landed migration whose text changed
-- stops the stack, instead of leaving this database silently on the old text.
create table if not exists supabase_migrations.local_checksums (
  version text primary key,
  sha256 text not null
);

-- Whether the local seed has been loaded into this database (so it is loaded once).
create table if not exists supabase_migrations.local_seed (
  seeded_at timestamptz not null default now(),
  contractors integer not null
);

-- Supabase Auth's tables, the part the local stack's auth API uses (src/stack/auth/): users with
-- bcrypt-hashed passwords, sign-in sessions and their one-use refresh tokens. A hosted project has
-- these already, with more columns.
create extension if not exists pgcrypto with schema extensions;

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  aud text not null default 'authenticated',
  role text not null default 'authenticated',
  email text not null,
  encrypted_password text not null,
  email_confirmed_at timestamptz,
  raw_app_meta_data jsonb not null default '{}',
  raw_user_meta_data jsonb not null default '{}',
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index if not exists users_email_key on auth.users (lower(email));

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token text not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  revoked boolean not null default false,
  parent text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Users who sign in with a link sent by mail (partners) have no password.
alter table auth.users alter column encrypted_password drop not null;

-- The one-time sign-in links (Supabase Auth's magic links): only a hash of each is kept, and each
-- works once, within an hour.
create table if not exists auth.one_time_tokens (
  id bigserial primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  token_hash_sha256 text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index if not exists one_time_tokens_user on auth.one_time_tokens (user_id, created_at desc);

-- Nothing reaches these through the database API; only the auth API (as the database owner) does.
revoke all on auth.users, auth.sessions, auth.refresh_tokens, auth.one_time_tokens
  from anon, authenticated, service_role;
