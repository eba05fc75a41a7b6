/**
 * `npm run data:import -- --dir <folder> [--force]`: imports the College Scorecard files of
 * <folder> and its subfolders (default SCORECARD_DIR, see README; the unzipped "All Data Files"
 * download as it is), with the CPI, ACS and majors tables of CPI_FILE, CENSUS_FILE and
 * MAJORS_DIR, into the configured database (DATABASE_URL, or PGlite in DATA_DIR: stop the
 * server first, only one process may open that folder).
 * Exit code 1 when a file failed, a required input is missing or the rankings could not be
 * recomputed (each said in a line of its own).
 */
import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { loadEnvFile } from '../env-file';
import { progressLog } from '../importer/progress';
import { importScorecardData } from '../importer/run';
import { noDataMessage } from '../importer/startup';

const USAGE = 'usage: npm run data:import -- [--dir <scorecard folder>] [--force]';

function parseArgs(argv: string[]): { dir?: string; force: boolean } {
  const out: { dir?: string; force: boolean } = { force: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--force') out.force = true;
    else if (arg === '--dir' && argv[i + 1]) out.dir = resolve(argv[++i]!);
    else if (arg.startsWith('--dir=')) out.dir = resolve(arg.slice('--dir='.length));
    else throw new Error(`unknown argument "${arg}"\n${USAGE}`);
  }
  return out;
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  // .env when present (the environment wins), as the server reads it.
  loadEnvFile();
  const config = loadConfig({ ...process.env, ...(args.dir ? { SCORECARD_DIR: args.dir } : {}) });
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const summary = await importScorecardData(database.db, {
      folders: config,
      force: args.force,
      log: { info: console.log, warn: console.warn, error: console.error },
      progress: progressLog({ info: console.log }),
    });
    if (!summary.hasData) console.log(noDataMessage(config.scorecardDirs));
    const failed = summary.failed > 0 || summary.status.rankings === 'failed';
    return failed || summary.recomputeError ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`data:import failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
