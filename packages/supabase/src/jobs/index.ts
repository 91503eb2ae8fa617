// @pond/supabase/jobs: the job worker's way to the database (@pond/jobs), one typed function per
// query, on the worker's own connection. Node only.
export * from './queryable.ts';
export * from './policy.ts';
export * from './outbox.ts';
export * from './mail-facts.ts';
export * from './webhook-deliveries.ts';
export * from './partner-sites.ts';
export * from './photos.ts';
export * from './schedules.ts';
export * from './purges.ts';
