import { type Control, ROI_DEFAULTS, type RankingType } from '@degreeworth/core';
import { formatPercent } from './format';

/**
 * Words for the machine codes of the rankings API: the row `flags` (which fallback a figure
 * used, roi-methodology.md principles) and the `reasons` of null figures (NullReason in core).
 * An unknown code is still shown, in readable form, so nothing is hidden.
 */

export const CONTROL_LABELS: Record<Control, string> = {
  public: 'Public',
  private_nonprofit: 'Private nonprofit',
  private_for_profit: 'Private for-profit',
};

export const TYPE_LABELS: Record<RankingType, string> = {
  bachelors: "Bachelor's",
  associate: 'Associate',
  certificate: 'Certificate',
};

export interface FlagText {
  title: string;
  detail: string;
}

const growth = formatPercent(ROI_DEFAULTS.earlyGrowth);

const FLAGS: Record<string, FlagText> = {
  completion_adjusted: {
    title: 'Completion-adjusted',
    detail:
      "The result mixes two paths by the completion rate: graduates' earnings, and students who " +
      'leave without a degree and earn what a high-school graduate earns.',
  },
  entrant_based: {
    title: 'Entrant-based earnings',
    detail:
      'The earnings are those of everyone who entered with federal aid, graduates and ' +
      'non-graduates together, so the chance of not finishing is already in them and the ' +
      'completion rate is not applied again.',
  },
  earnings_backfilled: {
    title: 'Earnings back-filled from the 10-year figure',
    detail:
      'Only the earnings 10 years after entry are known. The years between leaving school and ' +
      `year 10 are estimated from that figure, assuming earnings grow ${growth} a year up to it.`,
  },
  completion_rate_missing: {
    title: 'Completion rate missing',
    detail:
      "Graduates' earnings are known but the completion rate is not, so the entrant-based " +
      'earnings are used instead of the completion-adjusted mix.',
  },
  major_estimated_nationally: {
    title: 'Major estimated from national data',
    detail:
      "The college's earnings are scaled by how the major's national median earnings compare " +
      'with all majors (Census ACS field of degree), not by program data from this college.',
  },
  major_not_available: {
    title: 'Major not available',
    detail: 'No earnings data for the chosen major, so the figures are those of the whole college.',
  },
  baseline_national: {
    title: 'National high-school baseline',
    detail:
      "The state's median earnings of high-school graduates are missing, so the national " +
      'median is used as the comparison.',
  },
  earnings_dollar_year_assumed: {
    title: 'Dollar year of the earnings assumed',
    detail:
      'The data dictionary does not state which year’s dollars the earnings are in; the year ' +
      'of the earnings cohort is assumed.',
  },
  program_dollar_year_assumed: {
    title: 'Dollar year of the program figures assumed',
    detail:
      'Field-of-study earnings and debt are taken to be in the same year’s dollars as the ' +
      "college's own earnings (the data dictionary maps only the college columns).",
  },
};

/** Column groups that can be taken from an earlier year's file (`<group>_carried_from_<year>`). */
const CARRIED_COLUMNS: Record<string, { name: string; noun: string }> = {
  net_price: { name: 'Net price', noun: 'net price' },
  cost_of_attendance: { name: 'Cost of attendance', noun: 'cost of attendance' },
  completion: { name: 'Completion rate', noun: 'completion rate' },
  prices: { name: 'Tuition and living costs', noun: 'tuition or living costs' },
  majors: { name: 'Majors', noun: 'shares of degrees by field' },
  links: { name: 'Website links', noun: 'website links' },
};

/**
 * The flags worth showing: `carried_from_<year>` is left out when the flags also name the
 * columns carried from that year (`completion_carried_from_<year>`…).
 */
export function visibleFlags(flags: readonly string[]): string[] {
  const named = new Set(
    flags.flatMap((f) => /^[a-z_]+_carried_from_(\d{4})$/.exec(f)?.slice(1, 2) ?? []),
  );
  return flags.filter((f) => {
    const year = /^carried_from_(\d{4})$/.exec(f)?.[1];
    return !year || !named.has(year);
  });
}

