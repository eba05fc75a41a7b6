import {
  COMPLETION_ADJUSTED,
  formatYear,
  INCOME_BANDS,
  type IncomeBand,
  PRODUCT_NAME,
  plural,
  type Language,
} from '@degreeworth/core';

/**
 * The report's own words in each language its readers use. English is the product's; the
 * Spanish keeps the product glossary (universidad, préstamo, ingresos…). Core writes the verdicts,
 * the reconciliation, the flags, the missing-figure reasons and its own sentences (borrowing
 * limits, earnings test, plan names) in the report's language itself; figures keep core's
 * formatters in both.
 */

/** What the method notes say figures of: formatted by the caller, the same in both languages. */
export interface MethodFigures {
  seriesYears: number;
  fee: string;
  graceMonths: number;
  /** The standard plan's terms by balance, in words. */
  standardPlan: string;
  dteMedium: string;
  dteHigh: string;
  /** Core's borrowingLimitsMethod in the report's language. */
  limits: string;
}

/** The English method notes: [lead, text] pairs. */
const enMethod = (f: MethodFigures): [string, string][] => [
  [
    'Figures are estimates, not guarantees.',
    'They rest on medians of past students and on your own inputs; your own earnings, costs and aid will differ. Missing data is shown as “Not available”, never as $0.',
  ],
  [
    'Years are counted from the first year of college.',
    'Year 1 is your first year in college: a break-even in year 15 after 4 years of college is 11 years after finishing.',
  ],
  [
    'Net present value (NPV).',
    'Each year, your earnings with the degree minus what you would earn without college (after the tax you chose), minus what you pay for college and the loan; each later year is discounted by the discount rate, then the years are added up to 10, 20, 30 or 40.',
  ],
  [
    'Break-even year.',
    `The first year after college in which the running total reaches $0, looked for up to year ${f.seriesYears}.`,
  ],
  [
    'If I graduate and completion-adjusted.',
    '“If I graduate” assumes you finish in the years you chose. “Completion-adjusted” weighs that path by the college’s completion rate against leaving early (with the loans of the years attended) and earning like a high-school graduate.',
  ],
  [
    'Loans.',
    `Borrowed at the start of each year; a ${f.fee} origination fee is taken from each loan; interest runs from each loan until repayment starts ${f.graceMonths} months after college and is added to the balance. The standard plan’s term depends on the balance: ${f.standardPlan}.`,
  ],
  ['Federal loan limits.', f.limits],
  [
    'Debt-to-earnings.',
    `A year of your own loan payments (the federal loan and any private loan of yours; your parents’ loans are theirs) divided by the starting salary: under ${f.dteMedium} is low, ${f.dteMedium} to ${f.dteHigh} medium, above that high.`,
  ],
  [
    'Repayment plans.',
    'Federal loans from 1 July 2026 are repaid under the standard plan or the Repayment Assistance Plan (RAP), which takes 1% to 10% of your income each year (your projected earnings), less $50 a month per dependent, at least $10 a month; unpaid interest is waived and what is left after 360 payments is forgiven (taxable outside Public Service Loan Forgiveness). Parent PLUS loans cannot use RAP.',
  ],
  [
    'Constant dollars.',
    'Amounts from different years are restated with the consumer price index (CPI-U) to the dollars of one year, so they can be compared.',
  ],
];

