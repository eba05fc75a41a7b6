import {
  type CalculatorReferenceResponse,
  latestCpiYear,
  type NationalMajor,
  RANKINGS_TEXTS,
  roundHalfAwayFromZero,
  stateBaseline,
  US_STATES,
} from '@degreeworth/core';
import type { Db } from '../../db/client';
import { createGenerationCache, type GenerationSource } from '../../lib/generation-cache';
import { findReferenceInputs, type ReferenceInputs } from './repository';

/** The reference and the lookups a scenario's results need, built once per generation. */
export interface CalculatorReference {
  response: CalculatorReferenceResponse;
  /** B by state code, whole dollars of `dollar_year` (null: no ACS value, no CPI year). */
  baselineByState: Readonly<Record<string, number | null>>;
  nationalMajors: readonly NationalMajor[];
}

type Cpi = Map<number, number>;

/**
 * B of every state as the rankings compute it (core `stateBaseline`: the state's ACS median,
 * else the national row's, restated to the latest CPI year), in whole dollars like the ranking
 * rows' baseline_earnings; null without a CPI table.
 */
function baselinesOf(inputs: ReferenceInputs, cpi: Cpi, baseYear: number | null) {
  const acs = new Map(
    inputs.acs.map((r) => [r.stabbr, { median: r.medianHsGrad, year: r.surveyYear }]),
  );
  return (state: string) =>
    baseYear === null
      ? null
      : roundHalfAwayFromZero(stateBaseline(acs, state, cpi, baseYear).value);
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
  const baselineOf = baselinesOf(inputs, cpi, baseYear);
  const states = US_STATES.map((s) => ({
    code: s.code,
    name: s.name,
    baseline: baselineOf(s.code),
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

/** The reference, rebuilt when the importer recomputes (a new generation). */
export function createReferenceCache(db: Db, generation: GenerationSource) {
  return createGenerationCache(generation, () => findReferenceInputs(db).then(buildReference));
}