/** Title and explanation of a row flag, e.g. carried_from_2022 or earnings_backfilled. */
export function flagText(flag: string): FlagText {
  const known = FLAGS[flag];
  if (known) return known;
  const column = /^([a-z_]+)_carried_from_(\d{4})$/.exec(flag);
  if (column && CARRIED_COLUMNS[column[1]!]) {
    const [, group, year] = column;
    const { name, noun } = CARRIED_COLUMNS[group!]!;
    return {
      title: `${name} carried from ${year}`,
      detail:
        `This year's file has no ${noun}, so the ${year} file's figure is used: the newest ` +
        'earlier year that has it.',
    };
  }
  const carried = /^carried_from_(\d{4})$/.exec(flag);
  if (carried) {
    const year = carried[1];
    return {
      title: `Some figures carried from ${year}`,
      detail:
        "This year's file lacks some of the columns used here (such as the completion rate or " +
        `the cost of attendance), so they are taken from the ${year} file, the newest earlier ` +
        'year that has them.',
    };
  }
  const cpi = /^cpi_missing_(\d{4})$/.exec(flag);
  if (cpi) {
    return {
      title: `No price index for ${cpi[1]}`,
      detail: `Amounts from ${cpi[1]} could not be restated to constant dollars.`,
    };
  }
  return { title: humanize(flag), detail: '' };
}

interface ReasonText {
  /** A few words for a table cell. */
  short: string;
  /** A sentence for the college page and the table's accessible text. */
  long: string;
}

const REASONS: Record<string, ReasonText> = {
  missing_net_price: {
    short: 'no net price reported',
    long: 'The data has no net price for this college and year.',
  },
  missing_cost_of_attendance: {
    short: 'no cost of attendance reported',
    long: 'The data has no cost of attendance for this college and year.',
  },
  missing_out_of_state_tuition: {
    short: 'no out-of-state tuition',
    long: 'The data has no in-state or out-of-state tuition for this college.',
  },
  missing_baseline: {
    short: 'no high-school baseline',
    long: "The median earnings of high-school graduates in the college's state are missing.",
  },
  missing_earnings: {
    short: 'no earnings reported',
    long:
      'The data has no earnings figure for this college: not reported, or withheld to protect ' +
      'the privacy of a small group of students.',
  },
  missing_entrant_earnings: {
    short: 'needs 6-, 8- and 10-year earnings',
    long:
      'This figure needs the earnings 6, 8 and 10 years after entry; the data has only some ' +
      'of them.',
  },
  missing_completion_rate: {
    short: 'no completion rate reported',
    long: 'The data has no completion rate for this college and year.',
  },
  missing_earnings_4yr: {
    short: 'no 4-year earnings',
    long: 'The data has no earnings 4 years after completion.',
  },
  does_not_recoup: {
    short: 'does not pay back',
    long:
      'Earnings 10 years after entry are not above those of a high-school graduate, so the ' +
      'price is never paid back by the difference.',
  },
  no_break_even: {
    short: `not within ${ROI_DEFAULTS.seriesYears} years`,
    long: `The gain never catches up with the cost within ${ROI_DEFAULTS.seriesYears} years of starting college.`,
  },
  not_reported: { short: 'not reported', long: 'The data has no figure for this.' },
  no_cost: { short: 'no cost', long: 'The present value of the costs is not positive.' },
  no_loan: { short: 'no loan', long: 'Nothing was borrowed.' },
  no_earnings_after_enrollment: {
    short: 'no earnings after school',
    long: 'Earnings in the first year after school are not positive.',
  },
};

/** Words for a null figure's reason; `short` fits a table cell. */
export function reasonText(reason: string | undefined | null): ReasonText {
  if (!reason) return { short: 'not available', long: 'This figure is not available.' };
  return REASONS[reason] ?? { short: humanize(reason), long: `${humanize(reason)}.` };
}

function humanize(code: string): string {
  const words = code.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
