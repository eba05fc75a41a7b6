import {
  type CalculatorReferenceResponse,
  latestCpiYear,
  type NationalMajor,
  RANKINGS_TEXTS,
  restateDollars,
  roundHalfAwayFromZero,
  US_STATES,
} from '@degreeworth/core';
import type { Db } from '../../db/client';
import { findFiguresGeneration, findReferenceInputs, type ReferenceInputs } from './repository';

/** The reference and the lookups a scenario's results need, built once per generation. */
export interface CalculatorReference {
  response: CalculatorReferenceResponse;
  /** B by state code, whole dollars of `dollar_year` (null: no ACS value, no CPI year). */
  baselineByState: Readonly<Record<string, number | null>>;
  nationalMajors: readonly NationalMajor[];
}

type Cpi = Map<number, number>;

/**
 * B of a state as the rankings compute it (jobs/college-figures.ts baselineOf): the state's ACS
 * median of high-school graduates, else the national row's, restated from the survey year to
 * the latest CPI year, in whole dollars like the ranking rows' baseline_earnings.
 */
function baselineOf(inputs: ReferenceInputs, cpi: Cpi, baseYear: number | null, state: string) {
  const own = inputs.acs.find((r) => r.stabbr === state);
  const used = own?.medianHsGrad != null ? own : inputs.acs.find((r) => r.stabbr === 'US');
  if (!used || used.medianHsGrad === null || baseYear === null) return null;
  if (!cpi.has(used.surveyYear)) return null;
  return roundHalfAwayFromZero(restateDollars(used.medianHsGrad, used.surveyYear, cpi, baseYear)!);
}

const range = (years: number[]) =>
  years.length === 0
    ? ''
    : years[0] === years.at(-1)
      ? String(years[0])
      : `${years[0]}–${years.at(-1)}`;

/** Where the figures come from, in short sentences (results page and PDF). */
function sourcesOf(inputs: ReferenceInputs, dollarYear: number): string[] {
  const out: string[] = [];
  const scorecard = [...new Set(inputs.years.flatMap((y) => y.files))].sort();
  if (scorecard.length === 0) return [RANKINGS_TEXTS.noData];
  out.push(
    `${RANKINGS_TEXTS.source}: data years ${range(inputs.years.map((y) => y.year))}, from ` +
      `${scorecard.join(', ')}; each college’s figures come from its newest year.`,
  );
  const cpiFile = inputs.files.find((f) => f.kind === 'cpi')?.name;
  if (inputs.cpi.length) {
    out.push(
      `Amounts are in ${dollarYear} dollars, restated with the CPI-U annual averages ` +
        `(U.S. Bureau of Labor Statistics, series CUUR0000SA0, ${range(inputs.cpi.map((c) => c.year))}` +
        `${cpiFile ? `, ${cpiFile}` : ''}).`,
    );
  }
  const acsYear = inputs.acs[0]?.surveyYear;
  if (acsYear !== undefined) {
    const file = inputs.files.find((f) => f.kind === 'acs')?.name;
    out.push(
      'Earnings without college: median earnings of high-school graduates by state, U.S. Census ' +
        `Bureau, American Community Survey ${acsYear}, table B20004${file ? ` (${file})` : ''}.`,
    );
  }
  if (inputs.majors.length) {
    const file = inputs.files.find((f) => f.kind === 'majors')?.name;
    out.push(
      'Earnings by major: FiveThirtyEight, “The Economic Guide To Picking A College Major” ' +
        `(2014), from the ACS 2010-2012 PUMS, CC BY 4.0 (${inputs.majors.length} majors` +
        `${file ? `, ${file}` : ''}).`,
    );
  }
  return out;
}

/** Builds the reference from the imported tables. */
export function buildReference(inputs: ReferenceInputs): CalculatorReference {
  const cpi: Cpi = new Map(inputs.cpi.map((c) => [c.year, c.value]));
  const baseYear = cpi.size ? latestCpiYear(cpi) : null;
  // Without a CPI table nothing was restated: the label falls back to this year.
  const dollarYear = baseYear ?? new Date().getUTCFullYear();
  const states = US_STATES.map((s) => ({
    code: s.code,
    name: s.name,
    baseline: baselineOf(inputs, cpi, baseYear, s.code),
  }));
  const nationalMajors: NationalMajor[] = inputs.majors.map((m) => ({
    code: m.majorCode,
    name: m.major,
    category: m.category,
    median: m.median,
    total: m.total,
  }));
  return {
    response: {
      states,
      national_majors: nationalMajors,
      dollar_year: dollarYear,
      sources: sourcesOf(inputs, dollarYear),
    },
    baselineByState: Object.fromEntries(states.map((s) => [s.code, s.baseline])),
    nationalMajors,
  };
}

/**
 * The reference changes only when the importer recomputes (a new generation). It is kept in
 * memory and the generation is re-read at most every `ttlMs`, so an import run by another
 * process (npm run data:import) shows within that time (the rankings catalog's pattern).
 */
export function createReferenceCache(db: Db, ttlMs = 2_000) {
  let checkedAt = 0;
  let cached: { generation: string | null; value: Promise<CalculatorReference> } | null = null;

  async function load(): Promise<CalculatorReference> {
    const generation = await findFiguresGeneration(db);
    if (cached && cached.generation === generation) return cached.value;
    const value = findReferenceInputs(db).then(buildReference);
    const entry = { generation, value };
    cached = entry;
    value.catch(() => {
      if (cached === entry) cached = null;
    });
    return value;
  }

  return {
    async current(): Promise<CalculatorReference> {
      if (cached && Date.now() - checkedAt < ttlMs) return cached.value;
      checkedAt = Date.now();
      return load();
    },
  };
}

export type ReferenceCache = ReturnType<typeof createReferenceCache>;
