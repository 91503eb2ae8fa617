export * from './page-window.ts';
