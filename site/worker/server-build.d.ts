// The site's server build (build/server/index.js), bundled into the Worker by wrangler under this
// name (wrangler.jsonc `alias`); worker/pages.ts reads it as React Router's ServerBuild.
declare module 'pond-server-build';
