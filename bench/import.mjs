// Benchmark of the College Scorecard import: imports the folder into a fresh
// database and prints the time, then runs the import again (nothing changed: skipped).
//
//   node --import tsx bench/import.mjs [--dir <scorecard folder>]
//
// Default folder: ../shared/data/scorecard (the development copy; CPI and majors from its
// sibling folders). With DATABASE_URL (postgres://…/any) the import runs on that PostgreSQL
// server in a temporary database `dw_bench_import_<pid>`, created and dropped here; without
// it, on PGlite in a temporary folder (the folder's initdb is timed apart, it is not import).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openPglite, openPostgres } from '../apps/api/src/db/client.ts';
import { importScorecardData } from '../apps/api/src/importer/run.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const at = process.argv.indexOf('--dir');
const scorecardDir = resolve(
  at > 0 ? process.argv[at + 1] : join(root, '../shared/data/scorecard'),
);
const folders = {
  scorecardDir,
  cpiFile: join(scorecardDir, '../cpi/cpi-u-annual.csv'),
  majorsDir: join(scorecardDir, '../majors'),
};
const quiet = { info() {}, warn: console.warn, error: console.error };
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function withDatabase(fn) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = mkdtempSync(join(tmpdir(), 'dw-bench-import-'));
    const t0 = performance.now();
    const database = await openPglite(dir);
    await database.migrate();
    console.log(
      `PGlite: new folder and migrations ${seconds(performance.now() - t0)} (not import)`,
    );
    try {
      return await fn(database, 'PGlite');
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const name = `dw_bench_import_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await openPostgres(u.toString());
  try {
    await database.migrate();
    return await fn(database, 'PostgreSQL');
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

await withDatabase(async (database, kind) => {
  const first = await importScorecardData(database.db, { folders, log: quiet });
  const slowest = [...first.files].sort((a, b) => b.seconds - a.seconds)[0];
  console.log(
    `${kind}: imported ${first.files.length} files from ${scorecardDir}: ` +
      `${first.kept.toLocaleString('en-US')} rows kept, ${first.rejected} rejected, ` +
      `${first.recomputed?.rows.toLocaleString('en-US') ?? 0} ranking rows; ` +
      `import time ${seconds(first.seconds * 1000)} (slowest file ${slowest?.name} ${seconds(slowest.seconds * 1000)})`,
  );
  const p = first.recomputed?.phases;
  if (p) {
    const files = first.files.reduce((t, f) => t + f.seconds, 0);
    console.log(
      `${kind}: files ${files.toFixed(1)} s, then figures: read ${p.load.toFixed(1)} s, ` +
        `engine ${p.compute.toFixed(1)} s, write ${p.write.toFixed(1)} s`,
    );
  }
  const again = await importScorecardData(database.db, { folders, log: quiet });
  console.log(`${kind}: second run (files unchanged, skipped): ${seconds(again.seconds * 1000)}`);
});