const esMethod = (f: MethodFigures): [string, string][] => [
  [
    'Las cifras son estimaciones, no garantías.',
    'Se basan en medianas de estudiantes anteriores y en lo que tú ingresaste; tus propios ingresos, costos y ayuda serán distintos. Un dato que falta se muestra como “No disponible”, nunca como $0.',
  ],
  [
    'Los años se cuentan desde el primer año de universidad.',
    'El año 1 es tu primer año en la universidad: un punto de equilibrio en el año 15 después de 4 años de universidad llega 11 años después de terminar.',
  ],
  [
    'Valor presente neto (VPN).',
    'Cada año, tus ingresos con el título menos lo que ganarías sin universidad (después del impuesto que elegiste), menos lo que pagas por la universidad y el préstamo; cada año posterior se descuenta con la tasa de descuento, y luego se suman los años hasta 10, 20, 30 o 40.',
  ],
  [
    'Año de equilibrio.',
    `El primer año después de la universidad en que el total acumulado llega a $0, buscado hasta el año ${f.seriesYears}.`,
  ],
  [
    'Si me gradúo y ajustado por finalización.',
    '“Si me gradúo” supone que terminas en los años que elegiste. “Ajustado por finalización” pondera ese camino con la tasa de graduación de la universidad frente a dejar los estudios antes (con los préstamos de los años cursados) y ganar como un graduado de escuela secundaria.',
  ],
  [
    'Préstamos.',
    `Se piden al inicio de cada año; a cada préstamo se le descuenta una comisión de originación del ${f.fee}; el interés corre desde cada préstamo hasta que empieza el pago, ${f.graceMonths} meses después de la universidad, y se suma al saldo. El plazo del plan estándar depende del saldo: ${f.standardPlan}.`,
  ],
  ['Límites de préstamos federales.', f.limits],
  [
    'Deuda frente a ingresos.',
    `Un año de tus propios pagos de préstamos (el préstamo federal y cualquier préstamo privado tuyo; los préstamos de tus padres son suyos) dividido entre el salario inicial: menos del ${f.dteMedium} es baja, del ${f.dteMedium} al ${f.dteHigh} media, y más que eso alta.`,
  ],
  [
    'Planes de pago.',
    'Los préstamos federales desde el 1 de julio de 2026 se pagan con el plan estándar o con el Plan de Asistencia para el Pago (RAP), que toma del 1% al 10% de tus ingresos cada año (tus ingresos proyectados), menos $50 al mes por dependiente, al menos $10 al mes; el interés que no se paga se perdona y lo que queda después de 360 pagos se perdona (sujeto a impuestos fuera del Perdón de Préstamos por Servicio Público). Los préstamos Parent PLUS no pueden usar RAP.',
  ],
  [
    'Dólares constantes.',
    'Los montos de años distintos se expresan con el índice de precios al consumidor (CPI-U) en dólares de un mismo año, para poder compararlos.',
  ],
];

/** "15 years", "14.8 years": a loan's term to a tenth of a year. */
const enYearsText = (years: number) =>
  Number.isInteger(years) ? plural(years, 'year') : `${years.toFixed(1)} years`;
