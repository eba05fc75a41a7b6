import type { LimitReason } from '../roi/borrowing-limits';
import { parentPlusAvailable, studentLimitOf } from '../roi/borrowing-limits';
import { CURRENT_LOAN_RULES } from '../roi/federal-loan-rules';
import { ROI_DEFAULTS } from '../roi/defaults';
import type { PersonalBorrowing } from '../roi/personal';
import { formatMoney } from './money';
import { formatPercent } from './percent';
import { plural } from './time';
import type { Language } from '../constants';
import { formatDate } from './time';

/**
 * The words of a scenario's borrowing held to the federal limits, shared by the results page
 * and the PDF: what is federal, what the parents borrow, what lies above the limits and how it
 * is paid.
 */

/** The borrowing words in each language of the site; figures are formatted the same in both. */
const WORDS = {
  en: {
    then: 'then',
    limits: (yearly: string, aggregate: string) => `${yearly} a year, ${aggregate} in all`,
    years: (n: number) => plural(n, 'year'),
    reasons: {
      annual: 'the yearly limit',
      aggregate: 'the limit in all',
      lifetime: 'the lifetime limit',
      parent_plus_annual: 'the Parent PLUS limit a year',
      parent_plus_aggregate: 'the Parent PLUS limit per student',
      parent_plus_not_available: 'no Parent PLUS for these parents',
    } satisfies Record<LimitReason, string>,
    /** "Loans first disbursed on or after 1 July 2026" → "loans first … 1 July 2026". */
    rules: () => lowerFirst(CURRENT_LOAN_RULES.label),
    method: (
      rules: string,
      dep: string,
      ind: string,
      plusYear: string,
      plusAll: string,
      private_: string,
    ) =>
      `For ${rules}, a dependent undergraduate may borrow ` +
      `${dep}; an independent one (or one whose parents cannot ` +
      `get Parent PLUS) ${ind}. Parents may borrow Parent PLUS ` +
      `up to ${plusYear} a year and ${plusAll} per ` +
      'student, repaid under the standard plan only. Planned loans above these limits are not ' +
      'federal: they are a private loan at the rate you enter, repaid over ' +
      `${private_}, or family money in the year it is needed.`,
    labels: {
      heading: 'Federal borrowing limits',
      federal: 'Federal student loans',
      parentPlus: 'Parent PLUS loans',
      above: 'Above the federal limits',
      gapPaidBy: 'How the gap is paid',
    },
    federalValue: (money: string, limits: string) => `${money} (limits: ${limits})`,
    aboveYear: (year: number, money: string) => `year ${year}: ${money}`,
    plusValue: (money: string, rate: string, limits: string, repaid: string) =>
      `${money} at ${rate} (limits: ${limits})${repaid}`,
    plusRepaid: (monthly: string, years: string) =>
      `; standard plan only: ${monthly} a month for ${years}`,
    parentPlusNotAvailable:
      'Not available: only the parents of a dependent undergraduate may borrow Parent PLUS, so ' +
      'what they planned is above the limits.',
    yourPrivate: 'Your private loan',
    parentsPrivate: 'Your parents’ private loan',
    privateLoan: (who: string, rate: string, monthly: string, years: string, total: string) =>
      `${who} at ${rate}: ${monthly} a month for ${years}, ${total} in all`,
    familyMoney:
      'Family money, in the year it is needed. Enter a private loan rate to see it as a loan.',
  },
  es: {
    then: 'luego',
    limits: (yearly: string, aggregate: string) => `${yearly} al año, ${aggregate} en total`,
    years: (n: number) => `${n} ${n === 1 ? 'año' : 'años'}`,
    reasons: {
      annual: 'el límite anual',
      aggregate: 'el límite total',
      lifetime: 'el límite de por vida',
      parent_plus_annual: 'el límite anual de Parent PLUS',
      parent_plus_aggregate: 'el límite de Parent PLUS por estudiante',
      parent_plus_not_available: 'sin Parent PLUS para estos padres',
    } satisfies Record<LimitReason, string>,
    rules: () =>
      'los préstamos desembolsados por primera vez a partir del ' +
      formatDate(`${CURRENT_LOAN_RULES.effectiveFrom}T00:00:00Z`, 'es'),
    method: (
      rules: string,
      dep: string,
      ind: string,
      plusYear: string,
      plusAll: string,
      private_: string,
    ) =>
      `Para ${rules}, un estudiante dependiente de pregrado puede pedir prestado ` +
      `${dep}; uno independiente (o uno cuyos padres no pueden obtener Parent PLUS) ${ind}. ` +
      `Los padres pueden pedir Parent PLUS hasta ${plusYear} al año y ${plusAll} por ` +
      'estudiante, y lo pagan solo con el plan estándar. Los préstamos previstos por encima de ' +
      'estos límites no son federales: son un préstamo privado a la tasa que ingreses, pagado en ' +
      `${private_}, o dinero de la familia en el año en que se necesita.`,
    labels: {
      heading: 'Límites de préstamos federales',
      federal: 'Préstamos federales para estudiantes',
      parentPlus: 'Préstamos Parent PLUS',
      above: 'Por encima de los límites federales',
      gapPaidBy: 'Cómo se paga la diferencia',
    },
    federalValue: (money: string, limits: string) => `${money} (límites: ${limits})`,
    aboveYear: (year: number, money: string) => `año ${year}: ${money}`,
    plusValue: (money: string, rate: string, limits: string, repaid: string) =>
      `${money} al ${rate} (límites: ${limits})${repaid}`,
    plusRepaid: (monthly: string, years: string) =>
      `; solo con el plan estándar: ${monthly} al mes durante ${years}`,
    parentPlusNotAvailable:
      'No disponible: solo los padres de un estudiante dependiente de pregrado pueden pedir ' +
      'Parent PLUS, así que lo que planearon queda por encima de los límites.',
    yourPrivate: 'Tu préstamo privado',
    parentsPrivate: 'El préstamo privado de tus padres',
    privateLoan: (who: string, rate: string, monthly: string, years: string, total: string) =>
      `${who} al ${rate}: ${monthly} al mes durante ${years}, ${total} en total`,
    familyMoney:
      'Dinero de la familia, en el año en que se necesita. Ingresa una tasa de préstamo privado ' +
      'para verlo como un préstamo.',
  },
} as const satisfies Record<Language, unknown>;

