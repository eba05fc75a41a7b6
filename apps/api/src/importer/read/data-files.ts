import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { latestCpiYear, parseCpiCsv, scorecardFileYear } from '@degreeworth/core';
import type { FileKind } from './file-specs';

/** A file to import, identified by name; size and mtime are its fingerprint. */
export interface DataFile {
  name: string;
  path: string;
  kind: FileKind;
  /**
   * Yearly file: ranking year (MERGED2021_22_PP.csv → 2022); ACS: survey year; CPI: the last
   * year it has; else null.
   */
  year: number | null;
  sizeBytes: number;
  mtimeMs: number;
}

/** Where the inputs are (config.ts: SCORECARD_DIR, CPI_FILE, CENSUS_FILE, MAJORS_DIR). */
export interface DataFolders {
  /**
   * The folders of College Scorecard files, each with its subfolders: the unzipped download,
   * and newer releases beside it.
   */
  scorecardDirs: readonly string[];
  /** The CPI table; null or unset: the newest cpi-u-annual.csv beside or in those folders. */
  cpiFile?: string | null;
  /** The ACS table of median earnings by state; null or unset: the newest in those folders. */
  censusFile?: string | null;
  majorsDir: string;
}

export interface Discovery {
  files: DataFile[];
  /** At least one institution file (yearly or most recent) was found. */
  hasInstitutionData: boolean;
  /** Files seen but deliberately not imported, with the reason (for the log). */
  skipped: string[];
  /** Which CPI and ACS tables are used, and why that one (for the log). */
  using: string[];
}

const ACS_FILE = /^acs_(\d{4})_.*B20004.*\.csv$/i;
/** The BLS CPI-U annual averages as the data folders hold them (year,cpi_u_annual_average). */
const CPI_TABLE = /^cpi-u-annual.*\.csv$/i;
const FOS_YEARLY = /^FieldOfStudyData(\d{4})_(\d{4})_PP\.csv$/i;
/** The official dictionary workbook (CollegeScorecardDataDictionary.xlsx, perhaps dated). */
const DICTIONARY_WORKBOOK = /^CollegeScorecardDataDictionary.*\.xlsx$/i;
/** The hand-made extract of earlier copies, still read when no workbook is there. */
const DICTIONARY_CSV = 'data_dictionary.csv';

/**
 * How deep the data folder is searched: the official "All Data Files" zip unpacks into a
 * folder or two (College_Scorecard_Raw_Data_01162025/…). Hidden folders are skipped.
 */
const MAX_DEPTH = 4;

function kindOf(name: string): { kind: FileKind; year: number | null } | null {
  const year = scorecardFileYear(name);
  if (year !== null) return { kind: 'yearly', year };
  if (/^Most-Recent-Cohorts-Institution.*\.csv$/i.test(name))
    return { kind: 'most_recent', year: null };
  if (/^Most-Recent-Cohorts-Field-of-Study.*\.csv$/i.test(name)) {
    return { kind: 'field_of_study', year: null };
  }
  const fos = FOS_YEARLY.exec(name);
  if (fos) return { kind: 'field_of_study', year: Number(fos[2]!.slice(2)) + 2000 };
  if (name.toLowerCase() === DICTIONARY_CSV || DICTIONARY_WORKBOOK.test(name))
    return { kind: 'dictionary', year: null };
  const acs = ACS_FILE.exec(name);
  if (acs) return { kind: 'acs', year: Number(acs[1]) };
  return null;
}

/** The survey year of an ACS table named by CENSUS_FILE: acs_2018_… or any 4-digit year in it. */
export function censusYearOf(name: string): number | null {
  const own = ACS_FILE.exec(name);
  if (own) return Number(own[1]);
  const any = /(?:^|\D)((?:19|20)\d{2})(?!\d)/.exec(name);
  return any ? Number(any[1]) : null;
}

function describe(path: string, kind: FileKind, year: number | null): DataFile {
  const st = statSync(path);
  return { name: basename(path), path, kind, year, sizeBytes: st.size, mtimeMs: st.mtimeMs };
}

const isDirectory = (path: string) => existsSync(path) && statSync(path).isDirectory();
const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/**
 * The files of a folder and its subfolders (symbolic links followed, each folder once); a
 * subfolder that cannot be read is noted and passed over.
 */
