export * from './claims.ts';
export * from './listing.ts';
export * from './requests.ts';
export * from './photos.ts';
export * from './trust.ts';
export * from './service-area.ts';
export * from './request-flags.ts';
export * from './badge.ts';
