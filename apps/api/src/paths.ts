import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Paths that must hold both when running from source (tsx, vitest) and from the
 * esbuild bundle in apps/api/dist (import.meta.url changes after bundling).
 * We walk up from this module to the folder whose package.json is @degreeworth/api.
 */
function findApiRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).name === '@degreeworth/api') {
      return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot locate the @degreeworth/api package folder');
    dir = parent;
  }
}

export const API_ROOT = findApiRoot();
export const REPO_ROOT = resolve(API_ROOT, '../..');
export const MIGRATIONS_DIR = join(API_ROOT, 'src/db/migrations');
export const WEB_DIST_DIR = join(REPO_ROOT, 'apps/web/dist');
