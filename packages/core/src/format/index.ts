export * from './numbers.ts';
export * from './text.ts';
export * from './dates.ts';
