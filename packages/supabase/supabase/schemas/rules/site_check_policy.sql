create table private.site_check_policy (
  singleton boolean default true not null,
  failures_to_unprove integer not null,
  recheck_every interval not null,
  retry_failing_every interval not null,
  constraint site_check_policy_failures_to_unprove_check CHECK (failures_to_unprove > 0),
  constraint site_check_policy_pkey PRIMARY KEY (singleton),
  constraint site_check_policy_singleton_check CHECK (singleton)
);

revoke all on table private.site_check_policy from public, anon, authenticated, service_role;

insert into private.site_check_policy (singleton, failures_to_unprove, recheck_every, retry_failing_every) values
  ('true', '3', '1 mon', '20:00:00');
