export * from './options.ts';
export * from './lead-form.ts';
export * from './lead-form-schema.ts';
export * from './planner-form.ts';
export * from './planner-fields.ts';
