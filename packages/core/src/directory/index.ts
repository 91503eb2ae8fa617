export * from './search.ts';
export * from './city-copy.ts';
export * from './fallback-notice.ts';
