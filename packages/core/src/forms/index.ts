export * from './options.ts';
export * from './lead-form.ts';
export * from './planner-form.ts';
