import { roundHalfAwayFromZero } from '@degreeworth/core';
import type { CollegeInputs } from './college-figures';
import type { CollegeDetails } from './ranking-records';
import type { InstitutionRow } from './sources';
import { groupRow, restate, type YearContext } from './year-context';

const whole = (v: number | null) => (v === null ? null : roundHalfAwayFromZero(v));

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

function pricesOf(ctx: YearContext, unitid: number): CollegeDetails['prices'] {
  const row = groupRow(ctx, 'prices', unitid);
  const year = ctx.dollarYears.prices;
  const money = (v: number | null | undefined) => whole(restate(ctx, v, year));
  return {
    tuition_in_state: money(row?.tuitionfeeIn),
    tuition_out_of_state: money(row?.tuitionfeeOut),
    room_board_on_campus: money(row?.roomboardOn),
    room_board_off_campus: money(row?.roomboardOff),
    books_supplies: money(row?.booksupply),
  };
}

/** PCIP shares above 0 (the page sorts them). */
function majorsOf(ctx: YearContext, unitid: number): CollegeDetails['majors'] {
  const shares = groupRow(ctx, 'majors', unitid)?.pcip ?? {};
  return Object.fromEntries(Object.entries(shares).filter(([, share]) => share > 0));
}

/**
 * Field-of-study earnings and debt. The shared data dictionary maps institution columns only,
 * so these are taken to be in the dollars of the institution earnings (the same release's
 * Treasury data) and the page says so (flag `program_dollar_year_assumed`).
 */
function programsOf(ctx: YearContext, unitid: number, flags: string[]): CollegeDetails['programs'] {
  const rows = ctx.inputs.programs.get(unitid) ?? [];
  if (rows.length === 0) return [];
  flags.push('program_dollar_year_assumed');
  const year = ctx.earnings.MD_EARN_WNE_P10?.dollarYear ?? null;
  const money = (v: number | null) => whole(restate(ctx, v, year));
  return rows.map((p) => ({
    cip: p.cipcode,
    title: p.cipdesc,
    credential_level: p.credlev,
    earnings_1yr: money(p.earnMdn1yr ?? p.earnMdnHi1yr),
    earnings_4yr: money(p.earnMdn4yr),
    median_debt: money(p.debtAllStgpEvalMdn),
  }));
}

/** The calculator's data flags: the inputs' own (not `baseline_national`, which is about the
 * college's state; a scenario uses the student's) and the carried prices and majors. */
function calculatorFlagsOf(ctx: YearContext, c: CollegeInputs): string[] {
  const own = c.flags.filter((f) => f !== 'baseline_national');
  return [...new Set([...own, ...ctx.carried.prices, ...ctx.carried.majors])];
}

export function collegeDetails(
  ctx: YearContext,
  id: InstitutionRow,
  c: CollegeInputs,
): CollegeDetails {
  const flags = (['prices', 'majors', 'links'] as const).flatMap((g) => ctx.carried[g]);
  const links = groupRow(ctx, 'links', id.unitid);
  return {
    zip: id.zip,
    url: linkOf(links?.insturl),
    npcUrl: linkOf(links?.npcurl),
    prices: pricesOf(ctx, id.unitid),
    majors: majorsOf(ctx, id.unitid),
    programs: programsOf(ctx, id.unitid, flags),
    earningsCohort: ctx.earnings.MD_EARN_WNE_P10?.cohort ?? null,
    flags: [...new Set(flags)],
    // Whole dollars, as the ranking rows round median_earnings_10yr.
    earnings: {
      p6: whole(c.p6),
      p8: whole(c.p8),
      p10: whole(c.p10),
      earnings_1yr: whole(c.earnings1yr),
      earnings_4yr: whole(c.earnings4yr),
    },
    calculatorFlags: calculatorFlagsOf(ctx, c),
  };
}
