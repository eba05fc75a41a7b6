// A folder shaped like the official College Scorecard "All Data Files" download at its full
// size: the 27 MERGED files and the most-recent institution file with every column of the
// official dictionary (3,305), the 7 Field of Study files with theirs (174), and the official
// dictionary workbook itself. Values are plausible for each column's type (about half NULL, as
// in the real files); the columns the product reads get values within their real ranges, so
// the colleges rank. Seeded: the same scale always writes the same bytes.
import {
  createWriteStream,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import readXlsxFile from 'read-excel-file/node';
import { seededRandom as random } from '../../packages/core/src/random.test-helper.ts';

/** Rows of the official files (2025 release): about 6,500 colleges, 230,000 programs a year. */
const INSTITUTIONS = 6_500;
const PROGRAMS = 230_000;
const MERGED_YEARS = Array.from({ length: 27 }, (_, i) => 1996 + i); // 1996-97 … 2022-23
const FOS_YEARS = [1415, 1516, 1617, 1718, 1819, 1920];

const STATES =
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  );

/** The variable names and API types of a dictionary sheet, in the order of the files. */
function variables(sheets, name) {
  const rows = sheets.find((s) => s.sheet === name)?.data;
  if (!rows) throw new Error(`the dictionary has no sheet ${name}`);
  const text = (cell) => String(cell ?? '').trim();
  const nameAt = rows[0].indexOf('VARIABLE NAME');
  const typeAt = rows[0].indexOf('API data type');
  const out = [];
  const seen = new Set();
  for (const row of rows.slice(1)) {
    const name = text(row[nameAt]);
    if (!name || seen.has(name)) continue;
    seen.add(name);
    out.push({ name, type: text(row[typeAt]) });
  }
  return out;
}

const money = (r, lo, hi) => String(Math.round(lo + r() * (hi - lo)));
const rate = (r, lo = 0.05, hi = 0.98) => (lo + r() * (hi - lo)).toFixed(4);

/** A cell writer per column: the product's columns plausible, the others by type. */
function institutionCells(columns) {
  return columns.map(({ name, type }) => {
    if (name === 'UNITID') return (_r, row) => String(100_000 + row * 7);
    if (name === 'INSTNM') return (_r, row) => `Generated College ${row}`;
    if (name === 'CITY') return (_r, row) => `City ${row % 900}`;
    if (name === 'STABBR') return (_r, row) => STATES[row % STATES.length];
    if (name === 'ZIP') return (_r, row) => String(10_000 + (row % 89_000));
    if (name === 'CONTROL') return (r) => String(1 + Math.floor(r() * 3));
    if (name === 'PREDDEG' || name === 'HIGHDEG')
      return (r) => (r() < 0.7 ? '3' : String(1 + Math.floor(r() * 4)));
    if (name === 'MAIN') return (r) => (r() < 0.9 ? '1' : '0');
    if (name === 'ICLEVEL') return (r) => String(1 + Math.floor(r() * 3));
    if (name === 'UGDS') return (r) => String(Math.round(200 + r() * 30_000));
    if (/^NPT4[1-5]?_(PUB|PRIV)$/.test(name))
      return (r) => (r() < 0.5 ? 'NULL' : money(r, 2_000, 45_000));
    if (/^(COSTT4_A|COSTT4_P)$/.test(name)) return (r) => money(r, 12_000, 85_000);
    if (/^(TUITIONFEE_IN|TUITIONFEE_OUT)$/.test(name)) return (r) => money(r, 3_000, 60_000);
    if (/^(ROOMBOARD_ON|ROOMBOARD_OFF)$/.test(name)) return (r) => money(r, 6_000, 18_000);
    if (name === 'BOOKSUPPLY') return (r) => money(r, 500, 2_000);
    if (/^MD_EARN_WNE/.test(name)) return (r) => money(r, 22_000, 110_000);
    if (name === 'GRAD_DEBT_MDN') return (r) => money(r, 5_000, 35_000);
    if (/^(C150_|PCTFLOAN)/.test(name)) return (r) => rate(r);
    if (/^PCIP\d/.test(name)) return (r) => (r() < 0.6 ? '0' : rate(r, 0, 0.2));
    return generic(type);
  });
}

