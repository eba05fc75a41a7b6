import { ROI_DEFAULTS } from '../roi/defaults';
import type { FlagWords } from './scenario-flags';
import { formatPercent } from './percent';

/**
 * Words for the data and engine flags of a college's figures (which fallback a figure used),
 * as the rankings show them. The calculator and the PDF use
 * them too for the flags they have no own words for.
 */

const growth = formatPercent(ROI_DEFAULTS.earlyGrowth);

const WORDS = {
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
      'Field-of-study debt is published as borrowed, without a dollar year: it is taken to be ' +
      'in dollars of the year its graduates finished. A release the data dictionary does not ' +
      "describe is taken to be in the dollars of the college's own earnings.",
  },
} as const satisfies Record<string, FlagWords>;

/** The flags with words of their own. */
export type DataFlag = keyof typeof WORDS;
export const DATA_FLAG_WORDS: Readonly<Record<string, FlagWords>> = WORDS;
