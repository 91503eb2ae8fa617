export * from './builder-choice.ts';
export * from './request-status.ts';
