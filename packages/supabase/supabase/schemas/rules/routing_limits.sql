create table private.routing_limits (
  singleton boolean default true not null,
  builders_per_homeowner_per_day integer not null,
  confirmations_per_address_per_hour integer not null,
  constraint routing_limits_builders_per_homeowner_per_day_check CHECK (builders_per_homeowner_per_day > 0),
  constraint routing_limits_confirmations_per_address_per_hour_check CHECK (confirmations_per_address_per_hour > 0),
  constraint routing_limits_pkey PRIMARY KEY (singleton),
  constraint routing_limits_singleton_check CHECK (singleton)
);

revoke all on table private.routing_limits from public, anon, authenticated, service_role;

insert into private.routing_limits (singleton, builders_per_homeowner_per_day, confirmations_per_address_per_hour) values
  ('true', '9', '1');
