export * from './rules.ts';
export * from './form.ts';
export * from './links.ts';
