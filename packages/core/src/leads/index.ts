export * from './builder-choice.ts';
export * from './request-status.ts';
export * from './fill-time.ts';
export * from './consents.ts';
export * from './quotes.ts';
export * from './project.ts';
export * from './request-details.ts';
export * from './waiting.ts';
