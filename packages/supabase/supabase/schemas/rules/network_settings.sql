create table private.network_settings (
  singleton boolean default true not null,
  trusted_proxies integer not null,
  constraint network_settings_pkey PRIMARY KEY (singleton),
  constraint network_settings_singleton_check CHECK (singleton),
  constraint network_settings_trusted_proxies_check CHECK (trusted_proxies >= 1 AND trusted_proxies <= 5)
);

revoke all on table private.network_settings from public, anon, authenticated, service_role;

insert into private.network_settings (singleton, trusted_proxies) values
  ('true', '1');
