create table private.widget_load_limits (
  singleton boolean default true not null,
  per_origin_per_day integer not null,
  elsewhere_per_partner_per_day integer default 5000 not null,
  constraint widget_load_elsewhere_cap CHECK (elsewhere_per_partner_per_day > 0),
  constraint widget_load_limits_per_origin_per_day_check CHECK (per_origin_per_day > 0),
  constraint widget_load_limits_pkey PRIMARY KEY (singleton),
  constraint widget_load_limits_singleton_check CHECK (singleton)
);

revoke all on table private.widget_load_limits from public, anon, authenticated, service_role;

insert into private.widget_load_limits (singleton, per_origin_per_day, elsewhere_per_partner_per_day) values
  ('true', '50000', '5000');
