import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { allOf, progressLog, type ProgressListener } from './progress';
import { importScorecardData } from './run';
import { type DataStatus, IMPORT_FAILED_STATUS } from './status';

/**
 * The one line logged when SCORECARD_DIR holds nothing to rank: the server still starts, and
 * the line says how to import. For the operator only: end users see a plain text without a
 * command (RANKINGS_TEXTS.noData).
 */
export function noDataMessage(dirs: readonly string[]): string {
  return (
    `No College Scorecard data found in ${dirs.join(' or ')} or its subfolders: the rankings stay empty until you import it ` +
    'with `npm run data:import -- --dir <folder>` (or set SCORECARD_DIR and restart).'
  );
}

/** Fastify's logger, or the cluster primary's pino logger. */
export type StartupLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface StartupImportOptions {
  /** Progress for the health answer; the log gets its own lines (progress.ts). */
  progress?: ProgressListener;
  /** Server shutdown: the import stops between steps and the previous data stays. */
  signal?: AbortSignal;
}

/**
 * Runs the import on start while the API already answers (health says "importing"
 * meanwhile). Unchanged files are skipped, so a restart costs a few file stats.
 * Never stops the server: a failure keeps the previous data, and the import counts as done.
 * Resolves with what the rankings have (health names a missing input), null when stopped.
 */
export async function importOnStart(
  db: Db,
  config: AppConfig,
  log: StartupLog,
  options: StartupImportOptions = {},
): Promise<DataStatus | null> {
  const lines = { info: (m: string) => log.info(m), warn: (m: string) => log.warn(m) };
  try {
    const summary = await importScorecardData(db, {
      folders: config,
      log: { ...lines, error: (m) => log.error(m) },
      progress: allOf(progressLog(lines), options.progress),
      signal: options.signal,
    });
    if (!summary.hasData) log.warn(noDataMessage(config.scorecardDirs));
    return summary.status;
  } catch (err) {
    if (options.signal?.aborted) {
      log.info('scorecard import: stopped by the shutdown; the previous data is kept');
      return null;
    }
    log.error(
      { err },
      'the College Scorecard import failed; the server goes on with the data it had',
    );
    return IMPORT_FAILED_STATUS;
  }
}
