import { ROI_DEFAULTS } from '../roi/defaults';
import type { Figure } from '../roi/figure';
import { leadingOutcome, type PersonalRoiResult } from '../roi/personal';
import { formatMoney } from './money';
import { formatPercent } from './percent';
import { nounFor } from './counts';
import { aboveLimitsVerdict } from './borrowing-words';
import type { Language } from '../constants';

/**
 * A verdict in plain language, with its tone: `good` news, a `warning` (costs not covered, a
 * loss at the horizon, borrowing above the federal limits, a loan payment above 14% of the
 * salary), or `neutral`. The results page and the PDF style them apart: the "good" look is for
 * good news only.
 */
export interface Verdict {
  text: string;
  tone: 'good' | 'warning' | 'neutral';
}

const HIGH = formatPercent(ROI_DEFAULTS.debtToEarnings.highAbove);
const SERIES = ROI_DEFAULTS.seriesYears;

/** The verdicts' words in each language of the site; figures are formatted the same in both. */
const WORDS = {
  en: {
    ifGraduate: ' if you graduate',
    paysBack: (years: number, condition: string) =>
      `Pays back in about ${years} ${nounFor(years, 'year')}${condition}`,
    noPayback: (condition: string) =>
      `Does not pay back within ${SERIES} years of starting college${condition}`,
    paybackUnknown: 'Payback cannot be estimated: some figures are missing',
    stillBehind: (money: string, at: number, condition: string) =>
      `Still ${money} behind at ${at} years${condition}`,
    onlyParents: (money: string) => `Only your parents borrow: ${money}`,
    noLoans: 'No loans',
    high: `Borrowing is high: loan payments take over ${HIGH} of the starting salary`,
    medium: 'Borrowing is moderate for the expected salary',
    low: 'Borrowing is low for the expected salary',
    paymentAbovePay: 'The loan payment is larger than the monthly pay',
    notCovered: 'Costs are not fully covered: add aid, savings or loans',
  },
  es: {
    ifGraduate: ' si te gradúas',
    paysBack: (years: number, condition: string) =>
      `Se recupera en unos ${years} ${years === 1 ? 'año' : 'años'}${condition}`,
    noPayback: (condition: string) =>
      `No se recupera en los ${SERIES} años desde que empiezas la universidad${condition}`,
    paybackUnknown: 'No se puede estimar cuándo se recupera: faltan algunas cifras',
    stillBehind: (money: string, at: number, condition: string) =>
      `Todavía ${money} por detrás a los ${at} años${condition}`,
    onlyParents: (money: string) => `Solo tus padres piden préstamos: ${money}`,
    noLoans: 'Sin préstamos',
    high: `Los préstamos son altos: los pagos se llevan más del ${HIGH} del salario inicial`,
    medium: 'Los préstamos son moderados para el salario esperado',
    low: 'Los préstamos son bajos para el salario esperado',
    paymentAbovePay: 'El pago del préstamo es mayor que el sueldo mensual',
    notCovered: 'Los costos no están cubiertos del todo: agrega ayuda, ahorros o préstamos',
  },
} as const satisfies Record<Language, unknown>;

/**
 * Plain-language verdicts of a college in a scenario ("Pays back in about 11 years",
 * "Borrowing is high for the expected salary"). Years are counted from starting college.
 * Shared by the results page and the PDF so both say the same thing.
 */
export function verdictsOf(
  roi: PersonalRoiResult,
  fundingGapPerYear: Figure,
  language: Language = 'en',
): Verdict[] {
  const w = WORDS[language];
  const out: Verdict[] = [];
  const lead = leadingOutcome(roi);
  const breakEven = lead.outcome.breakEvenYears;
  const condition = lead.ifGraduate ? w.ifGraduate : '';
  if (breakEven.value !== null) {
    out.push({ text: w.paysBack(breakEven.value, condition), tone: 'good' });
  } else if (breakEven.reason === 'no_break_even') {
    out.push({ text: w.noPayback(condition), tone: 'warning' });
  } else {
    out.push({ text: w.paybackUnknown, tone: 'neutral' });
  }
  const at = ROI_DEFAULTS.rankingHorizon;
  const npv = lead.outcome.npv[at].value;
  if (npv !== null && npv < 0 && breakEven.value !== null) {
    out.push({ text: w.stillBehind(formatMoney(-npv), at, condition), tone: 'warning' });
  }
  const parents = roi.allLoans.borrowed - roi.studentLoans.borrowed;
  if (roi.studentLoans.borrowed === 0) {
    // The student repays nothing: no verdict on their salary, but say who borrows.
    if (parents > 0) out.push({ text: w.onlyParents(formatMoney(parents)), tone: 'neutral' });
    else if (!roi.borrowing || roi.borrowing.split.totalAboveLimits === 0)
      out.push({ text: w.noLoans, tone: 'neutral' });
  } else if (roi.debtToEarningsBand === 'high') out.push({ text: w.high, tone: 'warning' });
  else if (roi.debtToEarningsBand === 'medium') out.push({ text: w.medium, tone: 'neutral' });
  else if (roi.debtToEarningsBand === 'low') out.push({ text: w.low, tone: 'good' });
  const above = aboveLimitsVerdict(roi.borrowing, language);
  if (above) out.push({ text: above, tone: 'warning' });
  const residual = roi.residualMonthlyIncome.value;
  if (residual !== null && residual < 0) out.push({ text: w.paymentAbovePay, tone: 'warning' });
  const gap = fundingGapPerYear.value;
  if (gap !== null && gap > 0) out.push({ text: w.notCovered, tone: 'warning' });
  return out;
}
