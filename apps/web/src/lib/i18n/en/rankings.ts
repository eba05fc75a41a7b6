import {
  CURRENT_LOAN_RULES,
  INCOME_BANDS,
  PROGRAM_RANKINGS_TEXTS,
  RANKINGS_TEXTS,
  CONTROL_LABELS,
  TYPE_LABELS,
} from '@degreeworth/core';

/**
 * The rankings screens (college rankings, college pages, how we rank). The messages the API
 * also sends come from core, so both sides say the same words; `server` is keyed as core's.
 */
export const rankings = {
  server: { ...RANKINGS_TEXTS, programSignUpForFilters: PROGRAM_RANKINGS_TEXTS.signUpForFilters },
  control: { ...CONTROL_LABELS },
  type: { ...TYPE_LABELS },
  income: Object.fromEntries(INCOME_BANDS.map((b) => [b.key, b.label])) as Record<
    (typeof INCOME_BANDS)[number]['key'],
    string
  >,
  allColleges: 'All colleges',
  myFavorites: 'My favorites',
  show: 'Show',
  signUpToSort: 'Sign up for free to sort the rankings by name and net price.',
  proFiltersLocked:
    'Horizon, family income, public or private and name search are part of Individual Pro.',
  loadFailed: 'The rankings could not be loaded. Please try again.',
  collegeLoadFailed: 'This college could not be loaded. Please try again.',
  favoritesLoadFailed: 'Your favorites could not be loaded. Please try again.',
  favoriteFailed: 'Your favorites could not be updated. Please try again.',
  tryAgain: 'Try again',
  noMatch: 'No colleges match these filters.',
  noFavorites:
    'You have no favorites yet. Press the star beside a college in the rankings to keep it here.',
  resetFilters: 'Reset filters',
  backToDefault: 'Back to the default order',
  backToFirstPage: 'Back to page 1',
  pastLastPage: 'This page is past the last page of these results.',
  notRanked: 'Not ranked',
  unrankedHeading:
    'Not ranked: a figure this order needs is missing. These colleges are listed after the ranked ones.',
  breakEvenNote: 'Break-even counts years from the first year of college.',
  filters: 'Filters',
  showResults: 'Show results',
  sortBy: 'Sort by',
  findCollege: 'Find a college',
  findCollegeHint: 'Type at least 2 letters of its name, then pick it to open its page.',
  loading: 'Loading rankings…',
  seoTitle: 'Rankings',
  seoKeywords: 'college rankings, college ROI, net price, earnings after college',
  byProgram: 'Rankings by program',
  byProgramWhy: ': which colleges give the best return for one field, such as Computer Science.',
  filter: {
    year: 'Year',
    newest: 'Newest',
    newestYear: 'Newest ({{year}})',
    state: 'State',
    allStates: 'All states',
    type: 'Type',
    horizon: 'NPV horizon',
    years: '{{count}} years',
    income: 'Family income',
    control: 'Control',
    collegeName: 'College name',
    search: 'Search',
  },
  results: {
    dollars: 'All amounts in {{year}} dollars.',
    range:
      'Colleges {{first}}–{{last}} of {{total}} ({{ranked}} ranked; the others lack a figure this order needs and are listed after them).',
    npv: 'NPV: the earnings gain over a high-school graduate in the same state, minus the net price, over {{horizon}} years from entry, discounted {{rate}} a year.',
    table: 'Rankings table',
    cards: 'Rankings',
    pages: 'Rankings pages',
    chartName: 'The rankings chart',
    chartFailed: 'The chart could not be drawn. The table above has the same figures.',
    caption: 'Ordered by {{sort}}, {{direction}}. {{parts}}.',
    byControl: 'filtered by control',
    namesMatching: 'names matching "{{search}}"',
  },
  // How the current order is named in the caption (lower case, inside a sentence).
  sortWords: {
    npv: 'NPV',
    net_price: 'net price',
    cost_of_attendance: 'cost of attendance',
    median_earnings_10yr: 'earnings 10 years after entry',
    completion_rate: 'completion rate',
    baseline_earnings: 'high-school baseline',
    break_even_years: 'break-even',
    pep_years: 'years to recoup the price',
    cew_npv_40: 'CEW NPV at 40 years',
    name: 'name',
    city: 'city',
    state: 'state',
  },
  // The phone's order select, where the name starts the option.
  sortLabels: {
    npv: 'NPV',
    net_price: 'Net price',
    cost_of_attendance: 'Cost of attendance',
    median_earnings_10yr: '10-year earnings',
    completion_rate: 'Completion',
    baseline_earnings: 'High-school baseline',
    break_even_years: 'Break-even',
    pep_years: 'Years to recoup the price',
    cew_npv_40: 'CEW NPV at 40 years',
    name: 'Name',
    city: 'City',
    state: 'State',
  },
  npvAt: 'NPV at {{horizon}} years',
  sortOption: '{{name}}, {{direction}}',
  proOption: '{{option}} (Individual Pro)',
  direction: {
    az: 'A to Z',
    za: 'Z to A',
    highest: 'highest first',
    lowest: 'lowest first',
  },
  column: {
    rank: 'Rank',
    rankBadge: 'Rank ',
    college: 'College',
    state: 'State',
    control: 'Control',
    favorite: 'Favorite',
    netPrice: 'Net price',
    earnings10: '10-year earnings',
    completion: 'Completion',
    breakEven: 'Break-even',
  },
  favorite: 'Favorite {{name}}',
  favorites: {
    label: 'Your favorites',
    caption:
      'Your favorites with their newest figures ({{year}}, all family incomes), NPV at {{horizon}} years.',
  },
  college: {
    title: 'College',
    notFound: 'College not found',
    notAnId: '"{{id}}" is not a college id.',
    showNewest: 'Show the newest year',
    seoTitle: '{{name}}: costs, earnings and ROI',
    dataYear: 'Data year',
    dollars: 'All amounts in {{year}} dollars, per year unless stated.',
    keyFigures: 'Key figures',
    valueOverTime: 'Value over time',
    npvIntro:
      'Net present value: the earnings gain over a high-school graduate, minus the net price, added up from the first year of college and discounted to today.',
    costsByIncome: 'Costs by family income',
    netPriceIntro:
      'Net price is what first-time, full-time students with federal aid paid after grants and scholarships; at public colleges, for in-state students. A negative net price means aid exceeded the cost.',
    publishedPrices: 'Published prices',
    majors: 'Majors',
    otherMeasures: 'Other published measures',
    howBuilt: 'How these figures were built',
    back: '← Back to the rankings',
    noLinks: 'The data has no website or net price calculator link for this college.',
    website: 'College website',
    netPriceCalculator: 'Net price calculator',
    noFallback: 'These figures use the college’s own data for this year, with no fallback.',
    rankAmong: 'Rank among {{type}} colleges, {{year}}',
    netPricePerYear: 'Net price per year',
    completionRate: 'Completion rate',
    earnings10: 'Earnings 10 years after entry',
    baseline: 'High-school graduate earnings',
    baselineIn: 'High-school graduate earnings in {{state}}',
    npv20: 'NPV at 20 years',
    breakEven: 'Break-even (years from the first year of college)',
    costPerYear: 'Cost of attendance per year',
    npvByHorizon: 'Net present value by horizon',
    yearsAfterEntry: 'Years after entry',
    npv: 'NPV',
    years: '{{count}} years',
    pep: 'Years to recoup the price (Third Way PEP), all incomes',
    pepLow: 'Years to recoup the price (PEP), family income $0–30,000',
    cew: 'Georgetown CEW-style NPV at 40 years',
  },
  vintage: {
    label: 'Data source',
    heading: 'Data source and vintage',
    source: 'Source',
    dataYear: 'Data year',
    academicYear: '{{year}} (the academic year {{from}}–{{to}})',
    files: 'Files',
    earnings: 'Earnings',
    noCohort: 'No earnings cohort recorded',
    fromFile: ' (from the {{year}} file)',
    dollars: 'Dollars',
    dollarsIn: 'All amounts in {{year}} dollars',
    cpi: ', restated with the CPI-U annual averages {{first}}–{{last}} (U.S. Bureau of Labor Statistics)',
    withoutCollege: 'Without college',
    acs: 'Median earnings of high-school graduates by state, American Community Survey {{year}}, table B20004',
    imported: 'Imported',
    methodLink: 'How we rank: the method, the data and its limits',
    yearsNow: 'Years with data now: {{first}}–{{last}}. The rankings open on the newest.',
  },
  method: {
    title: 'How we rank',
    intro: 'What the rankings measure, where the numbers come from, and what they cannot tell you.',
    seoKeywords: 'college ROI method, net present value, College Scorecard',
    onThisPage: 'On this page',
    sections: {
      npv: 'What the number means',
      baseline: 'Compared with what',
      costs: 'Costs',
      earnings: 'Earnings and completion',
      majors: 'Majors',
      personal: 'Your own scenario',
      loans: 'Federal loans from 1 July 2026',
      dollars: 'Constant dollars',
      years: 'Which years come from which files',
      missing: 'Missing figures',
      limits: 'What the data cannot say',
      choices: 'Judgment calls',
    },
    missing:
      'A figure the data does not have is shown as “—” with the reason, never as 0, and every figure that depends on it is missing too. Colleges whose ranking figure is missing are listed after the ranked ones, with the reason. Each college page lists in words which fallbacks its figures used.',
  },
  costs: {
    label: 'Net price and results by family income',
    income: 'Family income',
    netPrice: 'Net price per year',
    npv20: 'NPV at 20 years',
    breakEven: 'Break-even',
    pep: 'Years to recoup the price',
    cost: 'Cost of attendance',
    tuitionIn: 'Tuition and fees, in-state',
    tuitionOut: 'Tuition and fees, out-of-state',
    roomOn: 'Room and board, on campus',
    roomOff: 'Room and board, off campus',
    books: 'Books and supplies',
  },
  loans: {
    intro:
      'For federal Direct Loans first paid out on or after {{date}}, a new student repays under one of two plans. Each scenario shows both side by side, and its net gain and break-even follow the plan you choose.',
  },
  charts: {
    all: 'All',
    failed: 'The chart could not be drawn. The table has the same figures.',
    npvName: 'The NPV chart',
    netPriceName: 'The net price chart',
    npvTitle: 'Net present value by years after entry ({{year}} dollars)',
    npvDescription: 'Net present value after {{words}}.',
    npvAxis: 'Net present value',
    netPriceTitle: 'Net price per year by family income ({{year}} dollars)',
    netPriceDescription: 'Net price per year for a family income of {{words}}.',
    incomeAxis: 'Family income per year',
    noData: 'no data ({{reason}})',
    nothing: 'No chart: the data has none of these figures.',
    scatterTitle:
      'Net price against earnings 10 years after entry, colleges on this page ({{year}} dollars)',
    scatterCaption: 'Net price and earnings of the colleges on this page',
    notPlotted: 'Not plotted: {{list}}.',
    asList: 'Chart data as a list',
    point: '{{name}}: net price {{price}}, earnings {{earnings}}',
    nonePlotted:
      'No college on this page has both a net price and an earnings figure, so nothing is plotted.',
    range: '{{from}} to {{to}}',
    plotted_one: '{{count}} college plotted',
    plotted_other: '{{count}} colleges plotted',
    without: ', {{count}} without both figures',
    summary:
      'Each dot is a college: {{plotted}}{{without}}. Net price per year runs from {{prices}}; earnings 10 years after entry from {{earnings}}.',
    earningsAxis: 'Earnings 10 years after entry',
    priceAxis: 'Net price per year ({{year}} dollars)',
  },
  cautions: {
    label: 'Caution:',
    closed: 'This college has closed (College Scorecard operating flag{{ofYear}}).',
    lowCompletion: 'Fewer than half of students finish here (completion {{rate}}{{ofYear}}).',
    ofYear: ', {{year}} data',
    notReported: 'not reported',
    justUnder: 'just under {{rate}}',
  },
  programs: {
    noBreakdown: "The data has no breakdown of this college's degrees by field of study.",
    shares:
      'Share of the degrees awarded, by field (College Scorecard PCIP). These are shares of graduates, not earnings by major.',
    testLabel: 'Earnings test (estimate).',
    testHeading: 'Earnings test (estimate)',
    noCredential: 'Credential not stated',
    cip: 'CIP {{cip}}',
    graduates: 'Graduates',
    earnings1: 'Earnings 1 year after',
    earnings4: 'Earnings 4 years after',
    earnings5: 'Earnings 5 years after',
    medianDebt: 'Median debt',
    monthlyPayment: 'Monthly payment',
    debtToEarnings: 'Debt-to-earnings',
    npv20: 'NPV at 20 years',
    breakEven: 'Break-even',
    note: "Programs with their own earnings and debt (field-of-study data). Graduates: degrees awarded in the two years of the program's cohort. NPV and break-even: the program's earnings at the college's net price and completion rate, years counted from entry. Each program's name links to the same program at other colleges, to compare them.",
    sortFile: 'As published',
    sortTitle: 'Program name',
    search: 'Search programs',
    credential: 'Credential',
    allCredentials: 'All credentials',
    sortBy: 'Sort programs by',
    sources: 'Where the program figures come from',
    count_one: '{{count}} program',
    count_other: '{{count}} programs',
    shown_one: '{{shown}} of {{count}} program shown',
    shown_other: '{{shown}} of {{count}} programs shown',
    match_one: '{{shown}} of {{count}} program match “{{search}}”',
    match_other: '{{shown}} of {{count}} programs match “{{search}}”',
    label: 'Programs',
    program: 'Program',
  },
  methodPage: {
    npv1: 'Each college gets one number: its <strong>net present value (NPV)</strong>. Starting with the first year of college, we add up, year by year, how much more money a student has than if they had gone straight to work after high school: their earnings, minus what a high-school graduate earns, minus the net price while they are enrolled.',
    npv2: 'Money later counts for less than money now, so each year is discounted by {{rate}} a year (after inflation): a dollar ten years away counts as about {{cents}} cents today.',
    npv3: 'The rankings add up the first <strong>{{horizon}} years</strong> from entry by default and list the highest NPV first. Individual Pro can also look at {{others}} years.',
    npv4: "<strong>Break-even</strong> is the first year after school in which the running total turns positive, counted from the first year of college: 8 years for a bachelor's degree means 4 years after a four-year program ends. If it never turns positive within {{years}} years, we say so.",
    baseline1:
      "The comparison is a high-school graduate in the college's state: the state's median earnings of high-school graduates from the Census Bureau's American Community Survey (table B20004; the newest survey we have, named under <years>Which years come from which files</years>), restated to today's dollars. If a state's figure is missing, the national one is used and the college is flagged.",
    baseline2:
      'We count those earnings in every year, the school years included, so the earnings a student gives up while studying are part of the cost.',
    costs1:
      "The cost is the college's <strong>net price</strong>: the average price paid after grants and scholarships, as the College Scorecard publishes it, for {{bachelors}} years (bachelor's), {{associate}} years (associate) or {{certificate}} year (certificate). Individual Pro can switch to the net price of one family income band.",
    costs2:
      'The rankings treat the price as paid in cash: no loans and no taxes. Your own scenario, in the calculator, adds loans, interest and your own numbers.',
    earnings1:
      "Where the data has the earnings of graduates (1 and 4 years after finishing), the result is <strong>completion-adjusted</strong>: the graduates' path weighted by the completion rate, plus the students who leave without a degree (after {{bachelors}} years for a bachelor's, {{other}} otherwise) and then earn what a high-school graduate earns.",
    earnings2:
      "Otherwise we use <strong>entrant-based earnings</strong>: the median earnings of everyone who entered with federal aid, graduates and non-graduates together, 6, 8 and 10 years after entry. The chance of not finishing is already inside those numbers, so the completion rate is not applied again. When only the 10-year figure is known, the earlier years are <strong>back-filled</strong> from it, assuming earnings grow {{growth}} a year up to year 10. After the last known year, earnings stay flat, as in Georgetown CEW's method.",
    earnings3:
      "The completion rate is the share of first-time, full-time students who finish within 150% of the normal time (six years for a bachelor's).",
    cautions:
      "A college carries a caution wherever it is listed, in the rankings and on its page, when fewer than half of its students finish (a completion rate under {{below}}) or when the College Scorecard's operating flag (CURROPER) says it has closed. A figure the data lacks gives no caution. A caution does not change the figures or the order of the ranking: a high return is still worth little to a student who does not finish, or at a college that has closed.",
    dollars1:
      "All amounts are in <strong>constant dollars</strong> of one year, the latest year of the consumer price index we use (CPI-U annual averages), so colleges and years compare fairly. Each amount is restated from the year its dollars are in. For example, MIT's 2021-22 net price of $5,084 (2021 dollars) becomes {{price}} in 2025 dollars, and its 10-year earnings of $143,372 (2022 dollars) become {{earnings}}.",
    dollars2:
      "Each restated amount is rounded to whole dollars (halves away from zero), the figures the college pages show, and every calculation, the rankings' and your scenario's, starts from those same figures, so the two agree to the dollar. The calculations themselves are not rounded; only the results shown are.",
    years1:
      "The data are the U.S. Department of Education's <strong>College Scorecard</strong> files. A ranking year is named by the calendar year in which its academic year ends: the file <code>MERGED2022_23_PP.csv</code> is year 2023.",
    yearsCosts:
      "Costs and completion come from that year's file. Its net price and cost of attendance describe the academic year before it (the net price in the 2021-22 file is for 2020-21, in 2021 dollars); its published tuition and room-and-board prices are for the file's own year (2021-22, in 2022 dollars).",
    yearsEarnings:
      "Earnings come from the newest earnings cohort in the data, for every year, as the official most-recent file also pairs new prices with older earnings. The cohort in use is named below: with today's files, students who entered about ten years before the earnings were measured.",
    yearsCarried:
      "When a year's file lacks a column (such as the completion rate or the cost of attendance), it is taken from the newest earlier year that has it, and the college is flagged “carried from” that year.",
    limitAid:
      '<strong>Federal aid students only.</strong> Earnings and net prices cover students who received federal (Title IV) grants or loans, not every student.',
    limitWorking:
      '<strong>Earnings of those working and not enrolled.</strong> The medians leave out former students who are not working or are still in school.',
    limitFirstTime:
      '<strong>First-time, full-time students.</strong> The net price is for them; transfer and part-time students may pay differently.',
    limitInState:
      "<strong>In-state prices at public colleges.</strong> A public college's net price is for in-state students only; out-of-state students usually pay more.",
    limitWhole:
      "<strong>Whole colleges, not majors.</strong> The rankings use each college's overall earnings. The majors on a college page are shares of degrees awarded, not earnings by major. The calculator estimates a major's effect from national earnings by major, not from the college's own graduates in that major.",
    limitAverages:
      "<strong>Averages, not promises.</strong> The comparison is a typical high-school graduate in the state. A college's students may differ from that graduate before they start, and your own path will differ from the median.",
    choicesIntro: 'Where the method leaves room, we chose as follows.',
    bracket: 'under {{amount}}, {{years}} years',
    choiceTerm:
      "<strong>Loan term in personal scenarios.</strong> We assume the loans are first paid out on or after 1 July 2026, as for a student starting now. The repayment term then follows the standard plan's brackets by the balance when repayment starts: {{brackets}}; otherwise {{topYears}} years.",
    choiceRatio:
      '<strong>Benefit-cost ratio.</strong> The present value of the after-tax earnings gain after school, divided by the present value of what college takes: out-of-pocket costs, loan payments and the earnings given up while enrolled, over {{horizon}} years. It is above 1 exactly when the {{horizon}}-year NPV is positive.',
    choiceMajors:
      "<strong>Majors.</strong> Ranking rows describe the whole college, with no major applied. A personal scenario that names a major with no national earnings data keeps the college's figures and is flagged “major not available”. A college's own fields of study (its PCIP shares) are offered first and linked to the national major categories by our own crosswalk (see Majors above).",
    majors1:
      "The rankings describe a college as a whole. A college page lists its fields of study with their share of the degrees it awards (the Scorecard's <code>PCIP</code> columns, by two-digit CIP family).",
    majors2:
      "Where the College Scorecard's Field of Study data has them, a college page also lists its programs (a college, a four-digit CIP field and a credential): the degrees awarded in the program's two cohort years, median earnings 1 and 5 years after completion (4 years in older releases), median debt and the monthly payment on it. Each program has its own return: the same net present value as the college's, with the program's earnings after completion in place of the college's, at the college's net price and completion rate. Those earnings are of graduates who received federal aid; a figure the data withholds to protect a small group of graduates says “too few graduates to publish”, never 0. Graduate programs get no return: the data has no completion rate or years of study for them.",
    majors3:
      "The Department publishes a Field of Study file each year, and not every figure in every release: the newest has no debt. Each figure of a program is taken from the newest release that publishes it, and keeps that release's cohort: a page can show earnings of students who finished in 2018-19 and 2019-20 beside debt of the same years and graduates counted in 2019-20 and 2020-21. The data dictionary states the dollars of the earnings; debt is published as borrowed, so we take it to be in dollars of the year its graduates finished. Every amount is then restated to the page's dollar year with the CPI-U, and each college page lists where its program figures come from.",
    majors4:
      "The rankings by program order these programs across colleges, for one field and credential (a bachelor's in Computer Science, say): by the program's net present value, its earnings, its median debt, the monthly payment on that debt or debt-to-earnings. A program's return there uses its college's figures of the newest ranking year, so it matches the college page of that year.",
    majors5:
      "In the calculator, a major changes the expected starting salary. Without earnings for the program itself, the college's earnings are scaled by how the major's national median earnings compare with the median of all majors (American Community Survey, full-time year-round workers whose highest degree is a bachelor's; data by FiveThirtyEight). That table uses Census field-of-degree codes, not the CIP codes of the Scorecard, so we link each CIP family to one of its 16 major categories. <strong>This link is our own judgment call</strong>: the two code lists do not line up one to one, and a family is given to the category that holds most of its graduates (social work makes up most of “Public administration and social service professions”, so that family counts as Psychology & Social Work).",
    crosswalk: 'Fields of study and the national major category used for each',
    cipFamily: 'Field of study (CIP family)',
    majorCategory: 'National major category',
  },
  loanRules: {
    standard:
      '<strong>Standard plan.</strong> Fixed monthly payments over a term set by the balance when repayment starts: {{brackets}}; otherwise {{topYears}} years.',
    rap: '<strong>Repayment Assistance Plan (RAP).</strong> A yearly payment of {{minPayment}} when income (AGI) is at most {{minAgi}}; above that a share of the whole income: {{rate}} up to {{bandTop}}, one point more for each further {{bandWidth}}, and {{topRate}} above {{topFrom}}. The monthly payment is that share ÷ 12, less {{perDependent}} for each dependent, and never below {{minMonthly}}. Interest the payment does not cover is waived; when a payment lowers the balance by less than {{match}}, the balance falls by {{match}} (or the payment, if smaller). What is left after {{payments}} payments is forgiven, and outside Public Service Loan Forgiveness that counts as taxable income. Parent PLUS loans cannot use RAP. In a scenario, your income each year is the earnings the scenario projects for you.',
    limits:
      '<strong>Borrowing limits</strong> for new borrowers: dependent undergraduates {{dependent}}; independent undergraduates {{independent}}; Parent PLUS {{parentPlus}} per student; graduate students {{graduate}}; professional students {{professional}}; {{lifetime}} of federal student loans in a lifetime, Parent PLUS aside. Graduate PLUS ends for new borrowers. Borrowing above a limit is not a federal loan: the calculator asks your year of study and dependency status, lends federally only what the limits allow and warns with the amount above them. That gap is a private loan at the rate you enter, repaid over {{privateYears}} years, or family money in the year it is needed; no private rate is assumed. Parent PLUS is repaid under the standard plan only.',
    limit: '{{yearly}} a year; {{total}} in all',
    limitSteps: '{{first}}, then {{last}}',
    test: "<strong>The earnings test.</strong> A program loses Direct Loans when the median earnings of its federally aided completers, {{years}} years after completing, are below a benchmark (for undergraduate programs, what high-school graduates aged 25-34 earn in the state) in {{failIn}} of {{outOf}} years. The Department of Education publishes its first results in {{firstResults}}; loans stop from {{earliest}} at the earliest. Programs with fewer than {{minCompleters}} completers, even pooled, are not measured. DegreeWorth estimates the test for each undergraduate program with its published earnings, against what high-school graduates aged 25 and over earn in the college's state (more than those aged 25-34, so the estimate errs toward “at risk”), and never calls it the official result. For a college whose programs the data does not have, it takes all the college's graduates together and says so.",
    // Core's words for the test's dates, so the English cannot drift from the rules table.
    firstResults: CURRENT_LOAN_RULES.earningsTest!.firstResults,
    earliest: CURRENT_LOAN_RULES.earningsTest!.earliestLossOfLoans,
    sources: 'Sources:',
  },
  personalMethod: {
    starts:
      'Your scenario starts from the college’s own figures: its cost of attendance, minus the grant aid students with your family income typically receive there, and the same earnings path as the college’s page.',
    asItStarts:
      'Left as it starts, with no loans, it gives the college page’s figure to the dollar. Each change you make (loans and their interest, your own salary, growth, tax, years) moves it for a reason.',
    salary:
      'A starting salary you type scales the college’s whole earnings path; without earnings data, it grows by the salary growth you choose.',
    completion:
      'Where the data has graduates’ own earnings, the figure is completion-adjusted (graduates weighted by the completion rate, plus students who leave and earn what a high-school graduate earns, after repaying what they borrowed), and “If I graduate” shows graduates alone. Where it has only the earnings of everyone who started, those already include the students who left, so the completion rate is not applied again and there is no separate figure for graduates.',
    plans:
      'Federal loans made from 1 July 2026 are repaid under the plan you choose: the standard plan (fixed payments over 10 to 25 years, set by the balance) or the Repayment Assistance Plan (RAP: 1% to 10% of your income each year, your projected earnings standing for it). The results show both side by side; the net gain and break-even follow the plan you choose.',
    limits:
      'For {{rules}}, a dependent undergraduate may borrow {{dependent}}; an independent one (or one whose parents cannot get Parent PLUS) {{independent}}. Parents may borrow Parent PLUS up to {{plusYear}} a year and {{plusTotal}} per student, repaid under the standard plan only. Planned loans above these limits are not federal: they are a private loan at the rate you enter, repaid over {{privateYears}}, or family money in the year it is needed.',
    // Core's name of the rules in force, as its sentence writes it ("loans first disbursed…").
    rules: CURRENT_LOAN_RULES.label.charAt(0).toLowerCase() + CURRENT_LOAN_RULES.label.slice(1),
    limit: '{{yearly}} a year, {{total}} in all',
  },
} as const;
