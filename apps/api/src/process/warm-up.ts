import type { FastifyInstance } from 'fastify';

/** The apps whose caches are built or being built: once per app. */
const started = new WeakSet<FastifyInstance>();

/**
 * Builds the app's caches of the figures (app.warmUp) in the background the first time it is
 * called with the app ready; later calls do nothing. A failure is logged, and the first
 * requests then build what is missing themselves.
 */
export function warmUpWhenReady(app: FastifyInstance): void {
  if (started.has(app) || !app.readiness.ready) return;
  started.add(app);
  const at = performance.now();
  app.warmUp().then(
    () => app.log.info(`figures cached ahead in ${Math.round(performance.now() - at)} ms`),
    (err: unknown) =>
      app.log.warn({ err }, 'caching the figures ahead failed; the first requests will'),
  );
}
