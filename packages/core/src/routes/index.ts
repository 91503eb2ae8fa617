export * from './paths.ts';
export * from './slugs.ts';
export * from './urls.ts';
export * from './redirects.ts';
export * from './not-found.ts';
export * from './loopback-host.ts';
export * from './page-tags.ts';
export * from './own-redirect.ts';
