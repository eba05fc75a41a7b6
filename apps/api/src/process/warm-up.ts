import type { FastifyInstance } from 'fastify';

/**
 * Builds the app's caches of the figures (app.warmUp) the first time it is called with the app
 * ready, once per process, in the background: a failure is logged, and the first requests then
 * build what is missing themselves.
 */
export function warmUpWhenReady(app: FastifyInstance): () => void {
  let started = false;
  return () => {
    if (started || !app.readiness.ready) return;
    started = true;
    const at = performance.now();
    app.warmUp().then(
      () => app.log.info(`figures cached ahead in ${Math.round(performance.now() - at)} ms`),
      (err: unknown) =>
        app.log.warn({ err }, 'caching the figures ahead failed; the first requests will'),
    );
  };
}
