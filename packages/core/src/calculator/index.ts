export * from './constants.ts';
export * from './calculate.ts';
