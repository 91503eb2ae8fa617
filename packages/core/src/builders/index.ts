export * from './claims.ts';
export * from './listing.ts';
