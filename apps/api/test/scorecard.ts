import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../src/app';
import { type AppConfig, loadConfig } from '../src/config';
import { type Database, openPglite, openPostgres } from '../src/db/client';
import type { DataFolders } from '../src/importer/read/data-files';
import { importScorecardData, type ImportLog } from '../src/importer/run';
import { withDatabase } from './global-setup';
import { SHARED_DATA } from './shared-data';
import { readOutbox, type TestContext } from './helpers';

/**
 * Test helpers for the College Scorecard data. Rows are read at test time from the shared
 * development copy beside the repository (never copied into it): fixtures are real rows,
 * never invented numbers.
 */
export { SHARED_DATA };
export const SCORECARD_DIR = join(SHARED_DATA, 'scorecard');
/** The newer release beside it: Field of Study files, ACS 2024 and the CPI-U through 2025. */
export const DATA_2026_DIR = join(SHARED_DATA, '2026');
/** The CPI table of the default data set: every amount is in its last year's dollars (2025). */
export const CPI_FILE = join(DATA_2026_DIR, 'cpi-u-annual.csv');
/** The ACS table of the default data set (survey 2024). */
export const CENSUS_FILE = join(DATA_2026_DIR, 'acs_2024_1yr_B20004_median_earnings_by_state.csv');

/**
 * The data folders the server reads by default (both folders, the newest CPI table), or one
 * folder of test files `scorecardDir` with the default data set's CPI table.
 */
export const sharedFolders = (scorecardDir?: string): DataFolders => ({
  scorecardDirs: scorecardDir ? [scorecardDir] : [SCORECARD_DIR, DATA_2026_DIR],
  cpiFile: CPI_FILE,
  majorsDir: join(SHARED_DATA, 'majors'),
});

/** The tables beside the Scorecard files, each where its own variable points. */
export const SHARED_TABLES = {
  CPI_FILE,
  CENSUS_FILE,
  MAJORS_DIR: join(SHARED_DATA, 'majors'),
};

/** The official dictionary workbook of the release, as published. */
export const OFFICIAL_DICTIONARY = 'CollegeScorecardDataDictionary.xlsx';

/**
 * A folder laid out like the unzipped official "All Data Files" download: `files` of the
 * shared copy (official names) and the official CollegeScorecardDataDictionary.xlsx, linked
 * (never copied) into a nested subfolder; no data_dictionary.csv and no ACS, CPI or majors
 * table (they come through their own variables). Returns the folder to give SCORECARD_DIR.
 */
export function officialDownloadFolder(files: string[]): string {
  const root = mkdtempSync(join(tmpdir(), 'dw-official-'));
  const nested = join(root, 'downloads', 'College_Scorecard_Raw_Data_01162025');
  mkdirSync(nested, { recursive: true });
  for (const file of [...files, OFFICIAL_DICTIONARY])
    symlinkSync(join(SCORECARD_DIR, file), join(nested, file));
  return root;
}

/** A log that keeps its lines (tests assert on progress and rejection lines). */
export function memoryLog(): ImportLog & { lines: string[] } {
  const lines: string[] = [];
  const keep = (m: string) => void lines.push(m);
  return { lines, info: keep, warn: keep, error: keep };
}

type CsvRow = Record<string, string>;
const csvCache = new Map<string, CsvRow[]>();

/** Every row of a shared CSV file as header → cell (cached per test file). */
export function readCsv(path: string): CsvRow[] {
  let rows = csvCache.get(path);
  if (!rows) {
    rows = parse(readFileSync(path), { columns: true, bom: true }) as CsvRow[];
    csvCache.set(path, rows);
  }
  return rows;
}

/** One institution row of a yearly file of the shared copy, by UNITID. */
export function scorecardRow(file: string, unitid: number): CsvRow {
  const row = readCsv(join(SCORECARD_DIR, file)).find((r) => r.UNITID === String(unitid));
  if (!row) throw new Error(`UNITID ${unitid} not in ${file}`);
  return row;
}

/**
 * A folder with real files of the shared copy, each cut to its header, its first `rows` rows
 * and the rows of `keep` (UNITIDs): enough for importer tests, quick to import. `edit` may
 * change a file's text (a broken copy for the rollback and rejection tests).
 */
export function subsetFolder(opts: {
  files: string[];
  /** Files copied whole (data_dictionary.csv has quoted cells spanning lines). */
  copy?: string[];
  rows?: number;
  keep?: number[];
  edit?: (file: string, text: string) => string;
}): string {
  const dir = mkdtempSync(join(tmpdir(), 'dw-scorecard-'));
  for (const file of opts.files) {
    const lines = readFileSync(join(SCORECARD_DIR, file), 'utf8').split('\n');
    const keep = new Set((opts.keep ?? []).map(String));
    const body = lines
      .slice(1)
      .filter((l, i) => l && (i < (opts.rows ?? 200) || keep.has(l.split(',')[0]!)));
    const text = [lines[0], ...body].join('\n') + '\n';
    writeFileSync(join(dir, file), opts.edit ? opts.edit(file, text) : text);
  }
  for (const file of opts.copy ?? []) cpSync(join(SCORECARD_DIR, file), join(dir, file));
  return dir;
}

