import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/pglite-lock';
import { loadEnvFile } from './env-file';
import { runPrimary } from './process/primary';
import { runSingle } from './process/single';
import { runWorker } from './process/worker';

/**
 * Entry: `.env` when present (env-file.ts), the config, then one API process (WEB_CONCURRENCY=1,
 * process/single.ts) or a cluster primary (process/primary.ts) whose workers run this same file
 * (process/worker.ts).
 */
async function main(): Promise<void> {
  loadEnvFile();
  const config = loadConfig();
  if (config.webConcurrency === 1) return runSingle(config);
  if (cluster.isWorker) return runWorker(config, cluster.worker!);
  // This module, not process.argv[1]: `npm start` runs a script that imports the bundle.
  return runPrimary(config, fileURLToPath(import.meta.url));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(`DegreeWorth cannot start: ${err.message}`);
  } else {
    console.error('DegreeWorth failed to start:', err);
  }
  process.exit(1);
});
