// Node entry: the database client for tests, CLIs and pre-rendering. Never bundled for browsers.
export { createNodePondClient } from './node-client.ts';
