import type { TestProject } from 'vitest/node';
import { startLocalStack, type StackInfo } from '../src/local.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

export default async function setup(project: TestProject) {
  const stack = await startLocalStack({ profile: 'test', log: () => {} });
  const { stop, interrupt: _interrupt, ...info } = stack;
  project.provide('stack', info);
  return stop;
}
