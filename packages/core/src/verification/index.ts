export * from './rules.ts';
export * from './checks.ts';
export * from './certificates.ts';