/** "$5,500, $6,500, then $7,500 a year, $31,000 in all". */
function limitWords(annual: readonly number[], aggregate: number, language: Language): string {
  const w = WORDS[language];
  const yearly =
    annual.length === 1
      ? formatMoney(annual[0]!)
      : `${annual.slice(0, -1).map(formatMoney).join(', ')}, ${w.then} ${formatMoney(annual.at(-1)!)}`;
  return w.limits(yearly, formatMoney(aggregate));
}

/** "Loans first disbursed on or after 1 July 2026" → "loans first … 1 July 2026". */
function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * The method in words, from the rules table: the limits of new borrowers and what happens to
 * borrowing above them (the calculator's "About these figures" and the PDF's method notes).
 */
export function borrowingLimitsMethod(language: Language = 'en'): string {
  const w = WORDS[language];
  const limits = CURRENT_LOAN_RULES.limits!;
  const dep = limits.dependentUndergraduate;
  const ind = limits.independentUndergraduate;
  const plus = limits.parentPlus;
  return w.method(
    w.rules(),
    limitWords(dep.annual, dep.aggregate, language),
    limitWords(ind.annual, ind.aggregate, language),
    formatMoney(plus.annual[0]!),
    formatMoney(plus.aggregate),
    w.years(ROI_DEFAULTS.loan.privateTermYears),
  );
}

/** One labelled line of the borrowing summary. */
export interface BorrowingLine {
  label: string;
  value: string;
}

export const BORROWING_LABELS = WORDS.en.labels;

/** The labels of the borrowing summary in a language of the site. */
export const borrowingLabels = (language: Language = 'en') => WORDS[language].labels;

const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);

/**
 * The lines of the borrowing summary, or null when nothing is borrowed. Money in the
 * scenario's dollars.
 */
