/*
 * The pages that load on first visit (only the home page is in the first bundle). Each
 * route path and its page's module (under src/) is listed once, in pages.json: the router builds
 * those routes from it, and the build (vite.config.ts, build/early-start.ts) writes the same table
 * with the built file names into the early start, a small script that fetches the code of the
 * page in the address while the first bundle is still loading.
 */
import PAGE_FILES from './pages.json';

export type PagePath = keyof typeof PAGE_FILES;

/** Every lazily loaded page module (home is in the first bundle; admin screens load in admin-routes.tsx). */
const modules = import.meta.glob<Record<string, unknown>>([
  '../features/*/routes/*-page.tsx',
  '!../features/{home,platform-admin,institute-admin}/**',
]);

/** The page module of a route path, loaded on demand. */
export function loadPage(path: PagePath): Promise<Record<string, unknown>> {
  const load = modules[`../${PAGE_FILES[path]}`];
  if (!load) throw new Error(`pages.json: ${PAGE_FILES[path]} is not a page module`);
  return load();
}
