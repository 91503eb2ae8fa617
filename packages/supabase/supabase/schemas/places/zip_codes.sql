create table public.zip_codes (
  zip text not null,
  city text not null,
  state text not null,
  latitude double precision not null,
  longitude double precision not null,
  constraint zip_codes_latitude_check CHECK (latitude >= '-90'::integer::double precision AND latitude <= 90::double precision),
  constraint zip_codes_longitude_check CHECK (longitude >= '-180'::integer::double precision AND longitude <= 180::double precision),
  constraint zip_codes_pkey PRIMARY KEY (zip),
  constraint zip_codes_state_check CHECK (private.is_state_code(state)),
  constraint zip_codes_zip_check CHECK (zip ~ '^\d{5}$'::text)
);

CREATE INDEX zip_codes_state_city ON public.zip_codes USING btree (state, private.city_match_key(city));

revoke all on table public.zip_codes from public, anon, authenticated, service_role;
grant maintain, select on table public.zip_codes to anon, authenticated;
grant all on table public.zip_codes to service_role;

alter table public.zip_codes enable row level security;

create policy "ZIP codes are public" on public.zip_codes
  for select to anon, authenticated
  using (true);

CREATE OR REPLACE FUNCTION private.follow_zip(p_contractor uuid, p_change bigint)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  listing public.contractors;
  place public.zip_codes;
begin
  if p_change is null or not exists (select 1 from public.contractor_changes
                                      where id = p_change and after ? 'postal_code') then
    return;
  end if;
  select * into listing from public.contractors where id = p_contractor;
  select * into place from public.zip_codes where zip = listing.postal_code;
  -- The same city as the pages group it by (contractors.city_key).
  if place.zip is null or (lower(btrim(place.city)) = listing.city_key and place.state = listing.state) then
    return;
  end if;
  update public.contractors set city = place.city, state = place.state where id = p_contractor;
  update public.contractor_changes
  set before = before || jsonb_build_object('city', listing.city, 'state', listing.state),
      after = after || jsonb_build_object('city', place.city, 'state', place.state)
  where id = p_change;
end
$function$;

revoke all on function private.follow_zip(p_contractor uuid, p_change bigint) from public, anon, authenticated, service_role;
