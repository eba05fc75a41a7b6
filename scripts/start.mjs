#!/usr/bin/env node
// `npm start` (CONTRACT): build what is missing or out of date, then serve the whole
// product on one port. The API migrates the database before health turns ready.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const rel = (p) => join(root, p);

/** Newest modification time (ms) of the files under the given paths. */
function newestMtime(paths) {
  let newest = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p))
        if (name !== 'node_modules' && name !== 'dist') walk(join(p, name));
    } else newest = Math.max(newest, st.mtimeMs);
  };
  paths.forEach((p) => walk(rel(p)));
  return newest;
}

function isStale(output, sources) {
  return !existsSync(rel(output)) || statSync(rel(output)).mtimeMs < newestMtime(sources);
}

function run(workspace) {
  console.log(`npm start: building ${workspace}…`);
  const res = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

const core = ['packages/core/src', 'packages/core/package.json'];
if (
  isStale('apps/web/dist/index.html', [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    ...core,
  ])
) {
  run('@degreeworth/web');
}
if (isStale('apps/api/dist/server.js', ['apps/api/src', 'apps/api/build.mjs', ...core])) {
  run('@degreeworth/api');
}
await import(pathToFileURL(rel('apps/api/dist/server.js')).href);