function walk(root: string, visit: (path: string, name: string) => void, skipped: string[]): void {
  const seen = new Set<string>();
  const go = (dir: string, depth: number) => {
    const real = realpathSync(dir);
    if (seen.has(real)) return;
    seen.add(real);
    let entries: string[];
    try {
      entries = readdirSync(dir).sort((a, b) => a.localeCompare(b));
    } catch (err) {
      if (depth === 0) throw err;
      skipped.push(`${relative(root, dir)}: the folder cannot be read (${(err as Error).message})`);
      return;
    }
    for (const name of entries) {
      if (name.startsWith('.')) continue;
      const path = join(dir, name);
      if (isDirectory(path)) {
        if (depth < MAX_DEPTH && name !== 'node_modules') go(path, depth + 1);
      } else if (isFile(path)) visit(path, name);
    }
  };
  if (isDirectory(root)) go(root, 0);
}

/** A path for the log: inside one of `roots`, relative to it when there is only one. */
function shownPath(roots: readonly string[], path: string): string {
  return roots.length === 1 ? relative(roots[0]!, path) : path;
}

/**
 * One file per name (the database knows files by name): the newest when a name is found in
 * two subfolders (two downloads unpacked side by side).
 */
function oneByName(files: DataFile[], roots: readonly string[], skipped: string[]): DataFile[] {
  const byName = new Map<string, DataFile>();
  for (const f of files) {
    const other = byName.get(f.name);
    if (!other) byName.set(f.name, f);
    else {
      const [kept, dropped] = f.mtimeMs > other.mtimeMs ? [f, other] : [other, f];
      byName.set(f.name, kept);
      skipped.push(
        `${shownPath(roots, dropped.path)}: a newer file of that name is used (${shownPath(roots, kept.path)})`,
      );
    }
  }
  return [...byName.values()];
}

/** Keeps one file of the kinds that fill a whole table: the newest ACS survey. */
function keepNewest(files: DataFile[], kind: FileKind, skipped: string[]): DataFile[] {
  const of = files.filter((f) => f.kind === kind);
  if (of.length <= 1) return files;
  const best = [...of].sort((a, b) => (b.year ?? 9999) - (a.year ?? 9999))[0]!;
  for (const f of of)
    if (f !== best) skipped.push(`${f.name}: only the newest ${kind} file is used (${best.name})`);
  return files.filter((f) => f.kind !== kind || f === best);
}

/**
 * The field-of-study files: every yearly release (FieldOfStudyData1819_1920_PP.csv, …), as the
 * official download lays them out, since each figure of a program is taken from the newest
 * release that publishes it (debt is missing from the newest). The most-recent file is that
 * same merge made by the Department; it is used only when no yearly file is there.
 */
function fieldOfStudyFiles(files: DataFile[], skipped: string[]): DataFile[] {
  const yearly = files.filter((f) => f.kind === 'field_of_study' && f.year !== null);
  if (!yearly.length) return keepNewest(files, 'field_of_study', skipped);
  const mostRecent = files.filter((f) => f.kind === 'field_of_study' && f.year === null);
  for (const f of mostRecent)
    skipped.push(`${f.name}: the yearly field-of-study files are merged instead`);
  return files.filter((f) => !mostRecent.includes(f));
}

/**
 * One cohort map: the official workbook (CollegeScorecardDataDictionary.xlsx, the newest if
 * several) when there is one, else data_dictionary.csv, the extract earlier copies held.
 */
function keepOneDictionary(files: DataFile[], skipped: string[]): DataFile[] {
  const of = files.filter((f) => f.kind === 'dictionary');
  if (of.length <= 1) return files;
  const workbooks = of.filter((f) => DICTIONARY_WORKBOOK.test(f.name));
  const best = (workbooks.length ? workbooks : of).sort((a, b) => b.mtimeMs - a.mtimeMs)[0]!;
  for (const f of of)
    if (f !== best) skipped.push(`${f.name}: the data dictionary ${best.name} is used`);
  return files.filter((f) => f.kind !== 'dictionary' || f === best);
}

/** The ACS table: CENSUS_FILE when set (then tables in the data folder are not used). */
function withCensusFile(files: DataFile[], censusFile: string, skipped: string[]): DataFile[] {
  for (const f of files.filter((f) => f.kind === 'acs'))
    skipped.push(`${f.name}: CENSUS_FILE names the ACS table to use`);
  const rest = files.filter((f) => f.kind !== 'acs');
  if (!isFile(censusFile)) return rest;
  return [...rest, describe(censusFile, 'acs', censusYearOf(basename(censusFile)))];
}

