import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { scorecardFileYear } from '@degreeworth/core';
import type { FileKind } from './file-specs';

/** A file to import, identified by name; size and mtime are its fingerprint. */
export interface DataFile {
  name: string;
  path: string;
  kind: FileKind;
  /** Yearly file: ranking year (MERGED2021_22_PP.csv → 2022); ACS: survey year; else null. */
  year: number | null;
  sizeBytes: number;
  mtimeMs: number;
}

export interface DataFolders {
  scorecardDir: string;
  cpiFile: string;
  majorsDir: string;
}

export interface Discovery {
  files: DataFile[];
  /** At least one institution file (yearly or most recent) was found. */
  hasInstitutionData: boolean;
  /** Files seen but deliberately not imported, with the reason (for the log). */
  skipped: string[];
}

const ACS_FILE = /^acs_(\d{4})_.*B20004.*\.csv$/i;
const FOS_YEARLY = /^FieldOfStudyData(\d{4})_(\d{4})_PP\.csv$/i;

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
  if (name.toLowerCase() === 'data_dictionary.csv') return { kind: 'dictionary', year: null };
  const acs = ACS_FILE.exec(name);
  if (acs) return { kind: 'acs', year: Number(acs[1]) };
  return null;
}

function describe(path: string, kind: FileKind, year: number | null): DataFile {
  const st = statSync(path);
  return { name: basename(path), path, kind, year, sizeBytes: st.size, mtimeMs: st.mtimeMs };
}

/**
 * Keeps one file of the kinds that fill a whole table (the newest ACS survey) and one
 * field-of-study source (the most-recent file, else the newest yearly one): the pages use
 * only the newest, and each official field-of-study file holds ~200,000 rows.
 */
function keepNewest(files: DataFile[], kind: FileKind, skipped: string[]): DataFile[] {
  const of = files.filter((f) => f.kind === kind);
  if (of.length <= 1) return files;
  const best = [...of].sort((a, b) => (b.year ?? 9999) - (a.year ?? 9999))[0]!;
  for (const f of of)
    if (f !== best) skipped.push(`${f.name}: only the newest ${kind} file is used (${best.name})`);
  return files.filter((f) => f.kind !== kind || f === best);
}

/** The importable files in the folders (official names), small reference tables first. */
export function discoverFiles(folders: DataFolders): Discovery {
  const files: DataFile[] = [];
  const skipped: string[] = [];
  if (existsSync(folders.scorecardDir) && statSync(folders.scorecardDir).isDirectory()) {
    for (const name of readdirSync(folders.scorecardDir).sort()) {
      const k = kindOf(name);
      if (k) files.push(describe(join(folders.scorecardDir, name), k.kind, k.year));
    }
  }
  if (existsSync(folders.cpiFile)) files.push(describe(folders.cpiFile, 'cpi', null));
  const majors = join(folders.majorsDir, 'all-ages.csv');
  if (existsSync(majors)) files.push(describe(majors, 'majors', null));
  let kept = keepNewest(files, 'acs', skipped);
  kept = keepNewest(kept, 'field_of_study', skipped);
  const order: FileKind[] = [
    'cpi',
    'acs',
    'majors',
    'dictionary',
    'yearly',
    'most_recent',
    'field_of_study',
  ];
  kept.sort(
    (a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || (a.year ?? 0) - (b.year ?? 0),
  );
  const hasInstitutionData = kept.some((f) => f.kind === 'yearly' || f.kind === 'most_recent');
  return { files: kept, hasInstitutionData, skipped };
}
