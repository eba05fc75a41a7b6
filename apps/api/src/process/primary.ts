import cluster from 'node:cluster';
import { pino } from 'pino';
import { type AppConfig, configWarnings, describeConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { loggerOptions } from '../lib/logger';
import { stateRelay } from './relay';
import { onShutdown } from './shutdown';
import { importThenReady, prepareDatabase } from './startup-work';
import { superviseWorkers } from './supervisor';

/** How long workers get to finish their requests on shutdown before SIGKILL. */
const WORKER_STOP_MS = 8_000;

/**
 * The cluster primary (WEB_CONCURRENCY > 1): forks the API processes (they
 * share the port; node:cluster hands them connections in turn), then migrates, seeds the admin
 * and imports the data itself while they answer, relaying each step and the import progress to
 * them (IPC). It serves no request. Restarts a worker that dies; SIGTERM/SIGINT stop them all.
 */
export async function runPrimary(config: AppConfig, entry: string): Promise<void> {
  const log = pino(loggerOptions(config.logLevel));
  const where = `http://${config.host}:${config.port}`;
  log.info(describeConfig(config));
  for (const warning of configWarnings(config)) log.warn(warning);
  log.info(`starting ${config.webConcurrency} API processes on ${where}`);
  cluster.setupPrimary({ exec: entry, args: process.argv.slice(2) });
  const stopImport = new AbortController();
  let database: Database | null = null;
  let work: Promise<void> = Promise.resolve();
  const shutdown = onShutdown(async () => {
    stopImport.abort();
    await workers.stop(WORKER_STOP_MS);
    await work.catch(() => undefined);
    await database?.close();
  }, log);
  const relay = stateRelay((state) => workers.broadcast(state));
  // Ready once the data is and every worker listens, whichever comes last.
  let pending = 2;
  const readyOnce = () => {
    if (--pending === 0)
      log.info(`DegreeWorth is ready on ${where} (${config.webConcurrency} processes)`);
  };
  const workers = superviseWorkers({
    count: config.webConcurrency,
    log,
    state: relay.current,
    onAllListening: () => {
      log.info(`DegreeWorth runs ${config.webConcurrency} API processes on ${where}`);
      readyOnce();
    },
    onGiveUp: (reason) => {
      log.fatal(`DegreeWorth cannot start: ${reason}`);
      process.exitCode = 1;
      shutdown('the API processes cannot start');
    },
  });

  database = await openDatabase(config);
  const open = database;
  work = (async () => {
    await prepareDatabase(open, config, log, relay.publish);
    await importThenReady(open, config, log, relay.publish, stopImport.signal);
  })();
  await work;
  if (stopImport.signal.aborted) return;
  readyOnce();
  // The workers have their own connections; the primary needs none until the next start.
  database = null;
  await open.close();
}
