import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * The API's routes as registered (method, URL, zod schemas, hooks, config), collected by an
 * onRoute hook of the API's context: the document's test looks each route's own body schema
 * up here. Keyed by the HTTP server, which every context of one app shares.
 */
const tables = new WeakMap<object, RouteOptions[]>();

export function collectRoutes(api: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  tables.set(api.server, routes);
  api.addHook('onRoute', (route) => void routes.push(route));
}

/** The routes registered under the API's prefix (HEAD routes included), in order. */
export function registeredRoutes(app: FastifyInstance): readonly RouteOptions[] {
  return tables.get(app.server) ?? [];
}
