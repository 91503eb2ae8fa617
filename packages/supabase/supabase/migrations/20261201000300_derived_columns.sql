-- Issue 35: what the database works out about a builder is written by the database alone. Staff may
-- correct a listing through the API (the "Staff correct contractors" policy), but not its Verified
-- badge, its verified reviews' figures or its best-rated score, nor the imported rating's date: those
-- follow from checks, reviews and imports, and an API caller's value for them is ignored. The
-- database's own functions (security definer, run as the owner) keep writing them.

create or replace function private.keep_derived_columns() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if tg_op = 'INSERT' then
      new.verified := false;
      new.verified_until := null;
      new.verified_reviews := 0;
      new.verified_rating := null;
      new.best_rated_score := null;
    else
      new.verified := old.verified;
      new.verified_until := old.verified_until;
      new.verified_reviews := old.verified_reviews;
      new.verified_rating := old.verified_rating;
      new.best_rated_score := old.best_rated_score;
      if new.rating is not distinct from old.rating and new.reviews is not distinct from old.reviews then
        new.rating_as_of := old.rating_as_of;
      end if;
    end if;
  end if;
  return new;
end
$$;
revoke execute on function private.keep_derived_columns() from public;
-- Named to run before contractor_rating_date (triggers of one event run in name order): that one then
-- stamps the date of a rating the caller did change.
create trigger contractor_a_keep_derived before insert or update on public.contractors
  for each row execute function private.keep_derived_columns();
