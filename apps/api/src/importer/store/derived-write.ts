import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rankingYears, scorecardMeta } from '../../db/schema';
import { bulkInsert, type ColumnData, type InsertSteps } from './bulk-insert';
import { lockImport } from './store-file';

/**
 * Two ways to replace the derived tables (ranking_rows, college_details, ranking_years) so that
 * readers see either every previous figure or every new one:
 *
 * - `transaction` (PostgreSQL): delete and insert in ONE transaction. Readers keep reading the
 *   previous rows (MVCC) until the commit; nothing waits.
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

export interface DerivedTable {
  name: 'ranking_rows' | 'college_details';
  columns: ColumnData[];
  rows: number;
}

export interface DerivedData {
  tables: DerivedTable[];
  years: (typeof rankingYears.$inferInsert)[];
  meta: { key: string; value: unknown };
}

const staging = (table: string) => `${table}_next`;

/** The years and the generation (scorecard_meta): the switch readers and caches look at. */
async function writeYearsAndMeta(tx: Db, data: DerivedData): Promise<void> {
  await tx.execute(sql`delete from ranking_years`);
  if (data.years.length) await tx.insert(rankingYears).values(data.years);
  const { key, value } = data.meta;
  await tx
    .insert(scorecardMeta)
    .values({ key, value })
    .onConflictDoUpdate({ target: scorecardMeta.key, set: { value } });
}

export async function writeInTransaction(
  db: Db,
  data: DerivedData,
  steps: InsertSteps,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockImport(tx);
    let done = 0;
    for (const t of data.tables) {
      await tx.execute(sql`delete from ${sql.identifier(t.name)}`);
      const before = done;
      await bulkInsert(tx, t.name, t.columns, t.rows, {
        ...steps,
        between: (rows) => steps.between?.(before + rows),
      });
      done += t.rows;
    }
    await writeYearsAndMeta(tx, data);
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

async function dropStaging(db: Db, data: Pick<DerivedData, 'tables'>): Promise<void> {
  for (const t of data.tables)
    await db.execute(sql`drop table if exists ${sql.identifier(staging(t.name))}`);
}

/** Fills the staging table of `t` in small statements; returns how to rename its indexes. */
async function fillStaging(db: Db, t: DerivedTable, steps: InsertSteps) {
  const next = staging(t.name);
  await db.execute(
    sql`create table ${sql.identifier(next)} (like ${sql.identifier(t.name)} including all excluding indexes)`,
  );
  await bulkInsert(db, next, t.columns, t.rows, steps);
  const defs = await indexDefs(db, t.name);
  const renames: string[] = [];
  for (const [i, def] of defs.entries()) {
    const temp = `${next}_k${i}`;
    await db.execute(sql.raw(def.create(next, temp)));
    await steps.between?.(t.rows);
    renames.push(
      def.isConstraint
        ? `alter table "${t.name}" rename constraint "${temp}" to "${def.name}"`
        : `alter index "${temp}" rename to "${def.name}"`,
    );
  }
  return renames;
}

export async function writeBySwap(db: Db, data: DerivedData, steps: InsertSteps): Promise<void> {
  await dropStaging(db, data); // left by an import that stopped half-way
  try {
    const renames: string[] = [];
    let done = 0;
    for (const t of data.tables) {
      const before = done;
      const between = (rows: number) => steps.between?.(before + rows);
      renames.push(...(await fillStaging(db, t, { ...steps, between })));
      done += t.rows;
    }
    await db.transaction(async (tx) => {
      await lockImport(tx);
      for (const t of data.tables) {
        await tx.execute(sql`drop table ${sql.identifier(t.name)}`);
        await tx.execute(
          sql`alter table ${sql.identifier(staging(t.name))} rename to ${sql.identifier(t.name)}`,
        );
      }
      for (const statement of renames) await tx.execute(sql.raw(statement));
      await writeYearsAndMeta(tx, data);
    });
  } finally {
    await dropStaging(db, data).catch(() => undefined);
  }
}