const silent: ImportLog = { info() {}, warn() {}, error() {} };

/** Builds the imported template once per run (the first caller; others wait for it). */
async function pgliteImportedTemplate(): Promise<string> {
  const root = inject('pgliteTemplateDir');
  const dir = join(root, 'scorecard');
  const done = join(dir, 'done');
  const lock = join(root, 'scorecard.lock');
  for (let waited = 0; !existsSync(done); waited += 250) {
    try {
      mkdirSync(lock);
    } catch {
      if (waited > 240_000) throw new Error('timed out waiting for the imported template');
      await new Promise((r) => setTimeout(r, 250));
      continue;
    }
    cpSync(join(root, 'pglite'), join(dir, 'pglite'), { recursive: true });
    const database = await openPglite(dir);
    await importScorecardData(database.db, { folders: sharedFolders(), log: silent });
    await database.close();
    writeFileSync(done, '');
  }
  return dir;
}

/** PostgreSQL: one imported template database per run, cloned by each test file. */
async function pgImportedTemplate(url: string, base: string): Promise<string> {
  const name = `${base}_sc`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(7384102026)');
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await dropStaleTemplates(admin);
      const building = `${name}_build`;
      await admin.query(`DROP DATABASE IF EXISTS ${building}`);
      await admin.query(`CREATE DATABASE ${building} TEMPLATE ${base}`);
      const database = await openPostgres(withDatabase(url, building));
      await importScorecardData(database.db, { folders: sharedFolders(), log: silent });
      await database.close();
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock(7384102026)').catch(() => undefined);
    await admin.end();
  }
  return name;
}

/** Imported templates of earlier runs whose migrated template is gone (that run ended). */
async function dropStaleTemplates(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname ~ '^dw_tpl_[0-9]+_sc(_build)?$'`,
  );
  const names = new Set(
    (await admin.query<{ datname: string }>('select datname from pg_database')).rows.map(
      (r) => r.datname,
    ),
  );
  for (const { datname } of rows) {
    if (!names.has(datname.replace(/_sc(_build)?$/, ''))) {
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  }
}

/**
 * PostgreSQL: a new database cloned from the imported template (DATABASE_URL's server), for a
 * test that starts server processes on it. Returns its URL and how to drop it.
 */
export async function createImportedPostgresDatabase(
  url: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const template = await pgImportedTemplate(url, inject('pgTemplateDb')!);
  const name = `dw_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const drop = async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
  return { url: withDatabase(url, name), drop };
}

async function openImportedDatabase(dataDir: string) {
  const url = process.env.DATABASE_URL;
  if (url && inject('pgTemplateDb')) {
    const created = await createImportedPostgresDatabase(url);
    return { database: await openPostgres(created.url), drop: created.drop };
  }
  cpSync(join(await pgliteImportedTemplate(), 'pglite'), join(dataDir, 'pglite'), {
    recursive: true,
  });
  return { database: await openPglite(dataDir), drop: async () => undefined };
}

/**
 * A test app on a fresh copy of a database that already holds the full development data set
 * (imported once per run), so each test file starts in about a second.
 */
export async function buildImportedTestApp(
  env: Record<string, string> = {},
  deps: Partial<AppDeps> = {},
  /** Settings not read from the environment (a tiny rankingQueryTimeoutMs). */
  overrides: Partial<AppConfig> = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dw-test-'));
  const config: AppConfig = {
    ...loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret-of-at-least-32-bytes-long',
      ...env,
    }),
    ...overrides,
  };
  const { database, drop } = await openImportedDatabase(dataDir);
  const app = await buildApp(config, { database, ready: true, ...deps });
  await app.ready();
  return {
    app,
    database,
    config,
    dataDir,
    outbox: () => readOutbox(dataDir),
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export { queryRows } from './helpers';

/**
 * Marks the figures as recomputed (a new data generation of this run only), as an import does,
 * without importing; the server sees it within 2 s (the generation is re-read that often).
 */
export async function startNewGeneration(database: Database): Promise<string> {
  const generation = `test-${randomUUID()}`;
  await database.db.execute(
    sql`update scorecard_meta set value = jsonb_set(value, '{computedAt}', to_jsonb(${generation}::text)) where key = 'rankings'`,
  );
  return generation;
}
