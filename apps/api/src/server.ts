import { buildApp } from './app';
import { ConfigError, describeConfig, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/pglite-lock';
import { importOnStart } from './importer/startup';
import { ensureSeededAdmin } from './modules/users/seed-admin';

/**
 * Entry: load config → open the database → listen (health says "starting") →
 * migrate → ready. Closes cleanly on SIGTERM/SIGINT.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const app = await buildApp(config, { database, ready: false });
  app.addHook('onClose', async () => database.close());

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(describeConfig(config));

  app.readiness.step = 'migrating the database';
  await database.migrate();
  app.readiness.step = 'importing College Scorecard data';
  await importOnStart(database.db, config, app.log);
  if (config.adminEmail && config.adminPassword) {
    app.readiness.step = 'preparing the platform admin';
    const outcome = await ensureSeededAdmin(database.db, config.adminEmail, config.adminPassword);
    app.log.info(`platform admin ${config.adminEmail}: ${outcome}`);
  }
  app.readiness.ready = true;
  app.readiness.step = 'ready';
  app.log.info(`DegreeWorth is ready on http://${config.host}:${config.port}`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(`DegreeWorth cannot start: ${err.message}`);
  } else {
    console.error('DegreeWorth failed to start:', err);
  }
  process.exit(1);
});
