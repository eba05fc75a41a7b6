import { join } from 'node:path';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { importOnStart, type StartupLog } from '../importer/startup';
import { copyMediaFilesIntoDatabase } from '../lib/media';
import { ensureSeededAdmin } from '../modules/users';
import type { ReadinessState } from '../plugins/readiness';

/** Where the startup state goes: this process's app, or every cluster worker. */
export type Publish = (state: ReadinessState) => void;

const closed = (step: string): ReadinessState => ({
  ready: false,
  serving: false,
  step,
  import: null,
});

/**
 * The work before the API may answer: migrations, images an earlier version kept as files in
 * DATA_DIR/media, then the platform admin of ADMIN_EMAIL. Meanwhile every API route but health
 * answers 503 NOT_READY.
 */
export async function prepareDatabase(
  database: Database,
  config: AppConfig,
  log: StartupLog,
  publish: Publish,
): Promise<void> {
  publish(closed('migrating the database'));
  await database.migrate();
  const copied = await copyMediaFilesIntoDatabase(database.db, join(config.dataDir, 'media'));
  if (copied) log.info(`${copied} uploaded images copied from DATA_DIR/media into the database`);
  if (config.adminEmail && config.adminPassword) {
    publish(closed('preparing the platform admin'));
    const outcome = await ensureSeededAdmin(database.db, config.adminEmail, config.adminPassword);
    log.info(`platform admin ${config.adminEmail}: ${outcome}`);
  }
}

/**
 * The College Scorecard import with the API open: the routes answer with the
 * previous data, health says "importing" with the progress, then ok (even after a failed
 * import: it is done, and the previous data stays). Resolves when ready, or when stopped.
 */
export async function importThenReady(
  database: Database,
  config: AppConfig,
  log: StartupLog,
  publish: Publish,
  signal: AbortSignal,
): Promise<void> {
  const importing = { ready: false, serving: true, step: 'importing College Scorecard data' };
  publish({ ...importing, import: null });
  const data = await importOnStart(database.db, config, log, {
    progress: (progress) => publish({ ...importing, import: progress }),
    signal,
  });
  if (signal.aborted) return;
  // `data` reaches the cluster workers with the rest: their health names a missing input too.
  publish({ ready: true, serving: true, step: 'ready', import: null, data });
}
