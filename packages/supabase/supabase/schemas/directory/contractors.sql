create table public.contractors (
  id uuid default gen_random_uuid() not null,
  name text not null,
  slug text not null,
  city text not null,
  state text not null,
  postal_code text,
  street text,
  phone text,
  website text,
  image_url text,
  rating numeric(2,1),
  reviews integer,
  latitude double precision,
  longitude double precision,
  position extensions.cube generated always as (extensions.ll_to_earth(latitude, longitude)) stored,
  name_key text generated always as (lower(btrim(name))) stored,
  city_key text generated always as (lower(btrim(city))) stored,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  description text,
  services text[] default '{}'::text[] not null,
  service_cities text[] default '{}'::text[] not null,
  service_radius_miles integer,
  hours text,
  founded_year integer,
  paused_at timestamp with time zone,
  cover_photo_id uuid,
  stock_image_url text,
  paused_until date,
  verified boolean default false not null,
  verified_until date,
  verified_reviews integer default 0 not null,
  verified_rating numeric(3,2),
  best_rated_score numeric(6,4),
  rating_as_of date,
  rating_source text,
  verified_stars integer[] default '{0,0,0,0,0}'::integer[] not null,
  service_city_keys text[] generated always as (private.service_city_keys(service_cities)) stored not null,
  service_reach extensions.cube generated always as (
CASE
    WHEN (service_radius_miles IS NOT NULL) THEN extensions.earth_box(extensions.ll_to_earth(latitude, longitude), ((service_radius_miles)::double precision * (1609.344)::double precision))
    ELSE NULL::extensions.cube
END) stored,
  credentials text[] default '{}'::text[] not null,
  credentials_until date,
  constraint contractor_city_present CHECK (btrim(city) <> ''::text),
  constraint contractor_description_length CHECK (char_length(description) <= 1500),
  constraint contractor_founded_year CHECK (founded_year >= 1850 AND founded_year <= 2100),
  constraint contractor_hours_length CHECK (char_length(hours) <= 200),
  constraint contractor_identity UNIQUE (name_key, city_key, state),
  constraint contractor_name_present CHECK (btrim(name) <> ''::text),
  constraint contractor_paused_until CHECK (paused_until IS NULL OR paused_at IS NOT NULL),
  constraint contractor_postal_code CHECK (postal_code ~ '^\d{5}$'::text),
  constraint contractor_rating_range CHECK (rating >= 0::numeric AND rating <= 5::numeric),
  constraint contractor_rating_source CHECK (char_length(rating_source) >= 1 AND char_length(rating_source) <= 60),
  constraint contractor_reviews_positive CHECK (reviews >= 0),
  constraint contractor_service_radius CHECK (service_radius_miles >= 1 AND service_radius_miles <= 250),
  constraint contractor_state_code CHECK (private.is_state_code(state)),
  constraint contractor_verified_stars CHECK (cardinality(verified_stars) = 5),
  constraint contractors_pkey PRIMARY KEY (id),
  constraint contractors_slug_key UNIQUE (slug)
);

CREATE INDEX contractors_best_rated ON public.contractors USING btree (best_rated_score DESC NULLS LAST, rating DESC NULLS LAST, reviews DESC NULLS LAST, name);

-- A city's builders in the search's rating order, read without their rows: its first page is at
-- the index's start.
CREATE INDEX contractors_city_best_rated ON public.contractors USING btree (state, city_key, best_rated_score DESC NULLS LAST, rating DESC NULLS LAST, reviews DESC NULLS LAST, name, id);

CREATE INDEX contractors_credentials ON public.contractors USING gin (credentials);

CREATE INDEX contractors_city_trgm ON public.contractors USING gin (city extensions.gin_trgm_ops);

CREATE INDEX contractors_name_trgm ON public.contractors USING gin (name extensions.gin_trgm_ops);

CREATE INDEX contractors_paused_until ON public.contractors USING btree (paused_until) WHERE (paused_until IS NOT NULL);

CREATE INDEX contractors_position ON public.contractors USING gist ("position");

