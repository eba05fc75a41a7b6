// Benchmark of the College Scorecard import: imports the folder into a fresh
// database and prints the time, then runs the import again (nothing changed: skipped).
//
//   node --import tsx bench/import.mjs [--dir <scorecard folder>]
//   node --import tsx bench/import.mjs --full [--scale 0.1]
//
// --full generates a folder shaped like the official "All Data Files" download at its full size
// (bench/lib/official-download.mjs: 27 MERGED files and the most-recent file with the official
// dictionary's 3,305 columns, 7 Field of Study files with its 174; about 6 GB at --scale 1),
// kept in the temporary folder for the next run, then imports it in a process of its own and
// prints the time and that process's peak memory (goal: at most 240 s and 1 GB).
//
// Default folder: ../shared/data/scorecard (the development copy; CPI and majors from its
// sibling folders). With DATABASE_URL (postgres://…/any) the import runs on that PostgreSQL
// server in a temporary database `dw_bench_import_<pid>`, created and dropped here; without
// it, on PGlite in a temporary folder (the folder's initdb is timed apart, it is not import).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openPglite, openPostgres } from '../apps/api/src/db/client.ts';
import { importScorecardData } from '../apps/api/src/importer/run.ts';
import { officialDownload } from './lib/official-download.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const shared = join(root, '../shared/data');
const option = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};

if (process.argv.includes('--full')) {
  const scale = Number(option('--scale') ?? 1);
  const { folder, files, bytes } = await officialDownload({
    dir: join(tmpdir(), `dw-bench-official-download-${scale}`),
    scale,
    dictionary: join(shared, 'scorecard/CollegeScorecardDataDictionary.xlsx'),
  });
  console.log(
    `official download (generated): ${files} files, ${(bytes / 1e9).toFixed(2)} GB in ${folder}`,
  );
  // The import in a process of its own, so its peak memory is the import's alone.
  const child = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      fileURLToPath(import.meta.url),
      '--dir',
      folder,
      '--census',
      join(shared, 'scorecard/acs_2018_1yr_B20004_median_earnings_by_state.csv'),
      '--peak',
    ],
    { stdio: 'inherit', env: process.env },
  );
  process.exit(child.status ?? 1);
}

const scorecardDir = resolve(option('--dir') ?? join(shared, 'scorecard'));
const folders = {
  scorecardDirs: [scorecardDir],
  cpiFile: join(shared, 'cpi/cpi-u-annual.csv'),
  majorsDir: join(shared, 'majors'),
  censusFile: option('--census') ?? null,
};
const quiet = { info() {}, warn: console.warn, error: console.error };
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** VmHWM (the most resident memory this process has held) or VmRSS (now), in MB. */
const statusMb = (field) =>
  Number(
    new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync('/proc/self/status', 'utf8'))?.[1],
  ) / 1024;
/**
 * Opening PGlite holds ~850 MB for a moment (its WebAssembly Postgres and initial file
 * system): the peak up to then and the resident memory the import starts from are printed
 * beside the process's peak.
 */
const before = { peak: 0, resident: 0 };
const measureBefore = () => {
  before.peak = statusMb('VmHWM');
  before.resident = statusMb('VmRSS');
};

async function withDatabase(fn) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = mkdtempSync(join(tmpdir(), 'dw-bench-import-'));
    const t0 = performance.now();
    const database = await openPglite(dir);
    await database.migrate();
    measureBefore();
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
    measureBefore();
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
  if (process.argv.includes('--peak')) {
    const mb = statusMb('VmHWM');
    console.log(
      `${kind}: peak memory ${mb.toFixed(0)} MB (before the import: peak ${before.peak.toFixed(0)} MB ` +
        `opening the database, ${before.resident.toFixed(0)} MB resident); goal: at most 240 s ` +
        `(${first.seconds <= 240 ? 'met' : 'not met'}) and 1,024 MB (${mb <= 1024 ? 'met' : 'not met'})`,
    );
    if (first.rejected)
      console.log(`${kind}: ${first.rejected} rows rejected (see the warnings above)`);
    return;
  }
  const again = await importScorecardData(database.db, { folders, log: quiet });
  console.log(`${kind}: second run (files unchanged, skipped): ${seconds(again.seconds * 1000)}`);
});
