import type { StartupLog } from '../importer/startup';

/** Longest a shutdown may take before the process exits anyway, ms. */
const FORCE_EXIT_MS = 10_000;

/**
 * Runs `stop` once, on SIGTERM, SIGINT or a call of the returned function, then exits with
 * process.exitCode (0 unless set), or 1 on an error or after FORCE_EXIT_MS.
 */
export function onShutdown(
  stop: (reason: string) => Promise<void>,
  log: StartupLog,
): (reason: string) => void {
  let closing = false;
  const shutdown = (reason: string) => {
    if (closing) return;
    closing = true;
    log.info({ reason }, 'shutting down');
    setTimeout(() => process.exit(1), FORCE_EXIT_MS).unref();
    stop(reason).then(
      () => process.exit(),
      (err: unknown) => {
        log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  return shutdown;
}