/**
 * The last year of a CPI table (its newest annual average), read as the engine reads it; null
 * when it has none or cannot be read: its import then says why.
 */
function lastCpiYearOf(path: string): number | null {
  try {
    return latestCpiYear(parseCpiCsv(readFileSync(path, 'utf8')));
  } catch {
    return null;
  }
}

/**
 * The CPI table: CPI_FILE when set; else the newest of the cpi-u-annual.csv tables beside the
 * data folders (their sibling folder cpi/) and in them: the one that reaches the latest year,
 * so every figure is restated to the latest year published. Equal ones: the first found.
 */
function cpiTable(
  folders: DataFolders,
  inside: string[],
  skipped: string[],
  using: string[],
): DataFile[] {
  if (folders.cpiFile) {
    if (!isFile(folders.cpiFile)) return [];
    const year = lastCpiYearOf(folders.cpiFile);
    using.push(`the CPI table ${folders.cpiFile}${through(year)} (CPI_FILE)`);
    return [describe(folders.cpiFile, 'cpi', year)];
  }
  const beside = folders.scorecardDirs.map((dir) => resolve(dir, '..', 'cpi', 'cpi-u-annual.csv'));
  const paths = [...new Set([...beside.filter(isFile), ...inside])];
  if (!paths.length) return [];
  const tables = paths.map((path) => describe(path, 'cpi', lastCpiYearOf(path)));
  const best = tables.reduce((a, b) => ((b.year ?? 0) > (a.year ?? 0) ? b : a));
  for (const t of tables)
    if (t !== best)
      skipped.push(`${t.path}${through(t.year)}: the CPI table ${best.path} is newer`);
  using.push(`the CPI table ${best.path}${through(best.year)}${ofFound(tables.length)}`);
  return [best];
}

const through = (year: number | null) => (year === null ? '' : ` (through ${year})`);
const ofFound = (n: number) => (n > 1 ? `, the newest of ${n} found` : '');

/** The log's line on the ACS table used (after keepNewest and CENSUS_FILE). */
function acsNote(files: DataFile[], found: number, named: boolean): string | null {
  const acs = files.find((f) => f.kind === 'acs');
  if (!acs) return null;
  const how = named ? ' (CENSUS_FILE)' : ofFound(found);
  return `the ACS table ${acs.name} (survey ${acs.year ?? 'year unknown'})${how}`;
}

const ORDER: FileKind[] = [
  'cpi',
  'acs',
  'majors',
  'dictionary',
  'yearly',
  'most_recent',
  'field_of_study',
];

/**
 * The importable files (official names), small reference tables first: the College Scorecard
 * files in the data folder and its subfolders, the CPI, ACS and majors tables where their
 * variables say.
 */
export function discoverFiles(folders: DataFolders): Discovery {
  const skipped: string[] = [];
  const using: string[] = [];
  let files: DataFile[] = [];
  const cpiInside: string[] = [];
  for (const dir of folders.scorecardDirs)
    walk(
      dir,
      (path, name) => {
        const k = kindOf(name);
        if (k) files.push(describe(path, k.kind, k.year));
        else if (CPI_TABLE.test(name)) cpiInside.push(path);
      },
      skipped,
    );
  files = oneByName(files, folders.scorecardDirs, skipped);
  if (folders.censusFile) files = withCensusFile(files, folders.censusFile, skipped);
  files.push(...cpiTable(folders, cpiInside, skipped, using));
  const majors = join(folders.majorsDir, 'all-ages.csv');
  if (isFile(majors)) files.push(describe(majors, 'majors', null));
  const acsFound = files.filter((f) => f.kind === 'acs').length;
  files = keepNewest(files, 'acs', skipped);
  const acs = acsNote(files, acsFound, Boolean(folders.censusFile));
  if (acs) using.push(acs);
  files = fieldOfStudyFiles(files, skipped);
  files = keepOneDictionary(files, skipped);
  files.sort(
    (a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind) || (a.year ?? 0) - (b.year ?? 0),
  );
  const hasInstitutionData = files.some((f) => f.kind === 'yearly' || f.kind === 'most_recent');
  return { files, hasInstitutionData, skipped, using };
}