function programCells(columns) {
  return columns.map(({ name, type }) => {
    if (name === 'UNITID') return (_r, row) => String(100_000 + Math.floor(row / 35) * 7);
    if (name === 'CIPCODE') return (_r, row) => String(100 + (row % 35) * 131).padStart(4, '0');
    if (name === 'CIPDESC') return (_r, row) => `Program ${row % 35}`;
    // From the row, not drawn: a program keeps its credential in every release, as in the
    // real files, so the releases list mostly the same programs.
    if (name === 'CREDLEV') return (_r, row) => String(1 + ((row * 5 + Math.floor(row / 35)) % 8));
    if (/^EARN_MDN/.test(name))
      return (r) => (r() < 0.6 ? 'PrivacySuppressed' : money(r, 18_000, 120_000));
    if (name === 'DEBT_ALL_STGP_EVAL_MDN')
      return (r) => (r() < 0.5 ? 'NULL' : money(r, 5_000, 40_000));
    if (name === 'IPEDSCOUNT1' || name === 'IPEDSCOUNT2')
      return (r) => String(Math.floor(r() * 400));
    return generic(type);
  });
}

/** Cells of a column the product does not read: NULL half the time, else a value of its type. */
function generic(type) {
  if (type === 'integer') return (r) => (r() < 0.5 ? 'NULL' : String(Math.floor(r() * 5_000)));
  if (type === 'float') return (r) => (r() < 0.5 ? 'NULL' : (r() * 2).toFixed(6));
  return (r) => (r() < 0.5 ? 'NULL' : 'text');
}

/** Writes `rows` lines of `cells` under `header`, with back-pressure; resolves when flushed. */
async function writeCsv(path, header, cells, rows, seed) {
  const r = random(seed);
  const out = createWriteStream(path, { highWaterMark: 1 << 20 });
  const wait = () => new Promise((resolve) => out.once('drain', resolve));
  if (!out.write(header.join(',') + '\n')) await wait();
  const line = new Array(cells.length);
  let chunk = '';
  for (let row = 0; row < rows; row++) {
    for (let i = 0; i < cells.length; i++) line[i] = cells[i](r, row);
    chunk += line.join(',') + '\n';
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await wait();
      chunk = '';
    }
  }
  out.write(chunk);
  await new Promise((resolve, reject) => out.end((err) => (err ? reject(err) : resolve())));
}

/**
 * The generated download for `scale` (1 = the official row counts) in `dir`, written once and
 * reused while its marker says it is complete. Returns the folder and its size in bytes.
 */
export async function officialDownload({ dir, scale, dictionary, log = console.log }) {
  const marker = join(dir, '.complete');
  const folder = join(dir, 'College_Scorecard_Raw_Data');
  if (!existsSync(marker)) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
    // Cells as written (headers are matched untrimmed, as the sheets spell them).
    const sheets = await readXlsxFile(dictionary, { trim: false });
    const institution = variables(sheets, 'Institution_Data_Dictionary');
    const program = variables(sheets, 'FieldOfStudy_Data_Dictionary');
    log(
      `generating: ${institution.length} institution columns, ${program.length} field-of-study columns, scale ${scale}`,
    );
    const institutionRows = Math.max(50, Math.round(INSTITUTIONS * scale));
    const programRows = Math.max(50, Math.round(PROGRAMS * scale));
    const iCells = institutionCells(institution);
    const pCells = programCells(program);
    const iHeader = institution.map((c) => c.name);
    const pHeader = program.map((c) => c.name);
    const started = performance.now();
    for (const year of MERGED_YEARS) {
      const name = `MERGED${year}_${String((year + 1) % 100).padStart(2, '0')}_PP.csv`;
      await writeCsv(join(folder, name), iHeader, iCells, institutionRows, year);
    }
    await writeCsv(
      join(folder, 'Most-Recent-Cohorts-Institution.csv'),
      iHeader,
      iCells,
      institutionRows,
      1,
    );
    for (const years of FOS_YEARS) {
      const name = `FieldOfStudyData${years}_${years + 101}_PP.csv`;
      await writeCsv(join(folder, name), pHeader, pCells, programRows, years);
    }
    await writeCsv(
      join(folder, 'Most-Recent-Cohorts-Field-of-Study.csv'),
      pHeader,
      pCells,
      programRows,
      2,
    );
    copyFileSync(dictionary, join(folder, 'CollegeScorecardDataDictionary.xlsx'));
    writeFileSync(marker, new Date().toISOString());
    log(`generated in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  const files = readdirSync(folder);
  const bytes = files.reduce((t, f) => t + statSync(join(folder, f)).size, 0);
  return { folder, files: files.length, bytes };
}
