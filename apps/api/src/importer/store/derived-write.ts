import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rankingYears, scorecardMeta } from '../../db/schema';
import { bulkInsert, type ColumnData, type InsertSteps } from './bulk-insert';
import { lockImport } from './store-file';

/**
 * Two ways to replace the derived tables (ranking_rows, college_details, college_programs,
 * ranking_years) so that readers see either every previous figure or every new one. The new
 * rows are appended as they are computed, a year at a time, so the recompute never holds
 * every year's figures:
 *
 * - `transaction` (PostgreSQL): delete and insert in ONE transaction, open while the figures
 *   are computed. Readers keep reading the previous rows (MVCC) until the commit; nothing
 *   waits.
 * - `swap` (PGlite): PGlite serializes every query on its one connection and runs each
 *   statement on the JavaScript thread, so one transaction of a few seconds stalls every
 *   request for as long (measured: 4.4 s for the development data). The new rows go into
 *   staging tables in small statements outside any transaction (requests run in between),
 *   their indexes are built, and a short transaction drops the old tables and renames the
 *   staging ones (with their indexes and keys) to the old names (~40 ms). It works on
 *   PostgreSQL too (the tests run it there), but its switch takes exclusive table locks and
 *   loses GRANTs given on the old tables, so `transaction` stays the default there.
 */
export type DerivedWriteMode = 'transaction' | 'swap';

/** `swap` on PGlite (one connection shared with the app's requests), else `transaction`. */
export const defaultWriteMode = (db: Db): DerivedWriteMode =>
  (db as { $client?: unknown }).$client instanceof PGlite ? 'swap' : 'transaction';

export type DerivedTableName = 'ranking_rows' | 'college_details' | 'college_programs';
const DERIVED_TABLES: readonly DerivedTableName[] = [
  'ranking_rows',
  'college_details',
  'college_programs',
];

/** What the recompute writes the new figures with. */
export interface DerivedWriter {
  /** Adds rows, given column-wise, to a table of the new figures; no reader sees them yet. */
  append(table: DerivedTableName, columns: ColumnData[], rows: number): Promise<void>;
  /**
   * The connection to read the raw tables through meanwhile: in `transaction` mode the
   * transaction's own (on PGlite any other would wait for the transaction to end).
   */
  db: Db;
}

/** What the switch writes with the new rows: the years offered and the generation. */
export interface DerivedSwitch {
  years: (typeof rankingYears.$inferInsert)[];
  meta: { key: string; value: unknown };
}

/** The table the new rows of `table` go to before the swap. */
const staging = (table: string) => `${table}_next`;

/** The years and the generation (scorecard_meta): the switch readers and caches look at. */
async function writeYearsAndMeta(tx: Db, data: DerivedSwitch): Promise<void> {
  await tx.execute(sql`delete from ranking_years`);
  if (data.years.length) await tx.insert(rankingYears).values(data.years);
  const { key, value } = data.meta;
  await tx
    .insert(scorecardMeta)
    .values({ key, value })
    .onConflictDoUpdate({ target: scorecardMeta.key, set: { value } });
}

/**
 * Runs `fill`, which computes the new figures and appends them, then switches readers to them
 * at once (see DerivedWriteMode). When `fill` throws, or `steps.between` does (a shutdown),
 * the previous figures stay and nothing of the new ones is left.
 */
export async function replaceDerived<T extends DerivedSwitch>(
  db: Db,
  mode: DerivedWriteMode,
  steps: InsertSteps,
  fill: (writer: DerivedWriter) => Promise<T>,
): Promise<T> {
  return mode === 'swap' ? bySwap(db, steps, fill) : inTransaction(db, steps, fill);
}

async function inTransaction<T extends DerivedSwitch>(
  db: Db,
  steps: InsertSteps,
  fill: (writer: DerivedWriter) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await lockImport(tx);
    for (const table of DERIVED_TABLES) await tx.execute(sql`delete from ${sql.identifier(table)}`);
    const done = await fill({
      append: (table, columns, rows) => bulkInsert(tx, table, columns, rows, steps),
      db: tx,
    });
    await writeYearsAndMeta(tx, done);
    return done;
  });
}

