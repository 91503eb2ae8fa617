-- Builders' photos on one queue of their own ('photos'): the queue runs one job at a time, so however
-- many large photos wait, their decoding takes one of the worker's slots and never holds mail behind
-- it. A photo's own jobs (process, then hide, show or delete) still run in the order they came.

create or replace function private.queue_photo_work() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.add_job('process_photo', json_build_object('id', new.id), 'photo:' || new.id, 'photos');
  elsif tg_op = 'DELETE' then
    perform private.add_job('photo_files', json_build_object('id', old.id, 'action', 'delete'), p_queue => 'photos');
  elsif new.hidden_at is distinct from old.hidden_at then
    perform private.add_job('photo_files',
      json_build_object('id', new.id, 'action', case when new.hidden_at is null then 'show' else 'hide' end),
      p_queue => 'photos');
  end if;
  return null;
end
$$;
