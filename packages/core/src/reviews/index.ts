export * from './rules.ts';
export * from './form.ts';
export * from './links.ts';
export * from './ratings.ts';
export * from './guidelines.ts';
