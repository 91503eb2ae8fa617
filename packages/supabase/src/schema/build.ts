import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'libpg-query';
import type pg from 'pg';

/** The declarative schema: the database as it is, one file per table or family of functions. */
export interface Statement {
  file: string;
  sql: string;
}

export async function schemaFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.sql'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Splits a file into statements with PostgreSQL's own parser, so a syntax error names its file. */
export async function statementsOf(file: string, relativeTo: string): Promise<Statement[]> {
  const text = await readFile(file, 'utf8');
  const name = path.relative(relativeTo, file);
  let parsed: Awaited<ReturnType<typeof parse>>;
  try {
    parsed = await parse(text);
  } catch (error) {
    throw new Error(`${name}: ${(error as Error).message}`, { cause: error });
  }
  // The parser counts bytes; slicing a Buffer keeps non-ASCII text (—, é) from shifting statements.
  const bytes = Buffer.from(text, 'utf8');
  return (parsed.stmts ?? []).map((statement) => {
    const start = statement.stmt_location ?? 0;
    const end = statement.stmt_len ? start + statement.stmt_len : bytes.length;
    return { file: name, sql: bytes.subarray(start, end).toString('utf8').trim() };
  });
}

// A statement that names something another file makes waits for it: the files need no order.
const WAITS_FOR_ANOTHER = new Set([
  '42P01', // undefined_table
  '42883', // undefined_function
  '42704', // undefined_object (a type, a role-less policy target)
  '3F000', // invalid_schema_name
  '42703', // undefined_column (an index or a view over a column another file adds)
]);

/**
 * Applies every statement of the schema files, in one transaction: statements that need something
 * a later file makes are retried after the rest, until all are made or none can be. Function bodies
 * are checked when called, as pg_dump does, so a function may name tables made after it.
 */
export async function buildFromSchema(client: pg.Client, dir: string): Promise<number> {
  let waiting: Statement[] = [];
  for (const file of await schemaFiles(dir)) waiting.push(...(await statementsOf(file, dir)));
  const total = waiting.length;
  await client.query('begin');
  try {
    await client.query('set local check_function_bodies = off');
    for (;;) {
      const failed: { statement: Statement; error: Error }[] = [];
      for (const statement of waiting) {
        await client.query('savepoint statement');
        try {
          await client.query(statement.sql);
          await client.query('release savepoint statement');
        } catch (error) {
          await client.query('rollback to savepoint statement');
          const code = (error as { code?: string }).code ?? '';
          if (!WAITS_FOR_ANOTHER.has(code)) throw describe(statement, error as Error);
          failed.push({ statement, error: error as Error });
        }
      }
      if (failed.length === 0) break;
      if (failed.length === waiting.length) {
        throw new Error(
          `The schema files cannot be built; these statements need something no file makes:\n${failed
            .map(({ statement, error }) => `  ${describe(statement, error).message}`)
            .join('\n')}`,
        );
      }
      waiting = failed.map(({ statement }) => statement);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  return total;
}

function describe(statement: Statement, error: Error): Error {
  const firstLine = statement.sql.split('\n')[0]?.slice(0, 100);
  return new Error(`${statement.file}: ${error.message} (in "${firstLine}")`, { cause: error });
}
