import { COMPLETION_ADJUSTED, PRODUCT_NAME, plural, type Language } from '@degreeworth/core';

/**
 * The report's own words in each language its readers use. English is the product's; the
 * Spanish keeps the product glossary (universidad, préstamo, ingresos…). Core writes the verdicts
 * and the reconciliation in the report's language itself; its flags and the results table's row
 * labels are still English.
 */
const en = {
  scenarioReport: 'Scenario report',
  docTitle: (title: string) => `${PRODUCT_NAME} scenario report: ${title}`,
  preparedFor: (student: string) => `Prepared for ${student}`,
  preparedOn: (student: string, date: string) => `Prepared for ${student} on ${date}`,
  footer: (title: string, date: string) => `${PRODUCT_NAME} scenario report · ${title} · ${date}`,
  page: (n: number, count: number) => `Page ${n} of ${count}`,
  homeState: (state: string) => `Home state: ${state}`,
  familyIncome: (income: string) => `family income: ${income}`,
  incomeNotGiven: 'not given (all families)',
  collegesCompared: (count: number) => `${plural(count, 'college')} compared`,
  amountsIn: (year: number) => `amounts in ${year} dollars`,
  yearsCounted: 'years counted from the first year of college',
  npvAt20: `NPV at 20 years, ${COMPLETION_ADJUSTED.toLowerCase()}`,
  breakEven: 'Break-even, from starting college',
  monthlyPayment: 'Monthly loan payment',
  borrowed: 'Total borrowed',
  warning: (text: string) => `Warning: ${text}`,
  explainer:
    'NPV (net present value) is what a college path adds to your money compared with starting ' +
    'work after high school, in today’s dollars, after paying for college and the loan. Above $0 ' +
    'means the college path is ahead by that year. Break-even is the first year the college path ' +
    'catches up. The results table compares every figure; the charts show them year by year.',
  results: 'Results',
  resultsSubtitle: (year: number | null) =>
    `Colleges side by side. ${year ? `Amounts in ${year} dollars; years` : 'Years'} are counted from the first year of college.`,
  resultsFootnote:
    'NPV: what the college path adds compared with working after high school, in today’s dollars, ' +
    'after paying for college and the loan. “Completion-adjusted” also counts the chance of leaving ' +
    'early, from the college’s completion rate. The method notes at the end explain more.',
  yourFigures: 'Your figures and the colleges’ own',
  charts: 'Charts',
  chartsSubtitle: 'Forty years from the first year of college, one colour per college.',
  dollars: (year: number | null) => (year ? `${year} dollars` : 'dollars'),
  xLabel: 'Years from the first year of college',
  netWorthTitle: 'Cumulative net worth: each college path vs the high-school path',
  netWorthSubtitle:
    'Earnings after tax, minus what college and the loan cost, added up year by year in today’s dollars (if I graduate).',
  netWorthAxis: (dollars: string) => `Cumulative net worth, ${dollars}`,
  highSchoolPath: 'High-school path',
  breakEvenYear: 'Break-even year',
  loanTitle: 'Loan balance over time',
  loanSubtitle:
    'What is still owed at the end of each year: borrowing while in college, interest until repayment starts, then the payments.',
  loanAxis: 'Balance owed, dollars',
  costTitle: 'Yearly cost vs earnings',
  costSubtitle:
    'Earnings before tax after college; cost is what you pay out of pocket plus the loan payments of that year.',
  costAxis: (dollars: string) => `Dollars per year, ${dollars}`,
  earnings: 'Earnings',
  cost: 'Cost',
  highSchoolEarnings: 'High-school earnings',
  notShown: 'Not shown:',
  noChart: 'No chart can be drawn.',
  notesHeading: 'Notes on the figures',
  noNotes: 'No notes: every figure uses the colleges’ own data.',
  appliesTo: 'Applies to:',
  notesSourcesMethod: 'Notes, sources and method',
  notesSourcesMethodSubtitle: 'How the figures are made and where they come from.',
  sourcesMethod: 'Data sources and method',
  sourcesMethodSubtitle: 'Where the figures come from and how they are made.',
  sources: 'Sources',
  noSources: 'No source list was available for this report.',
  dataYears: 'Data year of each college',
  dataYear: (year: number, dollarYear: number) =>
    `data year ${year}, amounts in ${dollarYear} dollars.`,
  methodNotes: 'Method notes',
  untitled: 'Untitled scenario',
};
export type ReportWords = typeof en;

