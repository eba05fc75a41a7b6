import type { ScorecardRowReader, ScorecardSource, ScorecardYear } from '@degreeworth/core';
import type { scorecardInstitutionRows } from '../../db/schema';

/**
 * The imported institution rows as sources of the core derivation (packages/core/src/scorecard):
 * the rules of which file each figure comes from live there; this file only says how to read
 * a database row by official column name.
 */

export type InstitutionRow = typeof scorecardInstitutionRows.$inferSelect;

/** An imported yearly or most-recent file with its rows by UNITID. */
export interface SourceFile extends ScorecardSource<InstitutionRow> {
  importedAt: Date;
}

/** Where every figure of one ranking year comes from, resolved once for all its colleges. */
export type YearContext = ScorecardYear<SourceFile>;

/** Official column → row key: columns are stored lower-cased, and Drizzle camel-cases them
 * (C150_4_POOLED → c150_4_pooled → c1504Pooled). */
const keys = new Map<string, keyof InstitutionRow>();
function keyOf(column: string): keyof InstitutionRow {
  let key = keys.get(column);
  if (!key) {
    const camel = column.toLowerCase().replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
    key = camel as keyof InstitutionRow;
    keys.set(column, key);
  }
  return key;
}

/** Reads a stored institution row by official column name (unknown columns read as null). */
export const institutionRowReader: ScorecardRowReader<InstitutionRow> = {
  number: (row, column) => (row[keyOf(column)] as number | null | undefined) ?? null,
  text: (row, column) => (row[keyOf(column)] as string | null | undefined) ?? null,
  shares: (row) => row.pcip ?? {},
};
