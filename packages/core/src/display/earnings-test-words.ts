import { CURRENT_LOAN_RULES } from '../roi/federal-loan-rules';
import type {
  EarningsTestEstimate,
  EarningsTestGap,
  EarningsTestScope,
  EarningsTestStatus,
} from '../roi/earnings-test';
import { stateName } from './labels';
import { formatMoney } from './money';
import type { Language } from '../constants';

const TEST = CURRENT_LOAN_RULES.earningsTest!;

/** The estimate's words in each language of the site; figures are formatted the same in both. */
const WORDS = {
  en: {
    labels: {
      likely_passes: 'Likely passes',
      at_risk: 'At risk',
      not_enough_data: 'Not enough data',
    } satisfies Record<EarningsTestStatus, string>,
    gaps: {
      graduate_program:
        'graduate programs are measured against bachelor’s-degree earners, which this data does not have',
      too_few_completers: `fewer than ${TEST.minimumCompleters} graduates are published, and the test does not measure smaller programs`,
      no_earnings: 'the data publishes no median earnings of its graduates',
      no_benchmark: 'the data has no earnings of high-school graduates in the college’s state',
    } satisfies Record<EarningsTestGap, string>,
    collegesState: 'the college’s state',
    benchmark: (where: string, survey: string, dollarYear: number) =>
      `high-school graduates aged 25 and over in ${where} (${survey}, ${dollarYear} dollars)`,
    after: (years: number | null) => `${years} ${years === 1 ? 'year' : 'years'} after completing`,
    below: 'below',
    atOrAbove: 'at or above',
    collegeWhose: 'all the college’s graduates’',
    programWhose: 'its graduates’',
    compared: (
      label: string,
      whose: string,
      after: string,
      earnings: string,
      relation: string,
      benchmark: string,
      of: string,
    ) =>
      `${label}: ${whose} median earnings ${after}, ${earnings}, are ${relation} the ${benchmark} of ${of}.`,
    collegeScope:
      'The data has no program figures for this college, so all its programs are taken together; ' +
      'the law tests each program on its own.',
    note:
      'An estimate, not the Department of Education’s determination. From the law of 2025, a ' +
      'program loses federal student loans when the median earnings of its federally aided ' +
      `graduates, ${TEST.yearsAfterCompletion} years after completing, are below what high-school ` +
      `graduates aged 25-34 in the state earn, in ${TEST.failIn} of ${TEST.outOf} years. The first ` +
      `results come in ${TEST.firstResults}; loans stop from ${TEST.earliestLossOfLoans} at the ` +
      'earliest. This estimate compares with high-school graduates aged 25 and over, who earn more ' +
      'than those aged 25-34, so it errs toward “at risk”.',
  },
  es: {
    labels: {
      likely_passes: 'Probablemente la aprueba',
      at_risk: 'En riesgo',
      not_enough_data: 'No hay datos suficientes',
    } satisfies Record<EarningsTestStatus, string>,
    gaps: {
      graduate_program:
        'los programas de posgrado se comparan con quienes tienen una licenciatura, y estos datos no los tienen',
      too_few_completers: `se publican menos de ${TEST.minimumCompleters} graduados, y la prueba no mide programas más pequeños`,
      no_earnings: 'los datos no publican la mediana de ingresos de sus graduados',
      no_benchmark:
        'los datos no tienen los ingresos de los graduados de escuela secundaria del estado de la universidad',
    } satisfies Record<EarningsTestGap, string>,
    collegesState: 'el estado de la universidad',
    benchmark: (where: string, survey: string, dollarYear: number) =>
      `los graduados de escuela secundaria de 25 años o más en ${where} (${survey}, dólares de ${dollarYear})`,
    after: (years: number | null) => `${years} ${years === 1 ? 'año' : 'años'} después de terminar`,
    below: 'por debajo de',
    atOrAbove: 'igual o por encima de',
    collegeWhose: 'de todos los graduados de la universidad',
    programWhose: 'de sus graduados',
    compared: (
      label: string,
      whose: string,
      after: string,
      earnings: string,
      relation: string,
      benchmark: string,
      of: string,
    ) =>
      `${label}: la mediana de ingresos ${whose} ${after}, ${earnings}, está ${relation} los ${benchmark} de ${of}.`,
    collegeScope:
      'Los datos no tienen cifras por programa de esta universidad, así que se toman todos sus ' +
      'programas juntos; la ley evalúa cada programa por separado.',
    // The rules table writes its dates in English ("early 2027", "award year 2028-29").
    note:
      'Es una estimación, no la determinación del Departamento de Educación. Según la ley de 2025, un ' +
      'programa pierde los préstamos federales para estudiantes cuando la mediana de ingresos de ' +
      `sus graduados con ayuda federal, ${TEST.yearsAfterCompletion} años después de terminar, ` +
      'está por debajo de lo que ganan los graduados de escuela secundaria de 25 a 34 años del ' +
      `estado, en ${TEST.failIn} de ${TEST.outOf} años. Los primeros resultados llegan a ` +
      `principios de 2027; los préstamos se suspenden desde el año de ayuda 2028-29 como pronto. ` +
      'Esta estimación compara con los graduados de escuela secundaria de 25 años o más, que ganan ' +
      'más que los de 25 a 34 años, así que se inclina hacia “en riesgo”.',
  },
} as const satisfies Record<Language, unknown>;

