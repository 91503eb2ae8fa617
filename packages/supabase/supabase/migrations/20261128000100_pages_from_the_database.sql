-- Issue 33: state, city and profile pages, the directory search and the sitemaps are rendered by the
-- host's Worker on request from the database and cached at the edge with tags for what they show.
-- This adds what those pages read that the build used to read all at once, and the path by which a
-- change to the builders purges the pages that show them: a statement trigger queues one job per
-- statement (an import of 3,000 rows is one job), the job queue's worker tells the site's Worker.

-- A city page's full list of its builders (it used to come from one read of every builder at build).
create or replace function public.city_builders(p_city text, p_state text)
returns table (id uuid, name text, city text, state text)
language sql stable
set search_path = ''
as $$
  select c.id, c.name, c.city, c.state
  from public.contractors c
  where c.state = upper(btrim(p_state)) and private.city_match_key(c.city) = private.city_match_key(p_city)
  order by c.name, c.id
$$;

-- The sitemap index: each state with builders, how many, and when one of them last changed.
create or replace function public.sitemap_states()
returns table (state text, builders integer, last_modified timestamptz)
language sql stable
set search_path = ''
as $$
  select c.state, count(*)::integer, max(c.updated_at)
  from public.contractors c
  group by c.state
  order by c.state
$$;

-- A state's sitemap file of city pages: each city with builders and its latest change.
create or replace function public.sitemap_state_cities(p_state text)
returns table (city text, last_modified timestamptz)
language sql stable
set search_path = ''
as $$
  select min(c.city), max(c.updated_at)
  from public.contractors c
  where c.state = upper(btrim(p_state))
  group by c.city_key
  order by 1
$$;

-- A state's builders for its profile sitemap files, in a stable order (read a page at a time).
create or replace function public.sitemap_state_builders(p_state text)
returns table (id uuid, name text, city text, state text, last_modified timestamptz)
language sql stable
set search_path = ''
as $$
  select c.id, c.name, c.city, c.state, c.updated_at
  from public.contractors c
  where c.state = upper(btrim(p_state))
  order by c.city_key, c.name_key, c.id
$$;

create index if not exists contractors_state_city_name on public.contractors (state, city_key, name_key, id);

grant execute on function public.city_builders(text, text), public.sitemap_states(),
  public.sitemap_state_cities(text), public.sitemap_state_builders(text) to anon, authenticated;

-- A change to builders: one job naming each builder touched, where it was and where it is now.
create or replace function private.queue_page_purge() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed jsonb;
begin
  if to_regnamespace('graphile_worker') is null then
    return null;
  end if;
  if tg_op = 'INSERT' then
    select jsonb_agg(jsonb_build_object('id', n.id, 'city', n.city, 'state', n.state)) into changed from new_rows n;
  elsif tg_op = 'DELETE' then
    select jsonb_agg(jsonb_build_object('id', o.id, 'city', o.city, 'state', o.state)) into changed from old_rows o;
  else
    select jsonb_agg(x) into changed from (
      select jsonb_build_object('id', n.id, 'city', n.city, 'state', n.state) as x from new_rows n
      union
      select jsonb_build_object('id', o.id, 'city', o.city, 'state', o.state) from old_rows o
    ) both_sides;
  end if;
  if changed is not null then
    -- A purge that cannot be queued never stops the change itself: the pages expire on their own.
    begin
      execute 'select graphile_worker.add_job($1, json_build_object(''contractors'', $2), max_attempts => 5)'
        using 'purge_pages', changed;
    exception when others then
      raise warning 'Could not queue the purge of the pages of % builders: %', jsonb_array_length(changed), sqlerrm;
    end;
  end if;
  return null;
end
$$;
revoke execute on function private.queue_page_purge() from public;

create trigger contractors_purge_inserted after insert on public.contractors
  referencing new table as new_rows for each statement execute function private.queue_page_purge();
create trigger contractors_purge_updated after update on public.contractors
  referencing old table as old_rows new table as new_rows for each statement execute function private.queue_page_purge();
create trigger contractors_purge_deleted after delete on public.contractors
  referencing old table as old_rows for each statement execute function private.queue_page_purge();
