import type { Language } from '../constants';
import { borrowingLimitsMethod } from './borrowing-words';
import type { Control, RankingType } from '../schemas/rankings';
import type { InstituteRole } from '../schemas/institute';
import { US_STATES } from '../us-states';
import { formatPercent } from './percent';

/** How a college's control (spec: public / private nonprofit / for-profit) is written. */
export const CONTROL_LABELS: Readonly<Record<Control, string>> = {
  public: 'Public',
  private_nonprofit: 'Private nonprofit',
  private_for_profit: 'Private for-profit',
};

/** How a ranking type (the credential level) is written. */
export const TYPE_LABELS: Readonly<Record<RankingType, string>> = {
  bachelors: "Bachelor's",
  associate: 'Associate',
  certificate: 'Certificate',
};

/** A state's name from its postal code ("MA" → "Massachusetts"); null when unknown or empty. */
export function stateName(code: string | null | undefined): string | null {
  if (!code) return null;
  return US_STATES.find((s) => s.code === code)?.name ?? null;
}

/** How an institute admin's role is written (the owner and the counselors). */
export const INSTITUTE_ROLE_LABELS: Readonly<Record<InstituteRole, string>> = {
  owner: 'Institute admin',
  counselor: 'Counselor',
};

/** How the author of a scenario comment is named: a school's admin, or the student replying. */
export const COMMENT_AUTHOR_LABELS: Readonly<Record<InstituteRole | 'student', string>> = {
  ...INSTITUTE_ROLE_LABELS,
  student: 'Student',
};

/**
 * The one name of each personal figure, on the results page, the dashboard, the class CSV and
 * in the PDF. The completion-adjusted figure is the one the college page shows: graduates'
 * earnings mixed with those who leave by the completion rate, or the earnings of everyone who
 * started, which already include those who left.
 */
export const COMPLETION_ADJUSTED = 'Completion-adjusted';
/** p = 1: only where the data has graduates' own earnings. */
export const IF_I_GRADUATE = 'If I graduate';

/**
 * How a personal scenario is built, in plain sentences: the
 * calculator's "About these figures", the method page and the PDF say the same.
 */
export const PERSONAL_VIEW_METHOD = [
  'Your scenario starts from the college’s own figures: its cost of attendance, minus the ' +
    'grant aid students with your family income typically receive there, and the same ' +
    'earnings path as the college’s page.',
  'Left as it starts, with no loans, it gives the college page’s figure to the dollar. Each ' +
    'change you make (loans and their interest, your own salary, growth, tax, years) moves it ' +
    'for a reason.',
  'A starting salary you type scales the college’s whole earnings path; without earnings data, ' +
    'it grows by the salary growth you choose.',
  'Where the data has graduates’ own earnings, the figure is completion-adjusted (graduates ' +
    'weighted by the completion rate, plus students who leave and earn what a high-school ' +
    'graduate earns, after repaying what they borrowed), and “If I graduate” shows graduates ' +
    'alone. Where it has only the earnings of everyone who started, those already include the ' +
    'students who left, so the completion rate is not applied again and there is no separate ' +
    'figure for graduates.',
  'Federal loans made from 1 July 2026 are repaid under the plan you choose: the standard plan ' +
    '(fixed payments over 10 to 25 years, set by the balance) or the Repayment Assistance Plan ' +
    '(RAP: 1% to 10% of your income each year, your projected earnings standing for it). The ' +
    'results show both side by side; the net gain and break-even follow the plan you choose.',
  borrowingLimitsMethod(),
] as const;

/** PERSONAL_VIEW_METHOD's first five sentences in Spanish; the last is borrowingLimitsMethod's. */
const PERSONAL_VIEW_METHOD_ES = [
  'Tu escenario parte de las cifras propias de la universidad: su costo de asistencia, menos ' +
    'las subvenciones que suelen recibir allí los estudiantes con tus ingresos familiares, y el ' +
    'mismo camino de ingresos que la página de la universidad.',
  'Tal como empieza, sin préstamos, da la cifra de la página de la universidad hasta el dólar. ' +
    'Cada cambio que hagas (préstamos y sus intereses, tu propio salario, crecimiento, impuestos, ' +
    'años) la mueve por una razón.',
  'Un salario inicial que escribas ajusta todo el camino de ingresos de la universidad; sin ' +
    'datos de ingresos, crece según el crecimiento salarial que elijas.',
  'Cuando los datos tienen los ingresos propios de los graduados, la cifra está ajustada por ' +
    'finalización (los graduados ponderados por la tasa de graduación, más los estudiantes que ' +
    'se van y ganan lo que gana un graduado de escuela secundaria, después de pagar lo que ' +
    'pidieron prestado), y “Si me gradúo” muestra solo a los graduados. Cuando solo tienen los ' +
    'ingresos de todos los que empezaron, esos ya incluyen a los estudiantes que se fueron, así ' +
    'que la tasa de graduación no se aplica otra vez y no hay una cifra aparte para los graduados.',
  'Los préstamos federales otorgados desde el 1 de julio de 2026 se pagan con el plan que ' +
    'elijas: el plan estándar (pagos fijos durante 10 a 25 años, según el saldo) o el Plan de ' +
    'Asistencia para el Pago (RAP: del 1% al 10% de tus ingresos cada año, con tus ingresos ' +
    'proyectados en su lugar). Los resultados muestran los dos lado a lado; la ganancia neta y ' +
    'el punto de equilibrio siguen el plan que elijas.',
] as const;

/** PERSONAL_VIEW_METHOD in a language of the site. */
export function personalViewMethod(language: Language = 'en'): readonly string[] {
  if (language === 'en') return PERSONAL_VIEW_METHOD;
  return [...PERSONAL_VIEW_METHOD_ES, borrowingLimitsMethod(language)];
}

/**
 * Label of the pay left each month after the loan payment (the residual monthly income):
 * with no tax set, it is pay before tax, and says so.
 */
export function residualLabel(taxRate: number): string {
  const base = 'Left each month after the loan payment';
  if (taxRate === 0) return `${base}, before tax`;
  return `${base}, after the ${formatPercent(taxRate)} tax you set`;
}
