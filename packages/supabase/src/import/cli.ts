// `pnpm contractors:import FILE [--dry-run]`: staff import of contractors from JSON or CSV.
// Against a hosted project it needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (staff machines only);
// without them it imports into the running local stack as a staff user.
import path from 'node:path';
import { SingleBar, Presets } from 'cli-progress';
import { createNodePondClient } from '../node-client.ts';
import { importContractors } from '../contractors/import-contractors.ts';
import { hostedSupabaseFromEnv } from '../env.ts';
import { loadEnvFiles } from '../load-env.ts';
import { readRunningStack } from '../stack/start-stack.ts';
import { readImportFile } from './read-import-file.ts';

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const dryRun = args.includes('--dry-run');
const file = args.find((arg) => !arg.startsWith('--'));
if (!file) {
  console.error('Usage: pnpm contractors:import FILE.json|FILE.csv [--dry-run]');
  process.exit(2);
}

async function staffClient() {
  loadEnvFiles();
  const hosted = hostedSupabaseFromEnv();
  if (hosted) {
    if (!hosted.serviceRoleKey) {
      throw new Error(
        'Importing into a hosted project needs SUPABASE_SERVICE_ROLE_KEY (Project Settings → API) on this machine.',
      );
    }
    return createNodePondClient({ url: hosted.url, key: hosted.serviceRoleKey });
  }
  // POND_STACK picks another local stack (the tests use 'test').
  const stack = await readRunningStack(process.env.POND_STACK === 'test' ? 'test' : 'dev');
  if (!stack)
    throw new Error(
      'No local stack is running: start it with `pnpm --filter @pond/supabase stack` (or `npm start`), then import again.',
    );
  return createNodePondClient({ url: stack.url, key: stack.anonKey, accessToken: stack.staffToken });
}

try {
  const source = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const read = await readImportFile(source);
  if (!read.ok) throw new Error(read.error);
  const client = await staffClient();
  const bar = new SingleBar(
    { format: 'Importing [{bar}] {value}/{total} valid rows' },
    Presets.shades_classic,
  );
  if (!dryRun) bar.start(read.records.length, 0);
  const report = await importContractors(client, read.records, {
    dryRun,
    onProgress: (done, total) => {
      bar.setTotal(total);
      bar.update(done);
    },
  }).finally(() => bar.stop());

  for (const failure of report.failed) console.log(`Row ${failure.row}: ${failure.reasons.join('; ')}`);
  console.log(
    dryRun
      ? `Dry run: ${report.valid} of ${read.records.length} rows are valid and would be imported; ${report.failed.length} would fail. Nothing was written.`
      : `Import Complete: ${report.inserted} added, ${report.updated} updated, ${report.failed.length} failed.`,
  );
  // The import itself succeeded; failed rows are reported above, not an error of the command.
  process.exit(0);
} catch (error) {
  console.error(`Import Failed: ${(error as Error).message}`);
  process.exit(1);
}
