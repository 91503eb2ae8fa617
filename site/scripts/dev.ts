// `pnpm dev`: Vite's dev server with the database of this environment (the local stack when
// SUPABASE_URL is not set), /rest/v1 forwarded to it.
import { spawn } from 'node:child_process';
import { prepare, SITE_DIR } from './database.ts';
import { buildWidgetKit } from './widget-kit.ts';

const { db, env } = await prepare();
await buildWidgetKit(env);
const child = spawn('pnpm', ['exec', 'react-router', 'dev'], {
  cwd: SITE_DIR,
  stdio: 'inherit',
  env: { ...process.env, ...env },
});
const stop = () => child.kill('SIGINT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => void db.stop().then(() => process.exit(code ?? 0)));
