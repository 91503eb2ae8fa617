export * from './search.ts';
export * from './city-copy.ts';
