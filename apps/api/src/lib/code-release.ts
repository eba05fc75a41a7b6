import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_ROOT, REPO_ROOT } from '../paths';

let release: string | undefined;

/**
 * A name for the code this process runs: RELEASE when the deployment sets it, otherwise a
 * digest of the code itself (the bundle in apps/api/dist, or the API and core sources when
 * run from source). Every host running the same code gets the same name without any setting,
 * and a deploy that changes an answer's shape changes it, so a validator kept by a browser or a
 * proxy before the deploy no longer matches.
 */
export function codeRelease(configured: string | undefined): string {
  if (configured) return configured;
  if (release) return release;
  const dist = join(API_ROOT, 'dist');
  const fromBundle = fileURLToPath(import.meta.url).startsWith(dist);
  const roots = fromBundle ? [dist] : [join(API_ROOT, 'src'), join(REPO_ROOT, 'packages/core/src')];
  const hash = createHash('sha256');
  // Paths relative to their root: hosts may install the code in different folders.
  for (const root of roots)
    for (const file of filesUnder(root))
      hash.update(relative(root, file)).update(readFileSync(file));
  release = hash.digest('base64url').slice(0, 16);
  return release;
}

/** The files under `dir`, in a fixed order (the same on every host). */
function filesUnder(dir: string): string[] {
  const files: string[] = [];
  const walk = (path: string) => {
    if (statSync(path).isDirectory())
      for (const name of readdirSync(path).sort()) walk(join(path, name));
    else files.push(path);
  };
  walk(dir);
  return files;
}
