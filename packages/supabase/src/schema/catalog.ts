import type pg from 'pg';

/**
 * What our migrations or schema files made in a database, read from PostgreSQL's catalog: the one
 * reading both the drift check and the schema files' generator rely on. Objects that local/bootstrap.sql
 * makes (roles, the auth tables and helpers, Supabase's own schemas) are left out, because both
 * databases being compared get them the same way.
 */
export const OUR_SCHEMAS = ['public', 'private'] as const;

export interface Column {
  name: string;
  type: string;
  notNull: boolean;
  default: string | null;
  generated: string | null;
  identity: 'always' | 'by default' | null;
  comment: string | null;
  grants: Grant[];
}

export interface Grant {
  grantee: string;
  privilege: string;
}

export interface Table {
  schema: string;
  name: string;
  kind: 'table' | 'view';
  columns: Column[];
  constraints: {
    name: string;
    type: string;
    /** As a person would write it. */
    definition: string;
    /** With every parenthesis: two constraints whose expressions group differently differ here. */
    exact: string;
    references: string | null;
  }[];
  indexes: { name: string; definition: string }[];
  rowSecurity: boolean;
  forceRowSecurity: boolean;
  policies: {
    name: string;
    permissive: boolean;
    command: string;
    roles: string[];
    using: string | null;
    check: string | null;
  }[];
  triggers: { name: string; definition: string; function: string }[];
  grants: Grant[];
  options: string[];
  comment: string | null;
  /** A view's query. */
  query: string | null;
}

export interface DbFunction {
  schema: string;
  name: string;
  /** schema.name(argument types): how grants and drops name it. */
  signature: string;
  definition: string;
  isTrigger: boolean;
  grants: Grant[];
  comment: string | null;
}

export interface Catalog {
  schemas: { name: string; grants: Grant[] }[];
  extensions: { name: string; schema: string; version: string }[];
  defaultGrants: { schema: string; objects: string; grants: Grant[] }[];
  tables: Table[];
  functions: DbFunction[];
  /** Triggers our functions put on tables that are not ours (auth.users). */
  foreignTriggers: { table: string; name: string; definition: string; function: string }[];
  /** Rows the schema itself puts in tables (settings, limits), without columns that differ per build. */
  rows: { table: string; columns: string[]; values: (string | null)[][] }[];
}

const ours = `(${OUR_SCHEMAS.map((schema) => `'${schema}'`).join(', ')})`;
const notFromExtension = (oid: string) =>
  `not exists (select 1 from pg_depend e where e.objid = ${oid} and e.deptype = 'e')`;

/** aclexplode over an acl column, leaving out the owner's own rights (implicit in PostgreSQL). */
const grantsOf = (acl: string, owner: string) => `coalesce((
  select json_agg(json_build_object(
           'grantee', case when g.grantee = 0 then 'public' else pg_get_userbyid(g.grantee)::text end,
           'privilege', lower(g.privilege_type)) order by 1)
    from aclexplode(${acl}) g
   where g.grantee <> ${owner}), '[]'::json)`;

const sortGrants = (grants: Grant[]) =>
  [...grants].sort((a, b) => `${a.grantee} ${a.privilege}`.localeCompare(`${b.grantee} ${b.privilege}`));