const es: ReportWords = {
  scenarioReport: 'Informe del escenario',
  docTitle: (title: string) => `Informe del escenario de ${PRODUCT_NAME}: ${title}`,
  preparedFor: (student: string) => `Preparado para ${student}`,
  preparedOn: (student: string, date: string) => `Preparado para ${student} el ${date}`,
  footer: (title: string, date: string) =>
    `Informe del escenario de ${PRODUCT_NAME} · ${title} · ${date}`,
  page: (n: number, count: number) => `Página ${n} de ${count}`,
  homeState: (state: string) => `Estado de residencia: ${state}`,
  familyIncome: (income: string) => `ingresos de la familia: ${income}`,
  incomeNotGiven: 'no indicados (todas las familias)',
  collegesCompared: (count: number) =>
    `${count} ${count === 1 ? 'universidad comparada' : 'universidades comparadas'}`,
  amountsIn: (year: number) => `montos en dólares de ${year}`,
  yearsCounted: 'años contados desde el primer año de universidad',
  npvAt20: 'VPN a 20 años, ajustado por finalización',
  breakEven: 'Punto de equilibrio, desde el inicio de la universidad',
  monthlyPayment: 'Pago mensual del préstamo',
  borrowed: 'Total del préstamo',
  warning: (text: string) => `Atención: ${text}`,
  explainer:
    'El VPN (valor presente neto) es lo que el camino de la universidad suma a tu dinero frente a ' +
    'empezar a trabajar después de la escuela, en dólares de hoy, después de pagar la universidad y ' +
    'el préstamo. Más de $0 significa que el camino de la universidad va adelante en ese año. El ' +
    'punto de equilibrio es el primer año en que el camino de la universidad alcanza al otro. La ' +
    'tabla de resultados compara cada cifra; las gráficas las muestran año por año.',
  results: 'Resultados',
  resultsSubtitle: (year: number | null) =>
    `Universidades lado a lado. ${year ? `Montos en dólares de ${year}; los años` : 'Los años'} se cuentan desde el primer año de universidad.`,
  resultsFootnote:
    'VPN: lo que el camino de la universidad suma frente a trabajar después de la escuela, en ' +
    'dólares de hoy, después de pagar la universidad y el préstamo. “Ajustado por finalización” ' +
    'también cuenta la probabilidad de dejar los estudios, según la tasa de graduación de la ' +
    'universidad. Las notas del método, al final, explican más.',
  yourFigures: 'Tus cifras y las de cada universidad',
  charts: 'Gráficas',
  chartsSubtitle: 'Cuarenta años desde el primer año de universidad, un color por universidad.',
  dollars: (year: number | null) => (year ? `dólares de ${year}` : 'dólares'),
  xLabel: 'Años desde el primer año de universidad',
  netWorthTitle: 'Patrimonio acumulado: cada camino de universidad frente al camino de la escuela',
  netWorthSubtitle:
    'Ingresos después de impuestos, menos lo que cuestan la universidad y el préstamo, sumados año por año en dólares de hoy (si me gradúo).',
  netWorthAxis: (dollars: string) => `Patrimonio acumulado, ${dollars}`,
  highSchoolPath: 'Camino de la escuela',
  breakEvenYear: 'Año de equilibrio',
  loanTitle: 'Saldo del préstamo con el tiempo',
  loanSubtitle:
    'Lo que aún se debe al final de cada año: lo que pides prestado en la universidad, el interés hasta que empieza el pago del préstamo y luego los pagos.',
  loanAxis: 'Saldo adeudado, dólares',
  costTitle: 'Costo anual frente a ingresos',
  costSubtitle:
    'Ingresos antes de impuestos después de la universidad; el costo es lo que pagas de tu bolsillo más los pagos del préstamo de ese año.',
  costAxis: (dollars: string) => `Dólares por año, ${dollars}`,
  earnings: 'Ingresos',
  cost: 'Costo',
  highSchoolEarnings: 'Ingresos con escuela',
  notShown: 'No se muestran:',
  noChart: 'No se puede dibujar ninguna gráfica.',
  notesHeading: 'Notas sobre las cifras',
  noNotes: 'Sin notas: cada cifra usa los datos propios de las universidades.',
  appliesTo: 'Se aplica a:',
  notesSourcesMethod: 'Notas, fuentes y método',
  notesSourcesMethodSubtitle: 'Cómo se calculan las cifras y de dónde vienen.',
  sourcesMethod: 'Fuentes de datos y método',
  sourcesMethodSubtitle: 'De dónde vienen las cifras y cómo se calculan.',
  sources: 'Fuentes',
  noSources: 'No había una lista de fuentes para este informe.',
  dataYears: 'Año de los datos de cada universidad',
  dataYear: (year: number, dollarYear: number) =>
    `año de los datos ${year}, montos en dólares de ${dollarYear}.`,
  methodNotes: 'Notas del método',
  untitled: 'Escenario sin nombre',
};

export const REPORT_WORDS: Record<Language, ReportWords> = { en, es };