interface IndexDef {
  /** The index's (or its constraint's) name on the live table. */
  name: string;
  /** Builds it on `table` under `tempName`. */
  create(table: string, tempName: string): string;
  /** A primary key or unique constraint: renamed with RENAME CONSTRAINT. */
  isConstraint: boolean;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The keys and indexes of a table, as statements that rebuild them on another table. */
async function indexDefs(db: Db, table: string): Promise<IndexDef[]> {
  const constraints = rowsOf<{ name: string; def: string }>(
    await db.execute(sql`select conname as name, pg_get_constraintdef(oid) as def
      from pg_constraint where conrelid = ${table}::regclass and contype in ('p', 'u')`),
  );
  const indexes = rowsOf<{ name: string; def: string }>(
    await db.execute(sql`select c.relname as name, pg_get_indexdef(i.indexrelid) as def
      from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid = ${table}::regclass
        and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`),
  );
  const q = (name: string) => `"${name}"`;
  return [
    ...constraints.map((c) => ({
      name: c.name,
      isConstraint: true,
      create: (t: string, temp: string) => `alter table ${q(t)} add constraint ${q(temp)} ${c.def}`,
    })),
    ...indexes.map((ix) => {
      const m = /^CREATE (UNIQUE )?INDEX \S+ ON \S+ (USING .*)$/.exec(ix.def);
      if (!m) throw new Error(`cannot rebuild index ${ix.name} (${ix.def})`);
      return {
        name: ix.name,
        isConstraint: false,
        create: (t: string, temp: string) =>
          `create ${m[1] ?? ''}index ${q(temp)} on ${q(t)} ${m[2]}`,
      };
    }),
  ];
}

async function dropStaging(db: Db): Promise<void> {
  for (const table of DERIVED_TABLES)
    await db.execute(sql`drop table if exists ${sql.identifier(staging(table))}`);
}

/** Builds the keys and indexes of `table` on its staging table; returns how to rename them. */
async function indexStaging(db: Db, table: DerivedTableName, steps: InsertSteps) {
  const next = staging(table);
  const renames: string[] = [];
  for (const [i, def] of (await indexDefs(db, table)).entries()) {
    const temp = `${next}_k${i}`;
    await db.execute(sql.raw(def.create(next, temp)));
    await steps.between?.(0);
    renames.push(
      def.isConstraint
        ? `alter table "${table}" rename constraint "${temp}" to "${def.name}"`
        : `alter index "${temp}" rename to "${def.name}"`,
    );
  }
  return renames;
}

async function bySwap<T extends DerivedSwitch>(
  db: Db,
  steps: InsertSteps,
  fill: (writer: DerivedWriter) => Promise<T>,
): Promise<T> {
  await dropStaging(db); // left by an import that stopped half-way
  try {
    for (const table of DERIVED_TABLES) {
      const t = sql.identifier(table);
      await db.execute(
        sql`create table ${sql.identifier(staging(table))} (like ${t} including all excluding indexes)`,
      );
    }
    // Without indexes the appends are plain heap writes; each index is built once at the end.
    const done = await fill({
      append: (table, columns, rows) => bulkInsert(db, staging(table), columns, rows, steps),
      db,
    });
    const renames: string[] = [];
    for (const table of DERIVED_TABLES) renames.push(...(await indexStaging(db, table, steps)));
    await db.transaction(async (tx) => {
      await lockImport(tx);
      for (const table of DERIVED_TABLES) {
        await tx.execute(sql`drop table ${sql.identifier(table)}`);
        await tx.execute(
          sql`alter table ${sql.identifier(staging(table))} rename to ${sql.identifier(table)}`,
        );
      }
      for (const statement of renames) await tx.execute(sql.raw(statement));
      await writeYearsAndMeta(tx, done);
    });
    return done;
  } finally {
    await dropStaging(db).catch(() => undefined);
  }
}
