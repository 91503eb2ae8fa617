export * from './rules.ts';
export * from './checks.ts';
