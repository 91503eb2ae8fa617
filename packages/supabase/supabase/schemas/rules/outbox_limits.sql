create table private.outbox_limits (
  singleton boolean default true not null,
  planner_copies_per_address_per_day integer not null,
  planner_copies_per_caller_per_day integer default 20 not null,
  constraint outbox_limits_pkey PRIMARY KEY (singleton),
  constraint outbox_limits_planner_copies_per_address_per_day_check CHECK (planner_copies_per_address_per_day > 0),
  constraint outbox_limits_planner_copies_per_caller_per_day_check CHECK (planner_copies_per_caller_per_day > 0),
  constraint outbox_limits_singleton_check CHECK (singleton)
);

revoke all on table private.outbox_limits from public, anon, authenticated, service_role;

insert into private.outbox_limits (singleton, planner_copies_per_address_per_day, planner_copies_per_caller_per_day) values
  ('true', '3', '20');
