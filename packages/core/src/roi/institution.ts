import {
  type AssumptionOverrides,
  type Assumptions,
  applyMajor,
  choosePath,
  type ChosenPath,
  resolveAssumptions,
} from './assumptions';
import { cewNpv, pepFigure } from './compat';
import { type Credential, ROI_DEFAULTS } from './defaults';
import { type EarningsInput, hasCompleterAnchors } from './earnings';
import { type Figure, figureOf, type NullReason, type PathOutcome, type RoiFlag } from './figure';
import { evaluatePath, missingOutcome, mixPaths, type PathArrays, zeros } from './timeline';

/** Inputs of one institution (or program) row; money in constant dollars per year. */
export interface InstitutionRoiInput extends AssumptionOverrides {
  credential: Credential;
  /** NC(y): the net price of the chosen family-income band (negative allowed); null = missing. */
  netPrice: number | null;
  /** NPT41 (family income $0–30k), for the low-income PEP; null or omitted = missing. */
  lowIncomeNetPrice?: number | null;
  /** p, completion rate (C150_4_POOLED, else C150_4; C150_L4), fraction; null = missing. */
  completionRate: number | null;
  /** Institution earnings (program view: the program's completer anchors). */
  earnings: EarningsInput;
  /** B, the state's high-school median earnings, restated; null = missing. */
  baseline: number | null;
  /** National major ratio (see applyMajor): number, null (no data) or omitted (no major). */
  majorEarningsRatio?: number | null;
}

/** Indicative earnings test: earnings 4 years after completion above B. Not official. */
export interface EarningsTest {
  passes: boolean | null;
  reason: NullReason | null;
  indicative: true;
}

export interface InstitutionRoiResult extends PathOutcome {
  /** Which view was used; null when no earnings path could be built. */
  view: 'completion_adjusted' | 'entrant_based' | null;
  yearsEnrolled: number;
  /** Third Way PEP with the band's net price, L = 4 / 2 / 1 years. */
  pepYears: Figure;
  /** PEP with NPT41. */
  pepYearsLowIncome: Figure;
  /** CEW-compatible gross NPV at 40 years. */
  cewNpv40: Figure;
  earningsTest: EarningsTest;
  flags: RoiFlag[];
}

function earningsTest(input: InstitutionRoiInput): EarningsTest {
  const anchor = input.earnings.completerAnchors?.find((a) => a.yearsAfterCompletion === 4);
  const fail = (reason: NullReason): EarningsTest => ({ passes: null, reason, indicative: true });
  if (anchor?.earnings == null) return fail('missing_earnings_4yr');
  if (input.baseline === null) return fail('missing_baseline');
  return { passes: anchor.earnings > input.baseline, reason: null, indicative: true };
}

/** The published-definition figures, computed from the raw inputs (no major scaling). */
function compatibilityFigures(input: InstitutionRoiInput) {
  const { credential, earnings, baseline } = input;
  const years = ROI_DEFAULTS.pep.years[credential];
  const p10 = earnings.p10 ?? null;
  const cew = cewNpv({
    netPrice: input.netPrice,
    p6: earnings.p6 ?? null,
    p8: earnings.p8 ?? null,
    p10,
    credential,
    horizon: 40,
  });
  return {
    pepYears: pepFigure({ netPrice: input.netPrice, years, p10, baseline }),
    pepYearsLowIncome: pepFigure({
      netPrice: input.lowIncomeNetPrice ?? null,
      years,
      p10,
      baseline,
    }),
    cewNpv40: figureOf(
      cew,
      input.netPrice === null ? 'missing_net_price' : 'missing_entrant_earnings',
    ),
    earningsTest: earningsTest(input),
  };
}

/** Cash-financed path: NC for `enrolled` years, then `earnings` (or B for a non-completer). */
function cashPath(earnings: number[], netPrice: number, enrolled: number): PathArrays {
  const years = earnings.length;
  return {
    earnings,
    cost: earnings.map((_, k) => (k < enrolled ? netPrice : 0)),
    loanPayment: zeros(years),
    loanBalance: zeros(years),
  };
}

interface Known {
  netPrice: number;
  baseline: number;
  completionRate: number | null;
}

/** p·completer + (1−p)·non-completer (enrolled d years, then earns B), or entrant alone. */
function viewPath(chosen: ChosenPath, k: Known, a: Assumptions): PathArrays {
  const main = cashPath(chosen.earnings, k.netPrice, a.yearsEnrolled);
  if (chosen.kind === 'entrant' || k.completionRate === null) return main;
  const d = a.yearsBeforeLeaving;
  const leaverEarnings = chosen.earnings.map((_, y) => (y < d ? 0 : k.baseline));
  return mixPaths(main, cashPath(leaverEarnings, k.netPrice, d), k.completionRate);
}

function firstMissing(input: InstitutionRoiInput, chosen: ChosenPath | null): NullReason | null {
  if (input.netPrice === null) return 'missing_net_price';
  if (input.baseline === null) return 'missing_baseline';
  if (chosen) return null;
  // Anchors without p and without P10: the mixture is what is missing.
  return hasCompleterAnchors(input.earnings) ? 'missing_completion_rate' : 'missing_earnings';
}

/**
 * Institution or program view, cash-financed (O = NC, no loans).
 * With completer anchors and p: `p·completer path + (1−p)·non-completer path`, flag
 * `completion_adjusted`; else the entrant path with NC for all T years, flag
 * `entrant_based` (and `completion_rate_missing` when anchors were there but p was not).
 * NPVs at 10/15/20/30/40 years after entry, break-even year (from entry), benefit-cost
 * ratio, PEP (+ low-income), CEW NPV40, yearly series (47 years). Unrounded; a missing
 * input makes the dependent figures null with its reason.
 */
export function institutionRoi(input: InstitutionRoiInput): InstitutionRoiResult {
  const a = resolveAssumptions(input.credential, input);
  const hasP = input.completionRate !== null;
  let chosen = choosePath(input.earnings, a, hasP);
  if (chosen) chosen = applyMajor(chosen, input.majorEarningsRatio);
  const flags: RoiFlag[] = chosen ? [...chosen.flags] : [];
  if (!hasP && hasCompleterAnchors(input.earnings)) flags.push('completion_rate_missing');
  const base = {
    view: chosen ? (chosen.kind === 'completer' ? 'completion_adjusted' : 'entrant_based') : null,
    yearsEnrolled: a.yearsEnrolled,
    ...compatibilityFigures(input),
    flags,
  } as const;
  const reason = firstMissing(input, chosen);
  const { netPrice, baseline, completionRate } = input;
  if (reason || !chosen || netPrice === null || baseline === null) {
    return { ...base, ...missingOutcome(reason ?? 'missing_earnings') };
  }
  const path = viewPath(chosen, { netPrice, baseline, completionRate }, a);
  const { tax, discountRate, yearsEnrolled: enrolledYears } = a;
  return { ...base, ...evaluatePath(path, { baseline, tax, discountRate, enrolledYears }) };
}
