// Node-only entry: the local stack, for dev servers, tests and tools. Never bundled for browsers.
export {
  outageFile,
  readRunningStack,
  startLocalStack,
  type LocalStack,
  type StackInfo,
} from './stack/start-stack.ts';
export { withClient } from './stack/postgres.ts';
export { handleSignalsYourself } from './stack/keep-exit-code.ts';
export { resolveDatabase, type ResolvedDatabase } from './stack/resolve-database.ts';
export { hostedSupabaseFromEnv, type HostedSupabase } from './env.ts';
export { loadEnvFiles } from './load-env.ts';
export { stackProfile } from './stack/profiles.ts';
export { readStackSecrets, type StackSecrets } from './stack/secrets.ts';
