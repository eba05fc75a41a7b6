import type { ImportLog } from './store/store-file';

/**
 * How far a running College Scorecard import is, for the log and the health
 * answer. Small and serializable: the cluster primary sends it to its workers as it is.
 */
export interface ImportProgress {
  /** `reading`: the changed files one by one; `recomputing`: the ranking figures. */
  phase: 'reading' | 'recomputing';
  /** 1-based number of the file being read, of `files` changed files (0 of 0 when none). */
  file: number;
  files: number;
  /** The file being read; null while recomputing. */
  name: string | null;
  /** Rows read of the current file, or college-years computed while recomputing. */
  rows: number;
  /** Whole percent of the current phase: bytes of the changed files, or recompute steps. */
  percent: number;
}

export type ProgressListener = (progress: ImportProgress) => void;

/** Whole percent of `done` out of `total`, within 0–100 (0 when the total is unknown). */
export function percentOf(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((done / total) * 100)));
}

const n = (v: number) => v.toLocaleString('en-US');

/** "file 2 of 7 (MERGED2020_21_PP.csv), 12,345 rows, 41 %" or the recompute's line. */
export function describeProgress(p: ImportProgress): string {
  if (p.phase === 'recomputing') {
    return `scorecard import: recomputing the rankings, ${n(p.rows)} college-years, ${p.percent} %`;
  }
  return `scorecard import: file ${p.file} of ${p.files} (${p.name}), ${n(p.rows)} rows, ${p.percent} %`;
}

/**
 * A progress listener that writes log lines: one when a file (or the recompute) starts, then at
 * most one every `everyMs` while it runs. The importer's own line ends each file.
 */
export function progressLog(log: Pick<ImportLog, 'info'>, everyMs = 2_000): ProgressListener {
  let stage = '';
  let loggedAt = 0;
  return (p) => {
    const now = Date.now();
    const current = `${p.phase}:${p.file}`;
    if (current === stage && now - loggedAt < everyMs) return;
    stage = current;
    loggedAt = now;
    log.info(describeProgress(p));
  };
}

/** Several listeners as one (the log and the health answer). */
export function allOf(...listeners: (ProgressListener | undefined)[]): ProgressListener {
  const each = listeners.filter((l): l is ProgressListener => l !== undefined);
  return (p) => {
    for (const l of each) l(p);
  };
}
