export * from './constants.ts';
export * from './advice.ts';
export * from './estimate.ts';
export * from './lead-message.ts';
