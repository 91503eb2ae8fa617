import type { Catalog, Grant } from './catalog.ts';

/**
 * A catalog as one entry per thing a reader would name ("function private.is_staff()", "policy … on
 * public.reviews", "grant on public.leads to anon"), so a difference between two databases is told
 * as the objects that differ, not as a wall of SQL.
 */
export type Snapshot = Map<string, string>;

const grantsText = (grants: Grant[]) => grants.map((g) => `${g.grantee}:${g.privilege}`).join(' ');

export function snapshot(catalog: Catalog): Snapshot {
  const entries = new Map<string, string>();
  const put = (key: string, value: unknown) => entries.set(key, JSON.stringify(value));

  for (const schema of catalog.schemas) put(`schema ${schema.name}`, grantsText(schema.grants));
  for (const extension of catalog.extensions)
    put(`extension ${extension.name}`, `${extension.schema} ${extension.version}`);
  for (const entry of catalog.defaultGrants)
    put(`default grants on ${entry.objects} in schema ${entry.schema}`, grantsText(entry.grants));

  for (const table of catalog.tables) {
    const name = `${table.schema}.${table.name}`;
    put(`${table.kind} ${name}`, {
      columns: table.columns.map((column) => column.name),
      rowSecurity: table.rowSecurity,
      forceRowSecurity: table.forceRowSecurity,
      options: table.options,
      comment: table.comment,
      query: table.query,
    });
    if (table.grants.length) put(`grants on ${name}`, grantsText(table.grants));
    for (const column of table.columns) {
      const { name: columnName, grants, ...rest } = column;
      put(`column ${name}.${columnName}`, rest);
      if (grants.length) put(`grants on column ${name}.${columnName}`, grantsText(grants));
    }
    for (const constraint of table.constraints)
      put(`constraint ${constraint.name} on ${name}`, constraint.exact);
    for (const index of table.indexes) put(`index ${index.name} on ${name}`, index.definition);
    for (const policy of table.policies) {
      const { name: policyName, ...rest } = policy;
      put(`policy "${policyName}" on ${name}`, rest);
    }
    for (const trigger of table.triggers) put(`trigger ${trigger.name} on ${name}`, trigger.definition);
  }
  for (const trigger of catalog.foreignTriggers)
    put(`trigger ${trigger.name} on ${trigger.table}`, trigger.definition);

  for (const fn of catalog.functions) {
    put(`function ${fn.signature}`, { definition: fn.definition, comment: fn.comment });
    put(`grants on function ${fn.signature}`, grantsText(fn.grants));
  }
  for (const table of catalog.rows)
    put(`rows of ${table.table}`, { columns: table.columns, values: table.values });
  return entries;
}

export interface Difference {
  object: string;
  /** Only in the first database, only in the second, or in both but not alike. */
  kind: 'only-first' | 'only-second' | 'differs';
}

export function compareSnapshots(first: Snapshot, second: Snapshot): Difference[] {
  const differences: Difference[] = [];
  for (const [object, value] of first) {
    if (!second.has(object)) differences.push({ object, kind: 'only-first' });
    else if (second.get(object) !== value) differences.push({ object, kind: 'differs' });
  }
  for (const object of second.keys())
    if (!first.has(object)) differences.push({ object, kind: 'only-second' });
  return differences.sort((a, b) => a.object.localeCompare(b.object));
}
