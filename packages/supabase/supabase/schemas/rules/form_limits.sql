create table private.form_limits (
  singleton boolean default true not null,
  min_fill_ms integer not null,
  max_age interval not null,
  constraint form_limits_min_fill_ms_check CHECK (min_fill_ms >= 0),
  constraint form_limits_pkey PRIMARY KEY (singleton),
  constraint form_limits_singleton_check CHECK (singleton)
);

revoke all on table private.form_limits from public, anon, authenticated, service_role;

insert into private.form_limits (singleton, min_fill_ms, max_age) values
  ('true', '2500', '1 day');
