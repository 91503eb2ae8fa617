import type pg from 'pg';

// Supabase's `supabase gen types typescript` needs its CLI and Docker, neither of which runs here,
// so this writes the same shape from the migrated database's catalog. A test regenerates it against
// the local stack and fails when the committed file has drifted from the migrations.

const SCALARS: Record<string, string> = {
  uuid: 'string',
  text: 'string',
  varchar: 'string',
  bpchar: 'string',
  citext: 'string',
  name: 'string',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  bool: 'boolean',
  timestamptz: 'string',
  timestamp: 'string',
  date: 'string',
  time: 'string',
  json: 'Json',
  jsonb: 'Json',
  void: 'undefined',
};

function tsType(udt: string): string {
  if (udt.startsWith('_')) return `${tsType(udt.slice(1))}[]`;
  return SCALARS[udt] ?? 'unknown';
}

interface Column {
  table_name: string;
  column_name: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  is_generated: 'ALWAYS' | 'NEVER';
  is_identity: 'YES' | 'NO';
}

interface ForeignKey {
  table_name: string;
  constraint_name: string;
  columns: string[];
  referenced_table: string;
  referenced_columns: string[];
}

interface FunctionArg {
  name: string;
  udt: string;
  mode: 'i' | 'o' | 't' | 'b' | 'v';
  has_default: boolean;
}

interface FunctionRow {
  name: string;
  returns_set: boolean;
  return_udt: string;
  args: FunctionArg[];
}

const indent = (level: number) => '  '.repeat(level);

