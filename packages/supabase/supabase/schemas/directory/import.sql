CREATE OR REPLACE FUNCTION public.import_contractors(p_records jsonb)
 RETURNS TABLE(row_index integer, status text, contractor_id uuid, error text)
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
        (name, city, state, postal_code, street, phone, website, image_url, rating, reviews, rating_source)
      values (
        btrim(item ->> 'name'), btrim(item ->> 'city'), upper(btrim(item ->> 'state')),
        nullif(btrim(item ->> 'postal_code'), ''), nullif(btrim(item ->> 'street'), ''),
        nullif(btrim(item ->> 'phone'), ''), nullif(btrim(item ->> 'website'), ''),
        nullif(btrim(item ->> 'image_url'), ''), (item ->> 'rating')::numeric, (item ->> 'reviews')::integer,
        nullif(btrim(item ->> 'rating_source'), ''))
      on conflict (name_key, city_key, state) do update set
        name = excluded.name, city = excluded.city,
        postal_code = coalesce(excluded.postal_code, c.postal_code),
        street = coalesce(excluded.street, c.street),
        phone = coalesce(excluded.phone, c.phone),
        website = coalesce(excluded.website, c.website),
        image_url = coalesce(excluded.image_url, c.image_url),
        rating = coalesce(excluded.rating, c.rating),
        reviews = coalesce(excluded.reviews, c.reviews),
        -- A new rating brings its own source (or none); a row without a rating keeps the old pair.
        rating_source = case when excluded.rating is not null then excluded.rating_source else c.rating_source end
      returning c.id, (c.xmax = 0) into contractor_id, inserted;
      if nullif(btrim(item ->> 'email'), '') is not null then
        insert into public.contractor_emails (contractor_id, email)
        values (contractor_id, btrim(item ->> 'email'))
        on conflict on constraint contractor_emails_pkey do update set email = excluded.email;
      end if;
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
$function$;

revoke all on function public.import_contractors(p_records jsonb) from public, anon, authenticated, service_role;
grant execute on function public.import_contractors(p_records jsonb) to authenticated, service_role;
