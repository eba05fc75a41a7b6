import { CURRENT_LOAN_RULES, type EarningsTestRules } from './federal-loan-rules';

/**
 * An estimate of the program earnings accountability test, never the official determination:
 * the Department of Education measures a program's federally aided completers in the fourth tax
 * year after completing, working and not enrolled, against a benchmark (for undergraduate
 * programs, high-school graduates aged 25-34 in the state), and a program fails in 2 of 3 years
 * loses Direct Loans. Before it publishes results, the product can only compare the program's
 * published median earnings (Field of Study data) with the state's median earnings of
 * high-school graduates aged 25 and over (ACS), which is higher than the law's 25-34 benchmark,
 * so the estimate errs toward "at risk". Pure; dollars of the benchmark's dollar year.
 */

export const EARNINGS_TEST_STATUSES = ['likely_passes', 'at_risk', 'not_enough_data'] as const;
export type EarningsTestStatus = (typeof EARNINGS_TEST_STATUSES)[number];

/** Why there is not enough data for an estimate. */
export type EarningsTestGap =
  /** Graduate programs are measured against bachelor's earners, which the data lacks here. */
  | 'graduate_program'
  /** Fewer completers than the test measures, even pooled. */
  | 'too_few_completers'
  /** The program publishes no median earnings after completion. */
  | 'no_earnings'
  /** No benchmark for the college's state. */
  | 'no_benchmark';

export interface EarningsTestBenchmark {
  /** Median earnings of high-school graduates aged 25 and over in the state; null = unknown. */
  value: number | null;
  /** Two-letter state of the college. */
  state: string | null;
  /** The ACS survey year of the figure, when known. */
  surveyYear: number | null;
  /** The dollars the benchmark (and the program's earnings) are in. */
  dollarYear: number;
}

/**
 * A program's published figures, named as the API, the college page and the rankings carry
 * them, so any of those program objects can be passed as it is.
 */
export interface EarningsTestInput {
  /** CREDLEV: 1–3 undergraduate, 4–8 graduate. */
  credential_level: number | null;
  completers: number | null;
  earnings_1yr: number | null;
  earnings_4yr: number | null;
  earnings_5yr: number | null;
}

export interface EarningsTestEstimate {
  status: EarningsTestStatus;
  gap: EarningsTestGap | null;
  /** The program's median earnings compared, and how many years after completion they are. */
  earnings: number | null;
  yearsAfter: 1 | 4 | 5 | null;
  benchmark: EarningsTestBenchmark;
  /** earnings − benchmark; null without both. */
  margin: number | null;
}

/**
 * The program's median earnings the estimate compares: 4 years after completion, the test's own
 * year, when published; else 5 years after (a little later than the test measures), else 1 year
 * after (earlier, and lower).
 */
function earningsOf(
  input: EarningsTestInput,
): Pick<EarningsTestEstimate, 'earnings' | 'yearsAfter'> {
  if (input.earnings_4yr !== null) return { earnings: input.earnings_4yr, yearsAfter: 4 };
  if (input.earnings_5yr !== null) return { earnings: input.earnings_5yr, yearsAfter: 5 };
  if (input.earnings_1yr !== null) return { earnings: input.earnings_1yr, yearsAfter: 1 };
  return { earnings: null, yearsAfter: null };
}

/** The estimate of one program: likely passes, at risk, or not enough data (with why). */
export function earningsTestEstimate(
  input: EarningsTestInput,
  benchmark: EarningsTestBenchmark,
  rules: EarningsTestRules = CURRENT_LOAN_RULES.earningsTest!,
): EarningsTestEstimate {
  const { earnings, yearsAfter } = earningsOf(input);
  const base = { earnings, yearsAfter, benchmark, margin: null };
  const gap: EarningsTestGap | null =
    input.credential_level !== null && input.credential_level > 3
      ? 'graduate_program'
      : input.completers === null || input.completers < rules.minimumCompleters
        ? 'too_few_completers'
        : earnings === null
          ? 'no_earnings'
          : benchmark.value === null
            ? 'no_benchmark'
            : null;
  if (gap !== null) return { ...base, status: 'not_enough_data', gap };
  const margin = earnings! - benchmark.value!;
  return { ...base, status: margin < 0 ? 'at_risk' : 'likely_passes', gap: null, margin };
}