export async function readCatalog(client: pg.Client): Promise<Catalog> {
  const query = async <T>(sql: string): Promise<T[]> => (await client.query(sql)).rows as T[];

  const schemas = await query<{ name: string; grants: Grant[] }>(`
    select nspname as name, ${grantsOf('n.nspacl', 'n.nspowner')} as grants
      from pg_namespace n where nspname in ${ours} order by 1`);

  const extensions = await query<Catalog['extensions'][number]>(`
    select extname as name, extnamespace::regnamespace::text as schema, extversion as version
      from pg_extension where extname <> 'plpgsql' order by 1`);

  const defaultGrants = await query<Catalog['defaultGrants'][number]>(`
    select defaclnamespace::regnamespace::text as schema,
           case defaclobjtype when 'r' then 'tables' when 'S' then 'sequences' when 'f' then 'functions'
                              when 'T' then 'types' else 'schemas' end as objects,
           ${grantsOf('d.defaclacl', 'd.defaclrole')} as grants
      from pg_default_acl d order by 1, 2`);

  const tables = await query<Table & { oid: number }>(`
    select c.oid, n.nspname as schema, c.relname as name,
           case c.relkind when 'v' then 'view' else 'table' end as kind,
           c.relrowsecurity as "rowSecurity", c.relforcerowsecurity as "forceRowSecurity",
           coalesce(c.reloptions, '{}') as options,
           obj_description(c.oid, 'pg_class') as comment,
           case when c.relkind = 'v' then pg_get_viewdef(c.oid, true) end as query,
           ${grantsOf('c.relacl', 'c.relowner')} as grants
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname in ${ours} and c.relkind in ('r', 'p', 'v') and ${notFromExtension('c.oid')}
     order by 2, 3`);

  const columns = await query<Column & { table: number }>(`
    select a.attrelid as table, a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
           a.attnotnull as "notNull",
           case when a.attgenerated = '' then pg_get_expr(d.adbin, d.adrelid) end as default,
           case when a.attgenerated <> '' then pg_get_expr(d.adbin, d.adrelid) end as generated,
           case a.attidentity when 'a' then 'always' when 'd' then 'by default' end as identity,
           col_description(a.attrelid, a.attnum) as comment,
           ${grantsOf('a.attacl', 'c.relowner')} as grants
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
     where n.nspname in ${ours} and c.relkind in ('r', 'p', 'v') and a.attnum > 0 and not a.attisdropped
     order by a.attrelid, a.attnum`);

  const constraints = await query<Table['constraints'][number] & { table: number }>(`
    select conrelid as table, conname as name, contype as type, pg_get_constraintdef(oid, true) as definition,
           pg_get_constraintdef(oid) as exact,
           case when contype = 'f' then confrelid::regclass::text end as references
      from pg_constraint
     where conrelid in (select c.oid from pg_class c join pg_namespace n on n.oid = c.relnamespace
                         where n.nspname in ${ours})
       and contype <> 'n'
     order by conname`);

  const indexes = await query<Table['indexes'][number] & { table: number }>(`
    select i.indrelid as table, c.relname as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname in ${ours}
       and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid and k.conrelid = i.indrelid)
     order by 2`);

  const policies = await query<Table['policies'][number] & { table: number }>(`
    select p.polrelid as table, p.polname as name, p.polpermissive as permissive,
           case p.polcmd when 'r' then 'select' when 'a' then 'insert' when 'w' then 'update'
                         when 'd' then 'delete' else 'all' end as command,
           coalesce((select array_agg(case when r = 0 then 'public' else pg_get_userbyid(r)::text end order by 1)
                       from unnest(p.polroles) r), '{}') as roles,
           pg_get_expr(p.polqual, p.polrelid) as using,
           pg_get_expr(p.polwithcheck, p.polrelid) as check
      from pg_policy p join pg_class c on c.oid = p.polrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname in ${ours}
     order by 2`);

  const triggers = await query<
    Table['triggers'][number] & { table: number; tableName: string; ours: boolean }
  >(`
    select t.tgrelid as table, t.tgrelid::regclass::text as "tableName", t.tgname as name,
           pg_get_triggerdef(t.oid, true) as definition,
           t.tgfoid::regproc::text as function,
           c.relnamespace::regnamespace::text in ${ours} as ours
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
      join pg_proc p on p.oid = t.tgfoid
     where not t.tgisinternal and p.pronamespace::regnamespace::text in ${ours}
     order by 3`);

  const functions = await query<DbFunction>(`
    select n.nspname as schema, p.proname as name,
           format('%I.%I(%s)', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)) as signature,
           pg_get_functiondef(p.oid) as definition,
           p.prorettype = 'trigger'::regtype as "isTrigger",
           ${grantsOf("coalesce(p.proacl, acldefault('f', p.proowner))", 'p.proowner')} as grants,
           obj_description(p.oid, 'pg_proc') as comment
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname in ${ours} and ${notFromExtension('p.oid')}
     order by 3`);

  const byTable = <T extends { table: number }>(rows: T[], oid: number) =>
    rows.filter((row) => row.table === oid).map(({ table: _table, ...rest }) => rest);

  const finished: Table[] = tables.map(({ oid, ...table }) => ({
    ...table,
    grants: sortGrants(table.grants),
    columns: byTable(columns, oid).map((column) => ({ ...column, grants: sortGrants(column.grants) })),
    constraints: byTable(constraints, oid),
    indexes: byTable(indexes, oid),
    policies: byTable(policies, oid),
    triggers: triggers
      .filter((trigger) => trigger.ours && trigger.table === oid)
      .map(({ name, definition, function: fn }) => ({ name, definition, function: fn })),
  }));

  return {
    schemas: schemas.map((schema) => ({ ...schema, grants: sortGrants(schema.grants) })),
    extensions,
    defaultGrants: defaultGrants.map((entry) => ({ ...entry, grants: sortGrants(entry.grants) })),
    tables: finished,
    functions: functions.map((fn) => ({ ...fn, grants: sortGrants(fn.grants) })),
    foreignTriggers: triggers
      .filter((trigger) => !trigger.ours)
      .map(({ tableName, name, definition, function: fn }) => ({
        table: tableName,
        name,
        definition,
        function: fn,
      })),
    rows: await readRows(client, finished),
  };
}

/**
 * The rows in our tables: in a database just built these are the schema's own (limits, settings,
 * consent texts). Columns whose default differs on every build (a time, a random key) are left out.
 */
async function readRows(client: pg.Client, tables: Table[]): Promise<Catalog['rows']> {
  const rows: Catalog['rows'] = [];
  for (const table of tables.filter((t) => t.kind === 'table')) {
    const columns = table.columns
      .filter((column) => !column.generated && !/now\(\)|random|clock_timestamp/.test(column.default ?? ''))
      .map((column) => column.name);
    const name = `${table.schema}.${table.name}`;
    const quoted = columns.map((column) => `"${column}"`);
    const result = await client.query({
      text: `select ${quoted.map((c) => `${c}::text`).join(', ')} from "${table.schema}"."${table.name}" order by ${quoted.join(', ')}`,
      rowMode: 'array',
    });
    if (result.rows.length) rows.push({ table: name, columns, values: result.rows as (string | null)[][] });
  }
  return rows;
}
