create schema if not exists private;

revoke all on schema private from public, anon, authenticated, service_role;
grant usage on schema private to anon, authenticated, service_role;

revoke all on schema public from public, anon, authenticated, service_role;
grant usage on schema public to anon, authenticated, public, service_role;

create extension if not exists cube with schema extensions version '1.5';

create extension if not exists earthdistance with schema extensions version '1.2';

create extension if not exists pg_trgm with schema extensions version '1.6';

create extension if not exists pgcrypto with schema extensions version '1.4';

create extension if not exists unaccent with schema extensions version '1.1';

alter default privileges in schema public revoke all on functions from public, anon, authenticated, service_role;
alter default privileges in schema public grant execute on functions to anon, authenticated, service_role;

alter default privileges in schema public revoke all on sequences from public, anon, authenticated, service_role;
alter default privileges in schema public grant select, update, usage on sequences to anon, authenticated, service_role;

alter default privileges in schema public revoke all on tables from public, anon, authenticated, service_role;
alter default privileges in schema public grant maintain, select on tables to anon, authenticated;
alter default privileges in schema public grant all on tables to service_role;
