export * from './figures.ts';
export * from './kinds.ts';
export * from './pages.ts';
export * from './texts.ts';
export * from './estimate.ts';