CREATE INDEX contractors_postal_code ON public.contractors USING btree (postal_code);

CREATE INDEX contractors_service_cities ON public.contractors USING gin (service_city_keys);

CREATE INDEX contractors_service_reach ON public.contractors USING gist (service_reach) WHERE (service_reach IS NOT NULL);

CREATE INDEX contractors_state_best_rated ON public.contractors USING btree (state, best_rated_score DESC NULLS LAST, rating DESC NULLS LAST, reviews DESC NULLS LAST, name);

CREATE INDEX contractors_state_city ON public.contractors USING btree (state, city_key) INCLUDE (city);

CREATE INDEX contractors_state_city_match ON public.contractors USING btree (state, private.city_match_key(city));

CREATE INDEX contractors_state_city_name ON public.contractors USING btree (state, city_key, name_key, id);

CREATE INDEX contractors_verified ON public.contractors USING btree (state, rating DESC) WHERE verified;

revoke all on table public.contractors from public, anon, authenticated, service_role;
grant maintain, select on table public.contractors to anon;
grant insert, maintain, select, update on table public.contractors to authenticated;
grant all on table public.contractors to service_role;

alter table public.contractors enable row level security;

create policy "Everyone reads contractors" on public.contractors
  for select to anon, authenticated
  using (true);

create policy "Staff add contractors" on public.contractors
  for insert to authenticated
  with check (private.is_staff());

create policy "Staff correct contractors" on public.contractors
  for update to authenticated
  using (private.is_staff())
  with check (private.is_staff());

CREATE OR REPLACE FUNCTION private.contractor_before_write()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'INSERT' or new.name is distinct from old.name then
    new.slug := private.name_slug(new.name) || '-' || new.id;
  end if;
  if new.postal_code is not null
     and (tg_op = 'INSERT' or new.postal_code is distinct from old.postal_code)
     and (new.latitude is null or new.longitude is null
          or (tg_op = 'UPDATE' and new.latitude is not distinct from old.latitude)) then
    select z.latitude, z.longitude into new.latitude, new.longitude
    from public.zip_codes z where z.zip = new.postal_code;
  end if;
  new.updated_at := now();
  return new;
end
$function$;

revoke all on function private.contractor_before_write() from public, anon, authenticated, service_role;
grant execute on function private.contractor_before_write() to public;

CREATE OR REPLACE FUNCTION private.count_city_changes()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'TRUNCATE' then
    delete from private.city_counts;
  elsif tg_op = 'INSERT' then
    perform private.add_city_deltas(jsonb_agg(jsonb_build_object(
      'state', n.state, 'city_key', n.city_key, 'city', n.city, 'delta', 1,
      'latitude', n.latitude, 'longitude', n.longitude))) from new_rows n having count(*) > 0;
  elsif tg_op = 'DELETE' then
    perform private.add_city_deltas(jsonb_agg(jsonb_build_object(
      'state', o.state, 'city_key', o.city_key, 'city', o.city, 'delta', -1,
      'latitude', o.latitude, 'longitude', o.longitude))) from old_rows o having count(*) > 0;
  else
    perform private.add_city_deltas(jsonb_agg(change)) from (
      select jsonb_build_object('state', n.state, 'city_key', n.city_key, 'city', n.city, 'delta', 1,
               'latitude', n.latitude, 'longitude', n.longitude) as change
      from new_rows n join old_rows o using (id)
      where (n.state, n.city_key, n.latitude, n.longitude) is distinct from (o.state, o.city_key, o.latitude, o.longitude)
      union all
      select jsonb_build_object('state', o.state, 'city_key', o.city_key, 'city', o.city, 'delta', -1,
               'latitude', o.latitude, 'longitude', o.longitude)
      from new_rows n join old_rows o using (id)
      where (n.state, n.city_key, n.latitude, n.longitude) is distinct from (o.state, o.city_key, o.latitude, o.longitude)
    ) moved having count(*) > 0;
  end if;
  return null;
end
$function$;

