import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { importScorecardData } from './run';

/** The one line logged when there is nothing to rank (CONTRACT, SCORECARD_DIR). */
export function noDataMessage(dir: string): string {
  return (
    `No College Scorecard data found in ${dir}: the rankings stay empty until you import it ` +
    'with `npm run data:import -- --dir <folder>` (or set SCORECARD_DIR and restart).'
  );
}

/**
 * Runs the import on start (health stays 503 meanwhile). Unchanged files are skipped, so a
 * restart costs a few file stats. Never stops the server: a failure keeps the previous data.
 */
export async function importOnStart(db: Db, config: AppConfig, log: FastifyBaseLogger) {
  try {
    const summary = await importScorecardData(db, {
      folders: config,
      log: { info: (m) => log.info(m), warn: (m) => log.warn(m), error: (m) => log.error(m) },
    });
    if (!summary.hasData) log.warn(noDataMessage(config.scorecardDir));
  } catch (err) {
    log.error(
      { err },
      'the College Scorecard import failed; the server starts with the data it had',
    );
  }
}
