export * from './constants.ts';
export * from './calculate.ts';
export * from './drawing.ts';
export * from './pump.ts';