/** The status as a short label: the college page's column, the calculator, the PDF. */
export const EARNINGS_TEST_LABELS: Record<EarningsTestStatus, string> = WORDS.en.labels;

/** EARNINGS_TEST_LABELS in a language of the site. */
export const earningsTestLabels = (
  language: Language = 'en',
): Readonly<Record<EarningsTestStatus, string>> => WORDS[language].labels;

/**
 * The short label with what the estimate measures: "At risk", or "At risk (all programs)" for
 * a college-wide estimate (the class report, the dashboard's table).
 */
export function earningsTestLabel(status: EarningsTestStatus, scope: EarningsTestScope): string {
  const label = EARNINGS_TEST_LABELS[status];
  return scope === 'college' ? `${label} (all programs)` : label;
}

/** "high-school graduates aged 25 and over in Ohio (ACS 2024, 2025 dollars)". */
function benchmarkWords(e: EarningsTestEstimate, language: Language): string {
  const w = WORDS[language];
  const b = e.benchmark;
  const where = stateName(b.state) ?? w.collegesState;
  const survey = b.surveyYear === null ? 'ACS' : `ACS ${b.surveyYear}`;
  return w.benchmark(where, survey, b.dollarYear);
}

/** One sentence on an estimate: what was compared with what, or why there is no estimate. */
export function earningsTestSentence(e: EarningsTestEstimate, language: Language = 'en'): string {
  const w = WORDS[language];
  const label = w.labels[e.status];
  const scope = e.scope === 'college' ? ` ${w.collegeScope}` : '';
  if (e.status === 'not_enough_data') return `${label}: ${w.gaps[e.gap!]}.${scope}`;
  const relation = e.status === 'at_risk' ? w.below : w.atOrAbove;
  const whose = e.scope === 'college' ? w.collegeWhose : w.programWhose;
  const sentence = w.compared(
    label,
    whose,
    w.after(e.yearsAfter),
    formatMoney(e.earnings!),
    relation,
    formatMoney(e.benchmark.value!),
    benchmarkWords(e, language),
  );
  return sentence + scope;
}

/** Why a college-wide estimate stands in for its programs'. */
export const COLLEGE_SCOPE = WORDS.en.collegeScope;

/** What every estimate rests on, and the dates, in plain words. */
export const EARNINGS_TEST_NOTE = WORDS.en.note;

/** EARNINGS_TEST_NOTE in a language of the site. */
export const earningsTestNote = (language: Language = 'en'): string => WORDS[language].note;