export async function generateDatabaseTypes(client: pg.Client): Promise<string> {
  const columns = (
    await client.query<Column>(`
      select c.table_name, c.column_name, c.udt_name, c.is_nullable, c.column_default, c.is_generated, c.is_identity
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by c.table_name, c.column_name`)
  ).rows;
  // Views are read-only here (staff's inbox and report): a Row type, every column nullable as
  // PostgreSQL reports a view's columns.
  const viewColumns = (
    await client.query<Column>(`
      select c.table_name, c.column_name, c.udt_name, c.is_nullable, c.column_default, c.is_generated, c.is_identity
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'VIEW'
      order by c.table_name, c.column_name`)
  ).rows;
  const foreignKeys = (
    await client.query<ForeignKey>(`
      select rel.relname as table_name, con.conname as constraint_name,
             array(select attname from pg_attribute where attrelid = con.conrelid and attnum = any (con.conkey) order by attnum)::text[] as columns,
             ref.relname as referenced_table,
             array(select attname from pg_attribute where attrelid = con.confrelid and attnum = any (con.confkey) order by attnum)::text[] as referenced_columns
      from pg_constraint con
      join pg_class rel on rel.oid = con.conrelid
      join pg_class ref on ref.oid = con.confrelid
      join pg_namespace n on n.oid = rel.relnamespace
      where con.contype = 'f' and n.nspname = 'public'
      order by rel.relname, con.conname`)
  ).rows;
  const functions = (
    await client.query<FunctionRow>(`
      select p.proname as name, p.proretset as returns_set, rt.typname as return_udt,
             coalesce((
               select json_agg(json_build_object(
                 'name', a.name, 'udt', t.typname, 'mode', a.mode,
                 'has_default', a.ordinality > p.pronargs - p.pronargdefaults and a.mode in ('i', 'b')) order by a.ordinality)
               from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]), p.proargnames,
                           coalesce(p.proargmodes, array_fill('i'::"char", array[p.pronargs])))
                    with ordinality as a(type_oid, name, mode, ordinality)
               join pg_type t on t.oid = a.type_oid), '[]') as args
      from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      join pg_type rt on rt.oid = p.prorettype
      where n.nspname = 'public' and p.prokind = 'f'
      order by p.proname`)
  ).rows;

  const tables = [...new Set(columns.map((column) => column.table_name))];
  const lines: string[] = [
    '// Generated from the migrations by `pnpm --filter @pond/supabase gen:types`; do not edit.',
    'export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];',
    '',
    'export type Database = {',
    `${indent(1)}__InternalSupabase: { PostgrestVersion: '12' };`,
    `${indent(1)}public: {`,
    `${indent(2)}Tables: {`,
  ];
  for (const table of tables) {
    const own = columns.filter((column) => column.table_name === table);
    const field = (column: Column, mode: 'Row' | 'Insert' | 'Update') => {
      const type = `${tsType(column.udt_name)}${column.is_nullable === 'YES' ? ' | null' : ''}`;
      const generated =
        column.is_generated === 'ALWAYS' ||
        (column.is_identity === 'YES' && column.column_default === null && mode !== 'Row');
      if (mode === 'Row') return `${column.column_name}: ${type};`;
      if (generated) return `${column.column_name}?: never;`;
      const optional =
        mode === 'Update' ||
        column.is_nullable === 'YES' ||
        column.column_default !== null ||
        column.is_identity === 'YES';
      return `${column.column_name}${optional ? '?' : ''}: ${type};`;
    };
    lines.push(`${indent(3)}${table}: {`);
    for (const mode of ['Row', 'Insert', 'Update'] as const) {
      lines.push(
        `${indent(4)}${mode}: {`,
        ...own.map((column) => `${indent(5)}${field(column, mode)}`),
        `${indent(4)}};`,
      );
    }
    const relationships = foreignKeys.filter((key) => key.table_name === table);
    lines.push(`${indent(4)}Relationships: [`);
    for (const key of relationships) {
      lines.push(
        `${indent(5)}{`,
        `${indent(6)}foreignKeyName: '${key.constraint_name}';`,
        `${indent(6)}columns: [${key.columns.map((c) => `'${c}'`).join(', ')}];`,
        `${indent(6)}isOneToOne: false;`,
        `${indent(6)}referencedRelation: '${key.referenced_table}';`,
        `${indent(6)}referencedColumns: [${key.referenced_columns.map((c) => `'${c}'`).join(', ')}];`,
        `${indent(5)}},`,
      );
    }
    lines.push(`${indent(4)}];`, `${indent(3)}};`);
  }
  lines.push(`${indent(2)}};`);
  const views = [...new Set(viewColumns.map((column) => column.table_name))];
  if (views.length === 0) lines.push(`${indent(2)}Views: { [_ in never]: never };`);
  else {
    lines.push(`${indent(2)}Views: {`);
    for (const view of views) {
      lines.push(`${indent(3)}${view}: {`, `${indent(4)}Row: {`);
      for (const column of viewColumns.filter((c) => c.table_name === view))
        lines.push(`${indent(5)}${column.column_name}: ${tsType(column.udt_name)} | null;`);
      lines.push(`${indent(4)}};`, `${indent(4)}Relationships: [];`, `${indent(3)}};`);
    }
    lines.push(`${indent(2)}};`);
  }
  lines.push(`${indent(2)}Functions: {`);
  for (const fn of functions) {
    const inputs = fn.args.filter((arg) => arg.mode === 'i' || arg.mode === 'b' || arg.mode === 'v');
    const outputs = fn.args.filter((arg) => arg.mode === 'o' || arg.mode === 't' || arg.mode === 'b');
    const args =
      inputs.length === 0
        ? 'never'
        : `{ ${inputs.map((arg) => `${arg.name}${arg.has_default ? '?' : ''}: ${tsType(arg.udt)}`).join('; ')} }`;
    const row =
      outputs.length > 0
        ? `{ ${outputs.map((arg) => `${arg.name}: ${tsType(arg.udt)} | null`).join('; ')} }`
        : tsType(fn.return_udt);
    lines.push(`${indent(3)}${fn.name}: { Args: ${args}; Returns: ${fn.returns_set ? `${row}[]` : row} };`);
  }
  lines.push(
    `${indent(2)}};`,
    `${indent(2)}Enums: { [_ in never]: never };`,
    `${indent(2)}CompositeTypes: { [_ in never]: never };`,
    `${indent(1)}};`,
    '};',
    '',
  );
  return lines.join('\n');
}
