import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// The browser talks to the database under /rest/v1 of its own origin in local mode; dev and preview
// forward that to the local stack (POND_API_URL), as the production-like server does.
const api = process.env.POND_API_URL;
const proxy = api
  ? { '/rest/v1': { target: api, changeOrigin: true }, '/auth/v1': { target: api, changeOrigin: true } }
  : undefined;

export default defineConfig({
  plugins: [reactRouter()],
  server: { proxy, watch: { ignored: ['**/build/**'] } },
  preview: { proxy },
  build: { target: 'es2022' },
  // Bundled into the pre-render build: styled-components' CommonJS default export otherwise
  // arrives as a module object under Node's ESM loader.
  ssr: { noExternal: ['styled-components'] },
});
