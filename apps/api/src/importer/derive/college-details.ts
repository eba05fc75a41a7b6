import {
  calculatorFlagsOf,
  groupRow,
  restateIn,
  roundHalfAwayFromZero as whole,
  type ScorecardCollege,
  wholeEarnings,
  wholePrices,
} from '@degreeworth/core';
import type { ProgramRow } from '../store/recompute-inputs';
import type { CollegeDetails, ProgramRecord } from '../store/ranking-columns';
import { institutionRowReader, type YearContext } from './sources';

/**
 * INSTURL / NPCURL are published without a scheme ("web.mit.edu/"): links need one. We assume
 * https; an http(s) value is kept; any other scheme (javascript:, data:…) is no link at all.
 */
export function linkOf(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const value = raw.trim();
  if (value === '') return null;
  if (/^https?:\/\//i.test(value)) return value;
  if (/^[a-z][a-z0-9+-]*:(?!\d)/i.test(value)) return null;
  return `https://${value}`;
}

/**
 * Field-of-study earnings and debt, in whole dollars of the rankings' base year. The shared
 * data dictionary maps institution columns only, so these are taken to be in the dollars of
 * the institution earnings (the same release's Treasury data), and every page of a college
 * with programs says so (flag `program_dollar_year_assumed`). The earnings source and the
 * base year are the same in every ranking year, so any year's context gives the same figures.
 */
export function collegePrograms(
  ctx: YearContext,
  universityId: number,
  rows: readonly ProgramRow[],
): ProgramRecord[] {
  const year = ctx.earnings.MD_EARN_WNE_P10?.dollarYear ?? null;
  const money = (v: number | null) => whole(restateIn(ctx, v, year));
  return rows.map((p, position) => ({
    universityId,
    position,
    cip: p.cipcode,
    title: p.cipdesc,
    credentialLevel: p.credlev,
    completers:
      p.ipedscount1 === null || p.ipedscount2 === null ? null : p.ipedscount1 + p.ipedscount2,
    earnings1yr: money(p.earnMdn1yr ?? p.earnMdnHi1yr),
    earnings4yr: money(p.earnMdn4yr),
    earnings5yr: money(p.earnMdn5yr),
    medianDebt: money(p.debtAllStgpEvalMdn),
  }));
}

/** What the college page and the calculator read beyond the ranking row (college_details). */
export function collegeDetails(
  ctx: YearContext,
  c: ScorecardCollege,
  hasPrograms: boolean,
): CollegeDetails {
  const flags = (['prices', 'majors', 'links'] as const).flatMap((g) => ctx.carried[g]);
  if (hasPrograms) flags.push('program_dollar_year_assumed');
  const links = groupRow(ctx, 'links', c.unitid);
  const read = institutionRowReader;
  return {
    zip: c.zip,
    url: linkOf(links && read.text(links, 'INSTURL')),
    npcUrl: linkOf(links && read.text(links, 'NPCURL')),
    prices: wholePrices(c.prices),
    majors: c.majors,
    earningsCohort: ctx.earnings.MD_EARN_WNE_P10?.cohort ?? null,
    flags: [...new Set(flags)],
    // Whole dollars, as the ranking rows round median_earnings_10yr.
    earnings: wholeEarnings(c.earnings),
    calculatorFlags: calculatorFlagsOf(ctx, c),
  };
}
