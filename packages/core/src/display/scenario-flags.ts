export interface FlagWords {
  title: string;
  detail: string;
}

/**
 * Words for the flags of a scenario's results (engine flags and calculator flags), said to the
 * student. They come before the data flags' words on the results page and in the PDF.
 */
const WORDS = {
  graduate_study: {
    title: 'Graduate or professional study',
    detail:
      'The loan limits are a graduate or professional student’s, but the college’s cost, aid ' +
      'and earnings in the data are its undergraduates’: type your own cost, grants, starting ' +
      'salary and what you would earn with the degree you have.',
  },
  starting_salary_user: {
    title: 'Starting salary typed by you',
    detail: 'The results use the salary you entered instead of the college’s data.',
  },
  rap_needs_earnings: {
    title: 'Repayment Assistance Plan not drawn',
    detail:
      'RAP sets payments by income, and there are no earnings for this college to stand for ' +
      'yours: the figures use the standard plan. Type the salary you expect to see RAP.',
  },
  major_estimated_nationally: {
    title: 'Major estimated from national data',
    detail:
      'The college’s earnings are scaled by how the major’s national median earnings compare ' +
      'with all majors (ACS, full-time year-round workers with a bachelor’s degree).',
  },
  major_not_available: {
    title: 'No major adjustment',
    detail: 'The starting salary is the college’s figure for all its graduates.',
  },
  earnings_backfilled: {
    title: 'Earnings back-filled from the 10-year figure',
    detail: 'The data only has earnings 10 years after entry; earlier years are estimated from it.',
  },
  entrant_based: {
    title: 'Earnings of all entrants',
    detail: 'The college’s earnings include students who did not finish; graduates may earn more.',
  },
  completion_rate_missing: {
    title: 'No completion rate',
    detail: 'The data has no completion rate, so the completion-adjusted figures are missing.',
  },
  net_price_band_missing: {
    title: 'No net price for this family income',
    detail:
      'The college reports no net price for this family income, so the aid starts from the ' +
      'typical aid for all families.',
  },
  cost_of_attendance_from_net_price: {
    title: 'Cost of attendance not published',
    detail:
      'The data has no cost of attendance for this college, so the cost starts from the net ' +
      'price: what students pay after grants.',
  },
  cost_of_attendance_below_net_price: {
    title: 'Cost of attendance below the net price',
    detail:
      'The published cost of attendance is older than the net price and below it, so the cost ' +
      'starts from the net price: what students pay after grants.',
  },
  housing_not_adjusted: {
    title: 'Housing cost not adjusted',
    detail:
      'The data lacks the room and board figures, so the cost of attendance is the on-campus figure.',
  },
  out_of_state_not_adjusted: {
    title: 'Out-of-state tuition not added',
    detail: 'The data lacks in-state or out-of-state tuition for this college.',
  },
} as const satisfies Record<string, FlagWords>;

/** The flags with words of their own. */
export type ScenarioFlag = keyof typeof WORDS;
export const SCENARIO_FLAG_WORDS: Readonly<Record<string, FlagWords>> = WORDS;
