create table private.job_policy (
  task text not null,
  max_attempts integer not null,
  delays jsonb default '{}'::jsonb not null,
  constraint job_policy_max_attempts_check CHECK (max_attempts >= 1 AND max_attempts <= 100),
  constraint job_policy_pkey PRIMARY KEY (task)
);

revoke all on table private.job_policy from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION private.add_job(p_task text, p_payload json, p_job_key text DEFAULT NULL::text, p_queue text DEFAULT NULL::text, p_kind text DEFAULT NULL::text, p_job_key_mode text DEFAULT 'replace'::text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  policy private.job_policy;
begin
  -- Before the worker has first started, the queue is not there: the worker queues what waits.
  if to_regnamespace('graphile_worker') is null then
    return;
  end if;
  select * into policy from private.job_policy where task = p_task;
  if policy.task is null then
    raise warning 'No policy for the job %: the queue''s defaults apply until the worker starts', p_task;
  end if;
  perform graphile_worker.add_job(p_task, p_payload, queue_name => p_queue,
    run_at => now() + coalesce((policy.delays ->> p_kind)::numeric, 0) * interval '1 second',
    max_attempts => policy.max_attempts, job_key => p_job_key, job_key_mode => p_job_key_mode);
end
$function$;

revoke all on function private.add_job(p_task text, p_payload json, p_job_key text, p_queue text, p_kind text, p_job_key_mode text) from public, anon, authenticated, service_role;
