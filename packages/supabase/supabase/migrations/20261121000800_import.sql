-- Staff bulk import (spec §2.16): each record is inserted, or updates the contractor with the same
-- name + city + state. A record the database rejects is reported with the reason and leaves
-- nothing behind (each row has its own savepoint); the others go in. Ids in records are ignored.
create or replace function public.import_contractors(p_records jsonb)
returns table (row_index integer, status text, contractor_id uuid, error text)
language plpgsql
set search_path = ''
as $$
declare
  item jsonb;
  position integer;
  inserted boolean;
begin
  if not (private.is_staff() or auth.role() = 'service_role') then
    raise exception 'Only staff may import contractors' using errcode = '42501';
  end if;
  if jsonb_typeof(p_records) <> 'array' then
    raise exception 'Data must be an array of contractor objects' using errcode = '22023';
  end if;

  for item, position in select value, ordinality from jsonb_array_elements(p_records) with ordinality loop
    row_index := position;
    begin
      insert into public.contractors as c
        (name, city, state, postal_code, street, phone, website, image_url, rating, reviews)
      values (
        btrim(item ->> 'name'), btrim(item ->> 'city'), upper(btrim(item ->> 'state')),
        nullif(btrim(item ->> 'postal_code'), ''), nullif(btrim(item ->> 'street'), ''),
        nullif(btrim(item ->> 'phone'), ''), nullif(btrim(item ->> 'website'), ''),
        nullif(btrim(item ->> 'image_url'), ''), (item ->> 'rating')::numeric, (item ->> 'reviews')::integer)
      on conflict (name_key, city_key, state) do update set
        name = excluded.name, city = excluded.city,
        postal_code = coalesce(excluded.postal_code, c.postal_code),
        street = coalesce(excluded.street, c.street),
        phone = coalesce(excluded.phone, c.phone),
        website = coalesce(excluded.website, c.website),
        image_url = coalesce(excluded.image_url, c.image_url),
        rating = coalesce(excluded.rating, c.rating),
        reviews = coalesce(excluded.reviews, c.reviews)
      returning c.id, (c.xmax = 0) into contractor_id, inserted;
      status := case when inserted then 'inserted' else 'updated' end;
      error := null;
    exception when others then
      status := 'failed';
      contractor_id := null;
      error := sqlerrm;
    end;
    return next;
  end loop;

  perform public.refresh_cities();
end
$$;

revoke execute on function public.import_contractors(jsonb) from public, anon;
