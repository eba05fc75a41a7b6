import { SCORECARD_SUPPRESSED_TOKENS } from '@degreeworth/core';
import { CellError, type CsvHeader, readCell, type ReadProgress, streamCsv } from './csv-reader';
import type { ColumnData } from '../store/bulk-insert';
import type { ColumnSpec, TableSpec } from './file-specs';

/** A parsed file, column-wise, ready for one bulk insert. */
export interface ParsedFile {
  /** Spec columns found in the header (official names; "PCIP*" for the PCIP group). */
  columns: string[];
  /** Spec columns with at least one value in a kept row. */
  filled: string[];
  data: ColumnData[];
  read: number;
  kept: number;
  rejected: number;
  /** The first rejections, for the log ("row 12: NPT4_PRIV = "abc" is not a number"). */
  samples: string[];
}

const MAX_SAMPLES = 5;

/** A file's result before its first row. */
export const emptyParsedFile = (): ParsedFile => ({
  columns: [],
  filled: [],
  data: [],
  read: 0,
  kept: 0,
  rejected: 0,
  samples: [],
});

interface Found {
  spec: ColumnSpec;
  position: number;
}

/** Collects the kept rows of one file column-wise; one instance per file. */
class RowCollector {
  readonly out: ParsedFile = emptyParsedFile();
  private found: Found[] = [];
  /** The columns of the JSON group (PCIP*), read after the spec's columns. */
  private shareColumns: { key: string; position: number }[] = [];
  private width = 0;
  private keyPositions: number[] = [];
  private readonly keys = new Set<string>();
  private readonly filled = new Set<string>();

  constructor(private readonly spec: TableSpec) {}

  /** Finds the spec's columns; returns the positions to read: theirs, then the share columns. */
  onHeader(header: CsvHeader): number[] {
    for (const c of this.spec.columns) {
      const position = header.index.get(c.csv);
      if (position !== undefined) this.found.push({ spec: c, position });
      else if (c.required) throw new Error(`the header has no ${c.csv} column`);
    }
    const prefix = this.spec.jsonPrefix?.prefix;
    if (prefix) {
      this.shareColumns = header.names.flatMap((name, position) =>
        name.startsWith(prefix) ? [{ key: name.slice(prefix.length), position }] : [],
      );
    }
    this.width = header.names.length;
    this.out.columns = this.found.map((f) => f.spec.csv);
    if (this.shareColumns.length) this.out.columns.push(`${prefix}*`);
    this.out.data = this.found.map((f) => ({ db: f.spec.db, sql: f.spec.sql, values: [] }));
    if (this.spec.jsonPrefix)
      this.out.data.push({ db: this.spec.jsonPrefix.db, sql: 'json', values: [] });
    if (this.spec.suppressedInto)
      this.out.data.push({ db: this.spec.suppressedInto, sql: 'text[]', values: [] });
    const keyOf = (k: string) => this.found.findIndex((f) => f.spec.csv === k);
    this.keyPositions = (this.spec.key ?? []).map(keyOf);
    return [...this.found.map((f) => f.position), ...this.shareColumns.map((c) => c.position)];
  }

  /** `fields`: the record's fields at the positions onHeader returned, in that order. */
  onRecord(fields: readonly (string | undefined)[], width: number, n: number): void {
    this.out.read++;
    if (width !== this.width) {
      return this.reject(n, `has ${width} fields, the header ${this.width}`);
    }
    let values: unknown[];
    let shares: Record<string, number> | null;
    try {
      values = this.found.map((f, i) => readCell(fields[i], f.spec.type, f.spec.csv, f.spec.range));
      this.found.forEach((f, i) => {
        if (f.spec.required && values[i] === null) throw new CellError(`${f.spec.csv} is empty`);
      });
      shares = this.readShares(fields);
    } catch (err) {
      if (err instanceof CellError) return this.reject(n, err.message);
      throw err;
    }
    if (!this.isNewKey(values)) return this.reject(n, 'repeats the key of an earlier row');
    this.keep(values, shares);
    if (this.spec.suppressedInto)
      this.out.data[this.out.data.length - 1]!.values.push(this.suppressed(fields));
  }

  /** The spec columns of a row whose cell is privacy suppressed, or null when none is. */
  private suppressed(fields: readonly (string | undefined)[]): string[] | null {
    const names = this.found.flatMap((f, i) =>
      SCORECARD_SUPPRESSED_TOKENS.has(fields[i]?.trim() ?? '') ? [f.spec.csv] : [],
    );
    return names.length ? names : null;
  }

  finish(): ParsedFile {
    this.out.filled = [...this.filled];
    return this.out;
  }

  private isNewKey(values: unknown[]): boolean {
    if (this.keyPositions.length === 0) return true;
    const key = this.keyPositions.map((p) => String(values[p])).join('|');
    if (this.keys.has(key)) return false;
    this.keys.add(key);
    return true;
  }

  private keep(values: unknown[], shares: Record<string, number> | null): void {
    values.forEach((v, i) => {
      this.out.data[i]!.values.push(v);
      if (v !== null) this.filled.add(this.found[i]!.spec.csv);
    });
    if (this.spec.jsonPrefix) this.out.data[this.found.length]!.values.push(shares);
    this.out.kept++;
  }

  private reject(n: number, why: string): void {
    this.out.rejected++;
    if (this.out.samples.length < MAX_SAMPLES) this.out.samples.push(`row ${n}: ${why}`);
  }

  /** The PCIP* cells of a row as {"11": 0.12, …} (known values only), or null when none. */
  private readShares(fields: readonly (string | undefined)[]): Record<string, number> | null {
    let shares: Record<string, number> | null = null;
    const first = this.found.length;
    for (const [i, { key }] of this.shareColumns.entries()) {
      const range = this.spec.jsonPrefix?.range;
      const value = readCell(fields[first + i], 'number', `PCIP${key}`, range) as number | null;
      if (value !== null) (shares ??= {})[key] = value;
    }
    return shares;
  }
}

/**
 * Reads a file by column name into column arrays. A row whose numeric cell is not a number,
 * whose key is missing or repeated, or whose field count differs from the header is a
 * counted rejection (logged by the caller), never a crash; malformed CSV throws.
 */
export async function parseFile(
  path: string,
  spec: TableSpec,
  onProgress?: ReadProgress,
): Promise<ParsedFile> {
  const collector = new RowCollector(spec);
  await streamCsv(path, {
    onHeader: (header) => collector.onHeader(header),
    onRecord: (fields, width, n) => collector.onRecord(fields, width, n),
    onProgress,
  });
  return collector.finish();
}
