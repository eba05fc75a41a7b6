import { type Credential, ROI_DEFAULTS } from './defaults';
import {
  completerGrowthRate,
  completerPath,
  type EarningsInput,
  entrantPath,
  hasCompleterAnchors,
  scalePath,
} from './earnings';
import type { RoiFlag } from './figure';

/** Assumptions both views let the caller override; omitted → ROI_DEFAULTS. */
export interface AssumptionOverrides {
  /** T, years enrolled by completers; default by credential (4 / 2 / 1). */
  yearsEnrolled?: number;
  /** d, years before leaving for non-completers; default by credential (2 / 1 / 1), at most T. */
  yearsBeforeLeaving?: number;
  /** ρ, real discount rate (fraction). */
  discountRate?: number;
  /** τ, tax on the earnings premium (fraction). */
  tax?: number;
  /** g_early, back-fill growth when only P10 is known. */
  earlyGrowth?: number;
  /** g, growth after the last observed earnings point; personal view: S·(1+g)^(y−T−1). */
  lateGrowth?: number;
}

export interface Assumptions {
  yearsEnrolled: number;
  yearsBeforeLeaving: number;
  discountRate: number;
  tax: number;
  earlyGrowth: number;
  lateGrowth: number;
  /** Series length (47). */
  years: number;
}

/** The overrides with ROI_DEFAULTS filled in; d is capped at T. */
/** The overrides with ROI_DEFAULTS filled in; d is capped at T. */
export function resolveAssumptions(credential: Credential, o: AssumptionOverrides): Assumptions {
  const d = ROI_DEFAULTS;
  const yearsEnrolled = o.yearsEnrolled ?? d.yearsEnrolled[credential];
  return {
    yearsEnrolled,
    // A non-completer cannot stay longer than a completer (T = 1 with default d = 1 is fine).
    yearsBeforeLeaving: Math.min(
      yearsEnrolled,
      o.yearsBeforeLeaving ?? d.yearsBeforeLeaving[credential],
    ),
    discountRate: o.discountRate ?? d.discountRate,
    tax: o.tax ?? d.tax,
    earlyGrowth: o.earlyGrowth ?? d.earlyGrowth,
    lateGrowth: o.lateGrowth ?? d.lateGrowth,
    years: d.seriesYears,
  };
}

/** The earnings path a view starts from, with the flags that say how it was built. */
export interface ChosenPath {
  kind: 'completer' | 'entrant';
  earnings: number[];
  flags: RoiFlag[];
}

/**
 * Completer path when completer anchors exist and `useCompleter` (the institution view
 * also needs p), else the entrant path (flag `entrant_based`, plus `earnings_backfilled`
 * when built from P10 alone). Null when neither can be built. Major scaling not applied.
 */
export function choosePath(
  earnings: EarningsInput,
  a: Assumptions,
  useCompleter: boolean,
): ChosenPath | null {
  if (useCompleter && hasCompleterAnchors(earnings)) {
    const gC = completerGrowthRate(earnings.p6, earnings.p10);
    const path = completerPath(earnings, a.yearsEnrolled, gC, a.lateGrowth, a.years)!;
    return { kind: 'completer', earnings: path, flags: ['completion_adjusted'] };
  }
  const entrant = entrantPath(earnings, a.yearsEnrolled, a, a.years);
  if (!entrant) return null;
  const flags: RoiFlag[] = ['entrant_based'];
  if (entrant.backfilled) flags.push('earnings_backfilled');
  return { kind: 'entrant', earnings: entrant.earnings, flags };
}

/**
 * Applies the national major ratio: a number scales the path (flag
 * `major_estimated_nationally`); null means a major context without a ratio (flag
 * `major_not_available`, path unchanged); undefined means no major context (no flag).
 */
export function applyMajor(path: ChosenPath, ratio: number | null | undefined): ChosenPath {
  if (ratio === undefined) return path;
  if (ratio === null) return { ...path, flags: [...path.flags, 'major_not_available'] };
  return {
    ...path,
    earnings: scalePath(path.earnings, ratio),
    flags: [...path.flags, 'major_estimated_nationally'],
  };
}