export function borrowingLines(
  b: PersonalBorrowing,
  language: Language = 'en',
): BorrowingLine[] | null {
  const w = WORDS[language];
  const { split } = b;
  const planned = sum(split.federal) + sum(split.parentPlus) + split.totalAboveLimits;
  if (planned === 0) return null;
  const limit = studentLimitOf(b.level, b.dependency);
  const lines: BorrowingLine[] = [
    {
      label: w.labels.federal,
      value: w.federalValue(
        formatMoney(sum(split.federal)),
        limitWords(limit.annual, limit.aggregate, language),
      ),
    },
  ];
  const plusPlanned = sum(split.parentPlus) + sum(split.parentAboveLimits);
  if (plusPlanned > 0)
    lines.push({ label: w.labels.parentPlus, value: parentPlusWords(b, language) });
  if (split.totalAboveLimits > 0) {
    const years = split.aboveLimits
      .map((x, k) => (x > 0 ? w.aboveYear(k + 1, formatMoney(x)) : null))
      .filter((x) => x !== null);
    const why = split.reasons.map((r) => w.reasons[r]).join(', ');
    lines.push({
      label: w.labels.above,
      value: `${formatMoney(split.totalAboveLimits)} (${years.join(', ')}; ${why})`,
    });
    lines.push({ label: w.labels.gapPaidBy, value: gapWords(b, language) });
  }
  return lines;
}

/** The parents' Parent PLUS: what they may borrow and its payment, or why they may not. */
function parentPlusWords(b: PersonalBorrowing, language: Language): string {
  const w = WORDS[language];
  if (!parentPlusAvailable(b.level, b.dependency)) return w.parentPlusNotAvailable;
  const plusLimit = CURRENT_LOAN_RULES.limits!.parentPlus;
  const loan = b.parentPlusLoan;
  const repaid = loan
    ? w.plusRepaid(formatMoney(loan.monthlyPayment), w.years(loan.termYears))
    : '';
  return w.plusValue(
    formatMoney(sum(b.split.parentPlus)),
    formatPercent(b.parentPlusRate, 2),
    limitWords(plusLimit.annual, plusLimit.aggregate, language),
    repaid,
  );
}

export const PARENT_PLUS_NOT_AVAILABLE = WORDS.en.parentPlusNotAvailable;

/** PARENT_PLUS_NOT_AVAILABLE in a language of the site. */
export const parentPlusNotAvailableIn = (language: Language = 'en'): string =>
  WORDS[language].parentPlusNotAvailable;

/**
 * How the gap above the limits is paid: private loans at the user's rate (the student's and the
 * parents' apart), or family money.
 */
function gapWords(b: PersonalBorrowing, language: Language): string {
  const w = WORDS[language];
  const rate = b.privateRate;
  const loans = [
    [w.yourPrivate, b.privateLoan],
    [w.parentsPrivate, b.parentPrivateLoan],
  ] as const;
  const words = loans.flatMap(([who, loan]) =>
    loan
      ? [
          w.privateLoan(
            who,
            formatPercent(rate!, 2),
            formatMoney(loan.monthlyPayment),
            w.years(loan.termYears),
            formatMoney(loan.totalPaid),
          ),
        ]
      : [],
  );
  return words.length ? words.join('. ') : w.familyMoney;
}

export const GAP_FAMILY_MONEY = WORDS.en.familyMoney;

/** GAP_FAMILY_MONEY in a language of the site. */
export const gapFamilyMoneyIn = (language: Language = 'en'): string => WORDS[language].familyMoney;

/** The verdict when planned borrowing is above the federal limits; null when it is not. */
export function aboveLimitsVerdict(
  b: PersonalBorrowing | null,
  language: Language = 'en',
): string | null {
  if (!b || b.split.totalAboveLimits <= 0) return null;
  const money = formatMoney(b.split.totalAboveLimits);
  return language === 'es'
    ? `Los préstamos superan los límites federales: ${money} de los préstamos previstos ` +
        'deben venir de un préstamo privado o del dinero de la familia'
    : `Borrowing is above the federal limits: ${money} of the ` +
        'planned loans must come from a private loan or family money';
}
