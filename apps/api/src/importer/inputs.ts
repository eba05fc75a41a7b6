import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Discovery, DataFolders } from './read/data-files';
import type { FileKind } from './read/file-specs';
import type { ImportLog } from './store/store-file';

/**
 * The inputs the rankings are computed from, each found through its own
 * variable: the College Scorecard files and the data dictionary in SCORECARD_DIR (subfolders
 * included), the CPI table (CPI_FILE), the Census ACS table (CENSUS_FILE) and the national
 * majors (MAJORS_DIR). An input counts as missing when its table is empty after the files were
 * read: one imported earlier still serves when its file has gone.
 */
export type InputKind = 'scorecard' | 'dictionary' | 'cpi' | 'acs' | 'majors';
export type InputVariable = 'SCORECARD_DIR' | 'CPI_FILE' | 'CENSUS_FILE' | 'MAJORS_DIR';

export interface MissingInput {
  input: InputKind;
  /** The variable that says where the input is. */
  variable: InputVariable;
  /** Without it no year can be ranked; without the others the product works with less. */
  required: boolean;
  /** For the operator, without server paths (the health answer is public). */
  message: string;
}

interface InputSpec {
  variable: InputVariable;
  required: boolean;
  /** The file kinds that fill it (importer/read/data-files.ts). */
  kinds: FileKind[];
  /** Whether its table holds anything (SQL). */
  filled: string;
  label: string;
  fix: string;
  consequence: string;
  /** Where it was looked for (the log only). */
  where(folders: DataFolders): string;
}

const inFolder = (f: DataFolders) =>
  `${f.scorecardDirs.join(' and ')} and ${f.scorecardDirs.length > 1 ? 'their' : 'its'} subfolders`;

const INPUTS: Record<InputKind, InputSpec> = {
  scorecard: {
    variable: 'SCORECARD_DIR',
    required: true,
    kinds: ['yearly', 'most_recent'],
    filled: `select 1 from scorecard_files where kind in ('yearly', 'most_recent')`,
    label:
      'College Scorecard data files (MERGEDyyyy_yy_PP.csv, Most-Recent-Cohorts-Institution.csv)',
    fix: 'set SCORECARD_DIR to the folder of the unzipped "All Data Files" download',
    consequence: 'There is nothing to rank.',
    where: inFolder,
  },
  dictionary: {
    variable: 'SCORECARD_DIR',
    required: false,
    kinds: ['dictionary'],
    filled: 'select 1 from scorecard_cohorts',
    label: 'College Scorecard data dictionary (CollegeScorecardDataDictionary.xlsx)',
    fix: 'put the official dictionary in the SCORECARD_DIR folder',
    consequence: 'The dollar years of earnings are assumed, and the pages say so.',
    where: inFolder,
  },
  cpi: {
    variable: 'CPI_FILE',
    required: true,
    kinds: ['cpi'],
    filled: 'select 1 from cpi_annual',
    label: 'CPI table (CPI-U annual averages, cpi-u-annual.csv)',
    fix: 'set CPI_FILE to that file',
    consequence: 'No year can be ranked without it.',
    where: (f) => f.cpiFile ?? `the folder cpi/ beside ${inFolder(f)} (cpi-u-annual.csv)`,
  },
  acs: {
    variable: 'CENSUS_FILE',
    required: true,
    kinds: ['acs'],
    filled: 'select 1 from acs_state_earnings',
    label:
      'Census ACS table of median earnings by state (acs_<year>_1yr_B20004_median_earnings_by_state.csv)',
    fix: 'set CENSUS_FILE to that file',
    consequence: 'No year can be ranked without it.',
    where: (f) => f.censusFile ?? `${inFolder(f)} (acs_<year>_…B20004….csv)`,
  },
  majors: {
    variable: 'MAJORS_DIR',
    required: false,
    kinds: ['majors'],
    filled: 'select 1 from national_majors',
    label: 'national majors table (all-ages.csv)',
    fix: 'set MAJORS_DIR to the folder holding it',
    consequence: 'The calculator offers no national majors.',
    where: (f) => join(f.majorsDir, 'all-ages.csv'),
  },
};

const KINDS = Object.keys(INPUTS) as InputKind[];

function describeMissing(kind: InputKind, found: boolean): MissingInput {
  const s = INPUTS[kind];
  const message = found
    ? `The ${s.label} could not be imported (see the server log): ${s.fix}. ${s.consequence}`
    : `No ${s.label} was found: ${s.fix}. ${s.consequence}`;
  return { input: kind, variable: s.variable, required: s.required, message };
}

/** The inputs whose table is empty, required ones first. */
export async function findMissingInputs(db: Db, discovery: Discovery): Promise<MissingInput[]> {
  const checks = KINDS.map((k) => `exists(${INPUTS[k].filled}) as "${k}"`).join(', ');
  const result = (await db.execute(sql.raw(`select ${checks}`))) as unknown as {
    rows: Record<InputKind, boolean>[];
  };
  const filled = result.rows[0]!;
  const found = (k: InputKind) => discovery.files.some((f) => INPUTS[k].kinds.includes(f.kind));
  return KINDS.filter((k) => !filled[k])
    .map((k) => describeMissing(k, found(k)))
    .sort((a, b) => Number(b.required) - Number(a.required));
}

/** One log line per missing input, with where it was looked for. */
export function logMissingInputs(
  log: ImportLog,
  folders: DataFolders,
  missing: MissingInput[],
): void {
  for (const m of missing) {
    const line = `scorecard import: ${m.message} Looked in ${INPUTS[m.input].where(folders)}.`;
    if (m.required) log.error(line);
    else log.warn(line);
  }
}