const esYears = (years: number) => `${years} ${years === 1 ? 'año' : 'años'}`;
const esYearsText = (years: number) =>
  Number.isInteger(years) ? esYears(years) : `${years.toFixed(1)} años`;
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
  /** "Year 15": a year of the timeline, counted from the first year of college. */
  year: formatYear,
  /** "1 year", "4 years". */
  years: (years: number) => plural(years, 'year'),
  yearsText: enYearsText,
  incomeBand: (band: IncomeBand): string => INCOME_BANDS.find((b) => b.key === band)!.label,
  rows: {
    costAndLoan: 'Cost and loan',
    netCostPerYear: 'Net cost per year',
    netCostHint: 'cost minus grants and scholarships',
    totalNetCost: 'Total net cost (all years)',
    totalBorrowed: 'Total borrowed',
    totalInterest: 'Total interest',
    monthlyPayment: 'Monthly payment',
    atFirstRap: 'at first, by income (RAP)',
    over: (years: string) => `over ${years}`,
    withPrivate: 'with a private loan',
    payoffYear: 'Payoff year',
    restForgiven: 'the rest forgiven',
    thenForgiven: ', then forgiven',
    forgivenTaxable: (money: string) => `${money} forgiven, taxable`,
    repaymentPlans: 'Repayment plans',
    planOfFigures: 'Plan of these figures',
    standardMonthly: 'Standard plan: monthly payment',
    inYears: 'in years 1 / 5 / 10 of repayment',
    standardTotal: 'Standard plan: total paid',
    rapMonthly: 'RAP: monthly payment',
    rapHint: 'by income: in years 1 / 5 / 10 of repayment',
    rapTotal: 'RAP: total paid',
    costsLess: 'Costs less in today’s dollars',
    rap: 'RAP',
    standardPlan: 'Standard plan',
    federalHint: 'Direct Loans, within the yearly and total limits',
    none: 'None',
    onlyDependentParents: 'only for parents of a dependent undergraduate',
    plusNote: (monthly: string, years: string) => `${monthly} a month for ${years}, standard plan`,
    plusHint: (year: string, all: string) => `at most ${year} a year, ${all} in all`,
    notFederal: 'not federal',
    aboveHint: 'private loan or family money',
    noGap: 'No gap',
    familyMoney: 'Family money',
    familyNote: 'as it is needed; no private rate entered',
    privateLoans: (count: number, rate: string) =>
      `Private ${count === 1 ? 'loan' : 'loans'} at ${rate}`,
    perMonthFor: (monthly: string, years: string) => `${monthly} a month for ${years}`,
    afterCollege: 'After college',
    startingSalary: 'Starting salary',
    debtToEarnings: 'Debt-to-earnings',
    debtToEarningsHint: 'yearly loan payments / starting salary',
    bands: {
      low: 'low (under 8%)',
      medium: 'medium (8% to 14%)',
      high: 'high (over 14%)',
    },
    leftEachMonth: 'Left each month after the loan payment',
    afterTax: (rate: string) => `after the ${rate} tax you set`,
    beforeTax: 'before tax',
    npvGroup: (name: string) => `Net present value: ${name}`,
    completionRate: 'Completion rate',
    completionHint: 'share of students who finish',
    npvAt: (h: number) => `NPV at ${h} years`,
    breakEvenYear: 'Break-even year',
    college: 'College',
    residency: 'Residency',
    housing: 'Housing',
    yearsToFinish: 'Years to finish',
    major: 'Major',
    noneChosen: 'None chosen',
    majorHint: 'none: all graduates of the college',
    earningsAfter: 'Earnings after college',
    earningsAfterHint: "the program's own graduates, or a national estimate",
    earningsTest: 'Earnings test (estimate)',
    noProgram: 'No program chosen',
    earningsTestHint: 'the federal test of a program’s earnings; not the official result',
    paying: 'Paying for college (per year unless noted)',
    costOfAttendance: 'Cost of attendance',
    grants: 'Grants',
    scholarships: 'Scholarships',
    familyContribution: 'Family contribution',
    savings: 'Savings',
    savingsHint: 'total, spread over the years',
    loansPerYear: 'Loans per year',
    parentPlusPerYear: 'Parent PLUS loans per year',
    loanAndSalary: 'Loan and salary',
    interestRate: 'Interest rate',
    loanTerm: 'Loan term',
    byBalance: (years: string) => `${years} by balance`,
    fromTheData: 'From the data',
  },
  inputs: {
    title: 'Inputs and assumptions',
    subtitle: 'What you entered for each college, and the assumptions behind every figure.',
    noBaseline: 'The data has no high-school earnings figure for your home state.',
    baselineFromData: (where: string) =>
      `From the data: median earnings of high-school graduates in ${where}, your home state (Census ACS).`,
    baselineTyped: 'Typed by you (not the data’s figure for your home state).',
    perYear: (value: string) => `${value} a year`,
    assumptions: 'Assumptions',
    discountRate: 'Discount rate',
    discountDetail:
      'Money later is worth less than money now: each later year counts a little less.',
    salaryGrowth: 'Salary growth',
    salaryGrowthDetail: 'How fast the salary grows each year after college, above inflation.',
    tax: 'Tax',
    taxDetail: 'Tax on the extra earnings college brings (0% leaves taxes out).',
    withoutCollege: 'What I would earn without college',
    repaymentPlan: 'Repayment plan',
    repaymentDetail:
      'Federal loans from 1 July 2026: the standard plan (fixed payments over 10 to 25 years by ' +
      'balance) or RAP (1% to 10% of income a year). The results show both.',
    dependents: 'Dependents',
    dependentsDetail:
      'People you will support besides yourself: RAP takes $50 a month off for each.',
    levelOfStudy: 'Level of study',
    professional: 'Professional',
    undergraduateLimits: 'An undergraduate’s federal limits.',
    graduateLimits: 'A graduate or professional student’s limits: no Parent PLUS or Grad PLUS.',
    yearOfStudy: 'Year of study when starting',
    yearOfStudyDetail:
      'Which yearly federal limit applies: the limits rise after the first and second years.',
    dependencyStatus: 'Dependency status',
    independent: 'Independent',
    dependent: 'Dependent',
    noParentPlus:
      'Your parents cannot get a Parent PLUS loan: the independent student’s limits apply.',
    setsLimits: (label: string) => `${label}: it sets the federal limits.`,
    federalBefore: 'Federal loans already borrowed',
    federalBeforeDetail: 'They count toward the total federal limit.',
    privateRate: 'Private loan rate',
    noneEntered: 'None entered',
    privateFamily: 'Borrowing above the federal limits is paid from family money, as it is needed.',
    privateLoan: (years: string) =>
      `Borrowing above the federal limits is a private loan repaid over ${years}.`,
    parentPlusRate: 'Parent PLUS rate',
    parentPlusDetail: 'Parent PLUS is repaid under the standard plan only: it cannot use RAP.',
  },
  /** The standard plan's terms: "under $20,000: 10 years, …, otherwise 25 years". */
  termUnder: (money: string, years: number) => `under ${money}: ${years} years`,
  termOtherwise: (terms: string, years: number) => `${terms}, otherwise ${years} years`,
  method: enMethod,
  earningsTestLead: 'Earnings test (estimate).',
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
  year: (year: number) => `Año ${year}`,
  years: esYears,
  yearsText: esYearsText,
  incomeBand: (band: IncomeBand): string =>
    band === '110k+' ? '$110,001 o más' : INCOME_BANDS.find((b) => b.key === band)!.label,
  rows: {
    costAndLoan: 'Costo y préstamo',
    netCostPerYear: 'Costo neto por año',
    netCostHint: 'costo menos becas y subvenciones',
    totalNetCost: 'Costo neto total (todos los años)',
    totalBorrowed: 'Total del préstamo',
    totalInterest: 'Interés total',
    monthlyPayment: 'Pago mensual',
    atFirstRap: 'al principio, según tus ingresos (RAP)',
    over: (years: string) => `durante ${years}`,
    withPrivate: 'con un préstamo privado',
    payoffYear: 'Año en que terminas de pagar',
    restForgiven: 'el resto se perdona',
    thenForgiven: ', luego se perdona',
    forgivenTaxable: (money: string) => `${money} perdonados, sujetos a impuestos`,
    repaymentPlans: 'Planes de pago',
    planOfFigures: 'Plan de estas cifras',
    standardMonthly: 'Plan estándar: pago mensual',
    inYears: 'en los años 1 / 5 / 10 del pago',
    standardTotal: 'Plan estándar: total pagado',
    rapMonthly: 'RAP: pago mensual',
    rapHint: 'según los ingresos: en los años 1 / 5 / 10 del pago',
    rapTotal: 'RAP: total pagado',
    costsLess: 'Cuesta menos en dólares de hoy',
    rap: 'RAP',
    standardPlan: 'Plan estándar',
    federalHint: 'Préstamos Directos, dentro de los límites anuales y totales',
    none: 'Ninguno',
    onlyDependentParents: 'solo para padres de un estudiante dependiente de pregrado',
    plusNote: (monthly: string, years: string) =>
      `${monthly} al mes durante ${years}, plan estándar`,
    plusHint: (year: string, all: string) => `como máximo ${year} al año, ${all} en total`,
    notFederal: 'no federal',
    aboveHint: 'préstamo privado o dinero de la familia',
    noGap: 'Sin diferencia',
    familyMoney: 'Dinero de la familia',
    familyNote: 'a medida que se necesita; sin tasa privada ingresada',
    privateLoans: (count: number, rate: string) =>
      `${count === 1 ? 'Préstamo privado' : 'Préstamos privados'} al ${rate}`,
    perMonthFor: (monthly: string, years: string) => `${monthly} al mes durante ${years}`,
    afterCollege: 'Después de la universidad',
    startingSalary: 'Salario inicial',
    debtToEarnings: 'Deuda frente a ingresos',
    debtToEarningsHint: 'pagos anuales del préstamo / salario inicial',
    bands: {
      low: 'baja (menos del 8%)',
      medium: 'media (del 8% al 14%)',
      high: 'alta (más del 14%)',
    },
    leftEachMonth: 'Lo que queda cada mes después del pago del préstamo',
    afterTax: (rate: string) => `después del ${rate} de impuestos que fijaste`,
    beforeTax: 'antes de impuestos',
    npvGroup: (name: string) => `Valor presente neto: ${name}`,
    completionRate: 'Tasa de graduación',
    completionHint: 'parte de los estudiantes que terminan',
    npvAt: (h: number) => `VPN a ${h} años`,
    breakEvenYear: 'Año de equilibrio',
    college: 'Universidad',
    residency: 'Residencia',
    housing: 'Vivienda',
    yearsToFinish: 'Años para terminar',
    major: 'Carrera',
    noneChosen: 'Ninguna elegida',
    majorHint: 'ninguna: todos los graduados de la universidad',
    earningsAfter: 'Ingresos después de la universidad',
    earningsAfterHint: 'los graduados del propio programa, o una estimación nacional',
    earningsTest: 'Prueba de ingresos (estimación)',
    noProgram: 'Ningún programa elegido',
    earningsTestHint:
      'la prueba federal de los ingresos de un programa; no es el resultado oficial',
    paying: 'Cómo pagar la universidad (por año, salvo que se indique)',
    costOfAttendance: 'Costo de asistencia',
    grants: 'Subvenciones',
    scholarships: 'Becas',
    familyContribution: 'Aporte de la familia',
    savings: 'Ahorros',
    savingsHint: 'total, repartido entre los años',
    loansPerYear: 'Préstamos por año',
    parentPlusPerYear: 'Préstamos Parent PLUS por año',
    loanAndSalary: 'Préstamo y salario',
    interestRate: 'Tasa de interés',
    loanTerm: 'Plazo del préstamo',
    byBalance: (years: string) => `${years} según el saldo`,
    fromTheData: 'Según los datos',
  },
  inputs: {
    title: 'Datos ingresados y supuestos',
    subtitle: 'Lo que ingresaste para cada universidad y los supuestos detrás de cada cifra.',
    noBaseline: 'Los datos no tienen una cifra de ingresos con escuela secundaria para tu estado.',
    baselineFromData: (where: string) =>
      `Según los datos: la mediana de ingresos de los graduados de escuela secundaria en ${where}, tu estado (Census ACS).`,
    baselineTyped: 'La escribiste tú (no es la cifra de los datos para tu estado).',
    perYear: (value: string) => `${value} al año`,
    assumptions: 'Supuestos',
    discountRate: 'Tasa de descuento',
    discountDetail:
      'El dinero futuro vale menos que el dinero de hoy: cada año posterior cuenta un poco menos.',
    salaryGrowth: 'Crecimiento del salario',
    salaryGrowthDetail:
      'Qué tan rápido crece el salario cada año después de la universidad, por encima de la inflación.',
    tax: 'Impuesto',
    taxDetail:
      'Impuesto sobre los ingresos adicionales que trae la universidad (0% deja fuera los impuestos).',
    withoutCollege: 'Lo que ganaría sin universidad',
    repaymentPlan: 'Plan de pago',
    repaymentDetail:
      'Préstamos federales desde el 1 de julio de 2026: el plan estándar (pagos fijos de 10 a 25 ' +
      'años según el saldo) o RAP (del 1% al 10% de los ingresos al año). Los resultados muestran ambos.',
    dependents: 'Dependientes',
    dependentsDetail:
      'Personas que mantendrás además de ti: RAP descuenta $50 al mes por cada una.',
    levelOfStudy: 'Nivel de estudios',
    professional: 'Profesional',
    undergraduateLimits: 'Los límites federales de un estudiante de pregrado.',
    graduateLimits:
      'Los límites de un estudiante de posgrado o profesional: sin Parent PLUS ni Grad PLUS.',
    yearOfStudy: 'Año de estudios al empezar',
    yearOfStudyDetail:
      'Qué límite federal anual se aplica: los límites suben después del primer y del segundo año.',
    dependencyStatus: 'Situación de dependencia',
    independent: 'Independiente',
    dependent: 'Dependiente',
    noParentPlus:
      'Tus padres no pueden obtener un préstamo Parent PLUS: se aplican los límites de un estudiante independiente.',
    setsLimits: (label: string) => `${label}: fija los límites federales.`,
    federalBefore: 'Préstamos federales ya recibidos',
    federalBeforeDetail: 'Cuentan para el límite federal total.',
    privateRate: 'Tasa del préstamo privado',
    noneEntered: 'Ninguna ingresada',
    privateFamily:
      'Lo que se pide por encima de los límites federales lo paga el dinero de la familia, a medida que se necesita.',
    privateLoan: (years: string) =>
      `Lo que se pide por encima de los límites federales es un préstamo privado que se paga en ${years}.`,
    parentPlusRate: 'Tasa de Parent PLUS',
    parentPlusDetail: 'Parent PLUS se paga solo con el plan estándar: no puede usar RAP.',
  },
  termUnder: (money: string, years: number) => `menos de ${money}: ${years} años`,
  termOtherwise: (terms: string, years: number) => `${terms}; si no, ${years} años`,
  method: esMethod,
  earningsTestLead: 'Prueba de ingresos (estimación).',
};

export const REPORT_WORDS: Record<Language, ReportWords> = { en, es };
