import { run as migra } from '@pgkit/migra';
import { withClient } from '../stack/postgres.ts';
import { readCatalog } from './catalog.ts';
import { differences } from './two-databases.ts';

const API_ROLES = 'public, anon, authenticated, service_role';

/**
 * The SQL that takes a database built by the migrations to the one the schema files describe: migra's
 * diff, and the grants on functions it does not compare (who may call is half of the write matrix).
 */
export async function migrationSql(fromMigrations: string, fromSchema: string): Promise<string> {
  const migration = await migra(fromMigrations, fromSchema, { unsafe: true, withPrivileges: true });
  const statements = [migration.sql.trim()];
  const changed = (await differences(fromMigrations, fromSchema))
    .filter((d) => d.kind !== 'only-first' && d.object.startsWith('grants on function '))
    .map((d) => d.object.slice('grants on function '.length));
  if (changed.length) {
    const functions = await withClient(fromSchema, async (client) => (await readCatalog(client)).functions);
    for (const signature of changed) {
      const grants = functions.find((fn) => fn.signature === signature)?.grants ?? [];
      statements.push(`revoke all on function ${signature} from ${API_ROLES};`);
      const grantees = grants.filter((g) => g.privilege === 'execute').map((g) => g.grantee);
      if (grantees.length)
        statements.push(`grant execute on function ${signature} to ${grantees.join(', ')};`);
    }
  }
  statements.push(...(await viewOptionChanges(fromMigrations, fromSchema)));
  return statements.filter(Boolean).join('\n\n');
}

/**
 * migra compares a view's query but not its options, and its CREATE OR REPLACE VIEW drops them: a
 * view rewritten, or whose options changed, gets its options set again (one that loses
 * security_barrier leaks rows to a leaky function in a caller's filter).
 */
async function viewOptionChanges(fromMigrations: string, fromSchema: string): Promise<string[]> {
  const views = (url: string) =>
    withClient(url, async (client) =>
      (await readCatalog(client)).tables.filter((table) => table.kind === 'view'),
    );
  const current = new Map((await views(fromMigrations)).map((view) => [`${view.schema}.${view.name}`, view]));
  const changes: string[] = [];
  for (const view of await views(fromSchema)) {
    const name = `${view.schema}.${view.name}`;
    const before = current.get(name);
    const same =
      before &&
      before.query === view.query &&
      JSON.stringify(before.options) === JSON.stringify(view.options);
    if (same) continue;
    if (view.options.length) changes.push(`alter view ${name} set (${view.options.join(', ')});`);
    const gone = (before?.options ?? [])
      .map((option) => option.split('=')[0])
      .filter((key) => !view.options.some((option) => option.split('=')[0] === key));
    if (gone.length) changes.push(`alter view ${name} reset (${gone.join(', ')});`);
  }
  return changes;
}
/** The next migration's version: after the last one, and never before now. */
export function nextVersion(lastVersion: string | undefined, now = new Date()): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  const afterLast = lastVersion ? String(BigInt(lastVersion) + 100n) : '0';
  return BigInt(stamp) > BigInt(afterLast) ? stamp : afterLast;
}

export function migrationFile(name: string, sql: string): string {
  return [
    `-- ${name.replace(/_/g, ' ')}: generated from the schema files (pnpm --filter @pond/supabase schema:diff ${name}), then reviewed.`,
    "set local lock_timeout = '5s';",
    "set local statement_timeout = '60s';",
    '',
    sql,
    '',
  ].join('\n');
}
