import type { EarningsInput } from '../roi/earnings';
import { roundHalfAwayFromZero } from '../roi/rounding';

/**
 * A college's institution earnings: MD_EARN_WNE_P6/P8/P10 of all aided
 * entrants, and MD_EARN_WNE_1YR/4YR of completers; constant dollars, null = not reported.
 */
export interface CollegeEarnings {
  p6: number | null;
  p8: number | null;
  p10: number | null;
  earnings_1yr: number | null;
  earnings_4yr: number | null;
}

/**
 * The engine's earnings input of a college: the entrant points as they are, and the
 * completer anchors at s = 1 (MD_EARN_WNE_1YR) and s = 4 (MD_EARN_WNE_4YR) years after
 * completion. Dollars unchanged (whatever the caller restated them to).
 */
export function earningsInputOf(e: CollegeEarnings): EarningsInput {
  return {
    p6: e.p6,
    p8: e.p8,
    p10: e.p10,
    completerAnchors: [
      { yearsAfterCompletion: 1, earnings: e.earnings_1yr },
      { yearsAfterCompletion: 4, earnings: e.earnings_4yr },
    ],
  };
}

/** The earnings in whole dollars (half away from zero), as the ranking rows show them. */
export function wholeEarnings(e: CollegeEarnings): CollegeEarnings {
  return {
    p6: roundHalfAwayFromZero(e.p6),
    p8: roundHalfAwayFromZero(e.p8),
    p10: roundHalfAwayFromZero(e.p10),
    earnings_1yr: roundHalfAwayFromZero(e.earnings_1yr),
    earnings_4yr: roundHalfAwayFromZero(e.earnings_4yr),
  };
}
