import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SqlType } from '../read/file-specs';

/** One table column and its values (index = row). */
export interface ColumnData {
  db: string;
  sql: SqlType;
  values: unknown[];
}

/**
 * Rows per statement. Each column travels as ONE array parameter through `unnest` (never
 * one parameter per value: large parameter lists overflow the stack).
 */
const CHUNK_ROWS = 10_000;

/**
 * JSON travels as text, and a list as text too (unnest would flatten a 2-D array): a
 * comma-joined string for text lists, an array literal for number lists; the SELECT turns
 * them back.
 */
const TEXT_ON_THE_WIRE = new Set<SqlType>(['json', 'jsonb', 'text[]', 'float8[]']);
const arrayType = (t: SqlType) => (TEXT_ON_THE_WIRE.has(t) ? 'text[]' : `${t}[]`);

function selectOf(t: SqlType, alias: string): string {
  if (t === 'text[]') return `string_to_array(${alias}, ',')`;
  return TEXT_ON_THE_WIRE.has(t) ? `${alias}::${t}` : alias;
}

const numberList = (v: (number | null)[]) =>
  `{${v.map((x) => (x === null ? 'NULL' : x)).join(',')}}`;

function wireValues(t: SqlType, values: unknown[]): unknown[] {
  const each = (f: (v: never) => string) => values.map((v) => (v == null ? null : f(v as never)));
  if (t === 'json' || t === 'jsonb') return each(JSON.stringify);
  if (t === 'text[]') return each((v: string[]) => v.join(','));
  if (t === 'float8[]') return each(numberList);
  return values;
}

function insertChunk(table: string, columns: ColumnData[], from: number, to: number): SQL {
  const names = columns.map((c) => `"${c.db}"`).join(', ');
  const aliases = columns.map((_, i) => `c${i}`);
  const select = columns.map((c, i) => selectOf(c.sql, `c${i}`)).join(', ');
  const params = columns.map((c) => {
    const values = wireValues(c.sql, c.values.slice(from, to));
    return sql`${sql.param(values)}::${sql.raw(arrayType(c.sql))}`;
  });
  return sql`insert into ${sql.identifier(table)} (${sql.raw(names)}) select ${sql.raw(select)} from unnest(${sql.join(params, sql`, `)}) as u(${sql.raw(aliases.join(', '))})`;
}

/** How a bulk insert is cut: the defaults write 10,000 rows a statement, back to back. */
export interface InsertSteps {
  /** Rows per statement. */
  chunkRows?: number;
  /**
   * Awaited after each statement with the rows written so far: PGlite runs a statement on the
   * JavaScript thread, so the embedded write pauses there to let requests in (and reports).
   */
  between?: (rowsDone: number) => Promise<void> | void;
}

/** Inserts `rowCount` rows given column-wise; table and column names come from code, never input. */
export async function bulkInsert(
  db: Db,
  table: string,
  columns: ColumnData[],
  rowCount: number,
  steps: InsertSteps = {},
): Promise<void> {
  const chunk = steps.chunkRows ?? CHUNK_ROWS;
  for (let from = 0; from < rowCount; from += chunk) {
    const to = Math.min(rowCount, from + chunk);
    await db.execute(insertChunk(table, columns, from, to));
    await steps.between?.(to);
  }
}
