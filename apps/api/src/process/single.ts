import { buildApp } from '../app';
import { type AppConfig, configWarnings, describeConfig } from '../config';
import { openDatabase } from '../db/client';
import { applyReadiness } from '../plugins/readiness';
import { onShutdown } from './shutdown';
import { importThenReady, prepareDatabase } from './startup-work';
import { warmUpWhenReady } from './warm-up';

/**
 * One API process (WEB_CONCURRENCY=1, the default and the only choice on PGlite): open the
 * database → listen (health says "starting") → migrate and seed (API routes 503) → import
 * with every route answering (health "importing") → ready. Closes cleanly on SIGTERM/SIGINT.
 */
export async function runSingle(config: AppConfig): Promise<void> {
  const database = await openDatabase(config);
  const app = await buildApp(config, { database, ready: false });
  app.addHook('onClose', async () => database.close());
  const stopImport = new AbortController();
  let importing: Promise<void> = Promise.resolve();
  onShutdown(async () => {
    // The import stops at its next step (the previous data stays), then the app and database.
    stopImport.abort();
    await importing;
    await app.close();
  }, app.log);

  await app.listen({ port: config.port, host: config.host });
  app.log.info(describeConfig(config));
  for (const warning of configWarnings(config)) app.log.warn(warning);
  const publish = (state: Parameters<typeof applyReadiness>[1]) => applyReadiness(app, state);
  await prepareDatabase(database, config, app.log, publish);
  app.log.info(`DegreeWorth answers on http://${config.host}:${config.port} (1 process)`);
  importing = importThenReady(database, config, app.log, publish, stopImport.signal);
  await importing;
  if (app.readiness.ready)
    app.log.info(`DegreeWorth is ready on http://${config.host}:${config.port}`);
  warmUpWhenReady(app);
}
