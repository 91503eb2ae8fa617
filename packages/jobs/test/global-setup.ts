import type { TestProject } from 'vitest/node';
import { startLocalStack, type StackInfo } from '@pond/supabase/local';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

export default async function setup(project: TestProject) {
  const stack = await startLocalStack({ profile: 'mail-test', contractors: 300, log: () => {} });
  const { stop, interrupt: _interrupt, ...info } = stack;
  project.provide('stack', info);
  return stop;
}
