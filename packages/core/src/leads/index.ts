export * from './builder-choice.ts';
