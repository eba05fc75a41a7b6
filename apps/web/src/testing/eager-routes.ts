import type { RouteObject } from 'react-router';

/**
 * Loads the code of every `lazy` route and sets it on the route, so component tests mount the
 * whole app synchronously, as they did before pages were split out of the first bundle.
 * The browser still loads them lazily; bench/bundle.mjs and the e2e suite cover that.
 */
export async function resolveLazyRoutes(list: RouteObject[]): Promise<void> {
  await Promise.all(
    list.map(async (route) => {
      if (typeof route.lazy === 'function') {
        Object.assign(route, await route.lazy());
        delete route.lazy;
      }
      if (route.children) await resolveLazyRoutes(route.children);
    }),
  );
}
