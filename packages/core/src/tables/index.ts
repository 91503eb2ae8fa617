export * from './columns.ts';
export * from './partner-figures.ts';
export * from './statement.ts';
export * from './partner-report.ts';
export * from './inbox.ts';
