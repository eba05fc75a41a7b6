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

/**
 * What the estimate measures: one program (Field of Study data), or, for a college whose
 * programs the data does not have, all its graduates together (its completer earnings).
 */
export type EarningsTestScope = 'program' | 'college';

export interface EarningsTestEstimate {
  scope: EarningsTestScope;
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
  const base = { scope: 'program' as const, earnings, yearsAfter, benchmark, margin: null };
  const gap: EarningsTestGap | null =
    input.credential_level !== null && input.credential_level > 3
      ? 'graduate_program'
      : rules.minimumCompleters > 0 &&
          (input.completers === null || input.completers < rules.minimumCompleters)
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

/** The Field of Study credential level (CREDLEV) of a college's credential. */
export const FIELD_OF_STUDY_LEVEL = { certificate: 1, associate: 2, bachelors: 3 } as const;

/**
 * Whether a college has program data the calculator can use: a program at the college's own
 * credential level that publishes earnings. Without one, the college-wide estimate stands in.
 */
export function hasOwnProgramEarnings(
  programs: readonly EarningsTestInput[],
  credential: keyof typeof FIELD_OF_STUDY_LEVEL,
): boolean {
  return programs.some(
    (p) =>
      p.credential_level === FIELD_OF_STUDY_LEVEL[credential] &&
      (p.earnings_1yr !== null || p.earnings_4yr !== null || p.earnings_5yr !== null),
  );
}

/** A college's own completer earnings (Scorecard MD_EARN_WNE_1YR and _4YR), all programs together. */
export interface CollegeCompleterEarnings {
  earnings_1yr: number | null;
  earnings_4yr: number | null;
}

/**
 * The estimate for a college whose programs the data does not have: all its graduates'
 * median earnings together (4 years after completing, else 1 year after) against the same
 * benchmark. The law measures each program, so this says only how the college's graduates as a
 * whole stand; the Scorecard publishes these medians only for cohorts large enough, so no
 * completer count is checked. Graduate credentials have no estimate, as for programs.
 */
export function collegeEarningsTestEstimate(
  earnings: CollegeCompleterEarnings,
  credentialLevel: number | null,
  benchmark: EarningsTestBenchmark,
): EarningsTestEstimate {
  const program = earningsTestEstimate(
    { credential_level: credentialLevel, completers: null, earnings_5yr: null, ...earnings },
    benchmark,
    // No completer count to check: every cohort of the published median counts.
    { ...CURRENT_LOAN_RULES.earningsTest!, minimumCompleters: 0 },
  );
  return { ...program, scope: 'college' };
}