revoke all on function private.count_city_changes() from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.keep_cover_photo()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if new.cover_photo_id is distinct from old.cover_photo_id then
    if old.cover_photo_id is null then
      new.stock_image_url := old.image_url;
    end if;
    new.image_url := case when new.cover_photo_id is null then new.stock_image_url
                          else '/photos/' || new.cover_photo_id || '/640.webp' end;
    if new.cover_photo_id is null then
      new.stock_image_url := null;
    end if;
  elsif new.cover_photo_id is not null and new.image_url is distinct from old.image_url then
    new.stock_image_url := new.image_url;
    new.image_url := old.image_url;
  end if;
  return new;
end
$function$;

revoke all on function private.keep_cover_photo() from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.keep_derived_columns()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if current_user in ('anon', 'authenticated') then
    if tg_op = 'INSERT' then
      new.verified := false;
      new.verified_until := null;
      new.credentials := '{}';
      new.credentials_until := null;
      new.verified_reviews := 0;
      new.verified_rating := null;
      new.verified_stars := '{0,0,0,0,0}';
      new.best_rated_score := null;
    else
      new.verified := old.verified;
      new.verified_until := old.verified_until;
      new.credentials := old.credentials;
      new.credentials_until := old.credentials_until;
      new.verified_reviews := old.verified_reviews;
      new.verified_rating := old.verified_rating;
      new.verified_stars := old.verified_stars;
      new.best_rated_score := old.best_rated_score;
      if new.rating is not distinct from old.rating and new.reviews is not distinct from old.reviews then
        new.rating_as_of := old.rating_as_of;
      end if;
    end if;
  end if;
  return new;
end
$function$;

revoke all on function private.keep_derived_columns() from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.refresh_verification_of_moves()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  moved uuid[] := array(select n.id from new_rows n join old_rows o using (id) where n.state is distinct from o.state);
begin
  -- Only when a builder moved: the refresh's own update (no move) must not call it again, for ever.
  if cardinality(moved) > 0 then
    perform private.refresh_verification(moved);
  end if;
  return null;
end
$function$;

revoke all on function private.refresh_verification_of_moves() from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.stamp_rating_date()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'INSERT' or new.rating is distinct from old.rating or new.reviews is distinct from old.reviews then
    new.rating_as_of := case when new.rating is null then null else current_date end;
  end if;
  return new;
end
$function$;

revoke all on function private.stamp_rating_date() from public, anon, authenticated, service_role;

CREATE TRIGGER contractor_a_keep_derived BEFORE INSERT OR UPDATE ON contractors FOR EACH ROW EXECUTE FUNCTION private.keep_derived_columns();

CREATE TRIGGER contractor_before_write BEFORE INSERT OR UPDATE ON contractors FOR EACH ROW EXECUTE FUNCTION private.contractor_before_write();

CREATE TRIGGER contractor_rating_date BEFORE INSERT OR UPDATE OF rating, reviews ON contractors FOR EACH ROW EXECUTE FUNCTION private.stamp_rating_date();

CREATE TRIGGER contractors_count_cities_delete AFTER DELETE ON contractors REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.count_city_changes();

CREATE TRIGGER contractors_count_cities_insert AFTER INSERT ON contractors REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.count_city_changes();

CREATE TRIGGER contractors_count_cities_truncate AFTER TRUNCATE ON contractors FOR EACH STATEMENT EXECUTE FUNCTION private.count_city_changes();

CREATE TRIGGER contractors_count_cities_update AFTER UPDATE ON contractors REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.count_city_changes();

CREATE TRIGGER contractors_keep_cover_photo BEFORE UPDATE OF image_url, cover_photo_id ON contractors FOR EACH ROW EXECUTE FUNCTION private.keep_cover_photo();

CREATE TRIGGER contractors_purge_deleted AFTER DELETE ON contractors REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.queue_page_purge();

CREATE TRIGGER contractors_purge_inserted AFTER INSERT ON contractors REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.queue_page_purge();

CREATE TRIGGER contractors_purge_updated AFTER UPDATE ON contractors REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.queue_page_purge();

CREATE TRIGGER contractors_verification_moved AFTER UPDATE ON contractors REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.refresh_verification_of_moves();
