create table private.lead_limits (
  singleton boolean default true not null,
  per_email_per_hour integer not null,
  per_address_per_hour integer not null,
  constraint lead_limits_per_address_per_hour_check CHECK (per_address_per_hour > 0),
  constraint lead_limits_per_email_per_hour_check CHECK (per_email_per_hour > 0),
  constraint lead_limits_pkey PRIMARY KEY (singleton),
  constraint lead_limits_singleton_check CHECK (singleton)
);

revoke all on table private.lead_limits from public, anon, authenticated, service_role;

insert into private.lead_limits (singleton, per_email_per_hour, per_address_per_hour) values
  ('true', '5', '30');
