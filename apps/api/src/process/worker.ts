import type { Worker } from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import { openDatabase } from '../db/client';
import { applyReadiness, type ReadinessState, STARTING } from '../plugins/readiness';
import { isStateMessage, STATE_REQUEST } from './messages';
import { onShutdown } from './shutdown';
import { warmUpWhenReady } from './warm-up';

/**
 * One of WEB_CONCURRENCY API processes (node:cluster worker): builds the whole app on the
 * shared PostgreSQL and Redis and listens on the shared port. The primary migrates and imports;
 * this process only shows the state the primary sends, so every worker's health says the same.
 */
export async function runWorker(config: AppConfig, worker: Worker): Promise<void> {
  let app: FastifyInstance | null = null;
  let latest: ReadinessState = STARTING;
  // Listen before asking: a message that arrives with no listener is lost.
  process.on('message', (m: unknown) => {
    if (!isStateMessage(m)) return;
    latest = m.state;
    if (!app) return;
    applyReadiness(app, latest);
    warmUpWhenReady(app);
  });
  process.send?.(STATE_REQUEST);

  const database = await openDatabase(config);
  app = await buildApp(config, { database, ready: false });
  app.readiness.worker = worker.id;
  applyReadiness(app, latest);
  app.addHook('onClose', async () => database.close());
  const built = app;
  const shutdown = onShutdown(() => built.close(), app.log);
  // The primary is gone (killed): nobody would restart or stop this process any more.
  process.on('disconnect', () => shutdown('the primary process is gone'));
  await app.listen({ port: config.port, host: config.host });
  warmUpWhenReady(app);
}
