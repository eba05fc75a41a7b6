/** The calculator's texts: college selection, the scenario form, results, sharing. */
export const calculator = {
  selectionTitle: 'Build your college scenario',
  selectionIntro:
    'Choose colleges, add your aid, scholarships, loans and major, and compare what each choice ' +
    'is worth.',
  editTitle: 'Edit scenario',
  resultsTitle: 'Your results',
  yearsCounted: 'Years are counted from the first year of college.',
  inDollars: 'All amounts in {{year}} dollars.',
  notAvailable: 'Not available',
  // Search
  searchLabel: 'Add a college',
  searchHint: 'Type at least 2 letters of the college’s name.',
  searching: 'Searching…',
  noMatch: 'No colleges match',
  searchFailed: 'The search failed. Please try again.',
  alreadyAdded: 'Already added',
  /** A college from an "Add to my scenario" link that the comparison already holds. */
  alreadyAddedNamed: 'Already added: {{name}}',
  // Form
  homeState: 'Home state',
  chooseState: 'Choose your state',
  homeStateHint: 'Used for residency and for what you would earn without college.',
  baselineHint:
    'What a high-school graduate earns in a year: your home state’s median once you choose it ' +
    'above, or the figure you type.',
  scenarioName: 'Scenario name (optional)',
  collegesHeading: 'Colleges',
  noCollegesYet: 'Add up to {{n}} colleges to compare them.',
  // A college from an "Add to my scenario" link has no name until its data comes.
  loadingCollege: 'Loading {{name}}…',
  loadingCollegeUnnamed: 'Loading the college…',
  collegeLoadFailed: '{{name}} could not be loaded. Please try again.',
  collegeLoadFailedUnnamed: 'The college could not be loaded. Please try again.',
  removePending: 'Remove {{name}}',
  removePendingUnnamed: 'Remove the college',
  resetToData: 'Reset to data',
  useDataSalary: 'Use the data’s figure',
  fromTheData: 'From the data',
  noDataSalary:
    'The data has no earnings for this college: enter the salary you expect, or the results ' +
    'stay incomplete.',
  noDataCoa: 'The data has no cost of attendance for this college: enter it.',
  noDataAid:
    'The data has no net price for this college, so the typical grant aid is unknown: enter ' +
    'the grants you expect.',
  typicalAid:
    'From the data: {{amount}}, the typical grant aid here for {{who}} (cost of attendance ' +
    'minus what they pay).',
  familyIncome: 'Family income',
  incomeNotSaid: 'Prefer not to say (all families)',
  familyIncomeHint:
    'Grants at each college start from what students with this family income typically ' +
    'receive there.',
  majorNone: 'No specific major',
  majorNationalHint: 'This college reports no fields of study: majors come from national data.',
  /** The Major select's groups when the college publishes programs of its own. */
  majorProgramsGroup: 'Programs at this college (their graduates’ earnings)',
  majorFieldsGroup: 'Fields of study (national estimate)',
  /** A program as the Major select lists it; the count is left out when not published. */
  majorProgramOption_one: '{{title}} ({{graduates}} graduate)',
  majorProgramOption_other: '{{title}} ({{graduates}} graduates)',
  // What the chosen major's earnings rest on, under the select, before any result shows it.
  majorProgramHint: 'Uses this program’s own graduates’ earnings (College Scorecard).',
  majorFieldHint: 'A national estimate for this field: this college publishes no earnings for it.',
  majorProgramNoRateHint:
    'A national estimate for this field: the college has no completion rate, so this ' +
    'program’s own earnings cannot be used.',
  /** Where the results' earnings come from, in the "About these figures" part. */
  earningsBasis: 'Earnings after college: {{text}}',
  earningsBasisNote: 'Earnings after college: {{text}} — {{note}}',
  /** A program's figures in the data sources (cohort: describeProgramSource's words). */
  // The data's program titles end with a period ("Computer Science."), dropped inside a sentence.
  /** `programAtCollege`: "Computer Science at Massachusetts Institute of Technology". */
  programSource:
    '{{programAtCollege}}: College Scorecard Field of Study data, the ' +
    'earnings of graduates who received federal student aid ({{cohort}}).',
  standardPlan: 'Standard plan',
  repaymentPlan: 'Repayment plan',
  repaymentPlanHint:
    'Federal loans from 1 July 2026: fixed payments over 10 to 25 years by balance, or RAP, ' +
    '1% to 10% of your income a year. Both are shown with the results.',
  earningsTestLabel: 'Federal earnings test (estimate):',
  earningsTestAbout: 'About the earnings test',
  plansHeading: 'Repayment plans',
  planChosen: '(your figures)',
  planMonthly: 'Monthly payment, year {{year}} of repayment',
  planTotalPaid: 'Total paid',
  planYears: 'Years of payments',
  planForgiven: 'Forgiven at the end',
  planNothing: 'Nothing',
  planPresentCost: 'Payments in today’s dollars',
  planCheaper: '{{plan}} costs less in today’s dollars: {{cost}} against {{other}}.',
  planNoRap:
    'RAP is not shown: it sets payments by income, and there are no earnings here to stand ' +
    'for yours.',
  planForgivenTaxable:
    'Under RAP, {{amount}} is forgiven after 360 payments; outside Public Service Loan ' +
    'Forgiveness that counts as taxable income in the year it is forgiven.',
  planNotes:
    'RAP takes 1% to 10% of your income (your projected earnings each year), less $50 a ' +
    'month per dependent, at least $10 a month; interest it does not cover is waived. Parent ' +
    'PLUS loans cannot use RAP.',
  dependents: 'Dependents',
  dependentsHint: 'People you will support besides yourself. RAP takes $50 a month off for each.',
  borrowingHeading: 'Federal loan limits',
  borrowingIntro:
    'Federal loans have yearly and total limits that depend on your year and status. Planned ' +
    'borrowing above them must come from a private loan or family money.',
  studyLevel: 'Level of study',
  studyLevelHint:
    'Graduate and professional students have their own limits and no Parent PLUS. The ' +
    'college’s figures are its undergraduates’: type your own for graduate study.',
  yearOfStudy: 'Year of study when starting',
  yearOfStudyHint: '1 for a first-year student; a transfer into the third year is 3.',
  dependency: 'Dependency status',
  dependencyHint:
    'Most students under 24 are dependent. Parents of a dependent student may borrow Parent PLUS.',
  federalLoansBefore: 'Federal loans already borrowed',
  federalLoansBeforeHint: 'Federal student loans you have from earlier college years.',
  privateLoanRate: 'Private loan rate',
  privateLoanRateHint:
    'Only if you would borrow above the federal limits. Empty: family money pays it, as needed.',
  parentPlusRate: 'Parent PLUS rate',
  parentPlusRateHint: 'Starts at the 2025-26 federal rate.',
  assumptionsHeading: 'Assumptions',
  assumptionsIntro:
    'What the results take for granted. Change them to see how much the answer depends on them.',
  baselineFromState: 'From the data: high-school graduates in {{state}}',
  fixFields: 'Check the highlighted fields.',
  // Save
  save: 'Save scenario',
  saveChanges: 'Save changes',
  logInToSave: 'Log in to save your scenario. Your entries stay on this page.',
  saveFailed: 'The scenario could not be saved. Please try again.',
  // The new scenario kept in the browser, and leaving with unsaved changes
  draftRestored: 'We kept the scenario you started in this browser. It is not saved yet.',
  startOver: 'Start over',
  startedOver: 'You started over with an empty form.',
  draftLoading: 'Bringing back the scenario you started…',
  draftLoadFailed: 'The scenario you started could not be brought back. Please try again.',
  leaveTitle: 'Leave without saving?',
  leaveEditing: 'Your changes to this scenario are not saved. If you leave now, they are lost.',
  leaveDraft:
    'This scenario is not saved yet. This browser keeps it for {{days}} days, so you can come ' +
    'back and save it.',
  stay: 'Stay on this page',
  leave: 'Leave without saving',
  // Results
  liveHeading: 'Your results, as you type',
  liveIntro: 'Computed in your browser from your entries and the College Scorecard data.',
  addCollegeForResults: 'Add a college to see its results.',
  fixForResults: 'Fix the highlighted fields of this college to see its results.',
  fixAssumptions: 'Fix the assumptions to see results.',
  referenceLoading: 'Loading the data the results need…',
  referenceFailed: 'The data the results need could not be loaded. Please try again.',
  tryAgain: 'Try again',
  warning: 'Warning:',
  npvHeading: 'Net gain over a high-school graduate (NPV)',
  npvExplain:
    'What college adds up to by then, after its costs and loan payments, compared with working ' +
    'straight after high school, in today’s dollars.',
  adjustedExplain:
    'Completion-adjusted weighs in the chance of leaving without a degree, from the college’s ' +
    'completion rate: the figure the college’s page shows. If I graduate counts only ' +
    'graduates’ earnings.',
  entrantExplain:
    'The college’s earnings are those of everyone who started, graduates and students who left ' +
    'together, so the chance of leaving is already in them and no separate figure for ' +
    'graduates exists.',
  fundingNote:
    'Family money and savings are spent on college too, so they do not change the net gain: ' +
    'they only show whether the costs are covered.',
  // Saved scenarios
  myScenarios: 'My scenarios',
  noScenarios: 'You have no saved scenarios yet.',
  untitled: 'Untitled scenario',
  openResults: 'Open results',
  edit: 'Edit',
  duplicate: 'Duplicate',
  duplicateFailed: 'The scenario could not be duplicated. Please try again.',
  delete: 'Delete',
  deleteTitle: 'Delete this scenario?',
  deleteConfirm: 'Delete',
  cancel: 'Cancel',
  deleteFailed: 'The scenario could not be deleted. Please try again.',
  scenariosFailed: 'Your saved scenarios could not be loaded. Please try again.',
  scenarioLoadFailed: 'The scenario could not be loaded. Please try again.',
  backToSelection: 'Back to college selection',
  buildScenario: 'Build a scenario',
  noSavedResults: 'You have no saved scenarios yet. Build one to see your results here.',
  logInToEdit: 'Log in to edit your saved scenario.',
  logIn: 'Log in',
  // Results page
  saveAssumptions: 'Save assumptions',
  backToSaved: 'Back to the saved assumptions',
  unsavedAssumptions:
    'Showing your changed assumptions, computed in your browser. Save them to keep them.',
  factsLoading: 'Loading the colleges’ data to recompute…',
  factsFailed: 'The colleges’ data could not be loaded, so changed assumptions cannot be shown.',
  downloadPdf: 'Download PDF',
  emailPdf: 'Email me the PDF',
  pdfFailed: 'The PDF could not be made. Please try again.',
  chartsHeading: 'Over 40 years',
  chartsIntro:
    'The charts follow each college’s completion-adjusted figure, the one the comparison leads ' +
    'with; the loan balance is the loan as planned for every year of college.',
  chartHint:
    'Point at a chart, or Tab to it and use the arrow keys, to read the values of each year.',
  chartYear: 'Year {{year}}',
  chartReader: 'Values year by year: {{title}}',
  sourcesHeading: 'Data sources and vintage',
  // Counselor comments
  commentsHeading: 'Comments from your counselor',
  commentsLoading: 'Loading comments from your counselor…',
  commentsFailed: 'Comments from your counselor could not be loaded.',
  replyHeading: 'Reply to your counselor',
  replyLabel: 'Your reply',
  replyHint: 'The counselors of your school see it.',
  replySend: 'Send reply',
  replyFailed: 'Your reply could not be sent. Please try again.',
  noticesHeading: 'New comments from your counselor',
  notice: '{{author}} commented on “{{scenario}}”.',
  noticeNew: '{{author}} commented on “{{scenario}}” ({{unread}} new).',
  readAndReply: 'Read and reply',
  // Share with family (the owner's results page)
  shareHeading: 'Share with family',
  shareIntro:
    'Make a link a parent, or anyone you choose, can open without an account to see these ' +
    'results.',
  /** Said wherever a link is shown, and on the shared page. */
  shareExplain: 'Anyone with this link can see these results, not change them.',
  shareCreate: 'Create a share link',
  shareLinkLabel: 'Share link',
  shareStop: 'Stop sharing',
  shareStopTitle: 'Stop sharing these results?',
  shareStopConsequence:
    'The link stops working at once for everyone who has it. You can share again later: that ' +
    'makes a new link.',
  shareKeep: 'Keep sharing',
  shareLoading: 'Loading the share link…',
  shareLoadFailed: 'Whether these results are shared could not be loaded. Please try again.',
  shareFailed: 'The share link could not be created. Please try again.',
  shareStopFailed: 'Sharing could not be stopped. Please try again.',
  // The shared page (/shared/{token}), read by someone without an account
  sharedTitle: 'Shared results',
  sharedNotice:
    'This is a shared, read-only copy of a saved scenario: you can look at the results, not ' +
    'change them.',
  sharedBuildOwn: 'Build your own scenario',
  sharedLoading: 'Loading the shared results…',
  sharedLoadFailed: 'The shared results could not be loaded. Please try again.',
  sharedGoneNext: 'Go to the home page',
  /** The debt-to-earnings bands (low, medium, high). */
  bandLow: 'Low: under {{medium}} of the starting salary',
  bandMedium: 'Medium: {{medium}}–{{high}} of the starting salary',
  bandHigh: 'High: over {{high}} of the starting salary',
  baselineFromStateAmount: 'From the data: high-school graduates in {{state}}: {{amount}} a year.',
  years_one: '{{count}} year',
  years_other: '{{count}} years',
  remove: 'Remove',
  collegeYears_one: '{{count}} year of college',
  collegeYears_other: '{{count}} years of college',
  aboutFigures: 'About these figures',
  aboutFiguresNotes: 'About these figures ({{n}} notes)',
  dataYearLine:
    ': data year {{year}} (the academic year {{from}}–{{to}}), amounts in {{dollarYear}} dollars.',
  chartTable: 'Chart data as a table',
  chartTableCaption: '{{title}}, year by year',
  year: 'Year',
  scenariosCount: '({{n}} of {{max}} on the free plan)',
  scenariosLoading: 'Loading your scenarios…',
  updated: 'Updated {{date}}',
  showFigures: 'Show the figures',
  withoutCollege: 'What the student would earn without college, per year',
  yearsAfterStarting: 'Years after starting',
  breakEvenYear: 'Break-even year',
  sideBySide: 'Side by side',
  saved: 'Saved {{date}}',
  pdfHeading: 'PDF report',
  countOf: '({{n}} of {{max}})',
  saveSection: 'Save',
  seoSelection: 'College Selection',
  seoEdit: 'Edit Scenario',
  seoResults: 'Results',
  withoutCollegeMine: 'What I would earn without college, per year',
  coaPerYear: 'Cost of attendance per year',
  grantsPerYear: 'Grants per year',
  expectedSalary: 'Expected starting salary',
  loanTerm: 'Loan term',
  loanTermHint: 'The standard plan sets the term from what you owe: 10 to 25 years.',
  residency: 'Residency',
  housing: 'Housing',
  yearsToFinish: 'Years to finish',
  interestRate: 'Interest rate',
  monthlyLoanPayment: 'Monthly loan payment',
  major: 'Major',
  resultsLoading: 'Loading your results…',
  scenarioLoading: 'Loading your scenario…',
  scholarshipsPerYear: 'Scholarships per year',
  familyPerYear: 'Family contribution per year',
  savingsTotal: 'Savings (total)',
  loansPerYear: 'Loans per year',
  parentPlusPerYear: 'Parent PLUS loans per year',
  /** The college card's notes under its data-filled fields. */
  cardFields: {
    resetCoa: 'Reset to data: cost of attendance',
    resetGrants: 'Reset to data: grants',
    fromTheDataFor: 'From the data: {{amount}} for this housing and residency.',
    allFamilies: 'all families',
    familiesEarning: 'families earning {{band}}',
    cohortNotStated: 'cohort not stated',
  },
  /** The figures of a college's results card, and the views of its NPV. */
  figures: {
    completionAdjusted: 'Completion-adjusted',
    ifGraduate: 'If I graduate',
    completionAdjustedPhrase: 'completion-adjusted',
    ifGraduatePhrase: 'if I graduate',
    netGainAt20: 'Net gain at 20 years ({{view}})',
    year: 'Year {{year}}',
    netCostPerYear: 'Net cost per year',
    totalNetCost: 'Total net cost',
    notCoveredPerYear: 'Costs not covered per year',
    totalBorrowed: 'Total borrowed',
    totalInterest: 'Total interest',
    monthlyPayment: 'Monthly payment',
    forgivenIn: 'Forgiven in',
    payoffYear: 'Payoff year',
    startingSalary: 'Starting salary',
    debtToEarnings: 'Debt-to-earnings',
    noLoan: 'No loan',
    paymentFor: '{{money}} for {{years}} years',
    paymentRap: '{{money}} at first (RAP, by income)',
    privateFor: '{{money}} private for {{years}} years',
    residualBeforeTax: 'Left each month after the loan payment, before tax',
    residualAfterTax: 'Left each month after the loan payment, after the {{rate}} tax you set',
    afterFinishing_one: '{{count}} year after finishing',
    afterFinishing_other: '{{count}} years after finishing',
    whileInCollege: 'while in college',
    planYears_one: '{{years}} year',
    planYears_other: '{{years}} years',
    thenForgiven: '{{years}}, then forgiven',
    completionRate: ' Completion rate: {{rate}}.',
  },
  /** The assumptions' labels and hints. */
  assumptionFields: {
    discount_rate: 'Discount rate (%)',
    discount_rateHint:
      'How much less a dollar in a later year is worth to you than a dollar today.',
    salary_growth: 'Salary growth per year (%)',
    salary_growthHint: 'Yearly raise after college, above inflation.',
    tax_rate: 'Tax on the earnings gain (%)',
    tax_rateHint: 'Share of the extra earnings over a high-school graduate paid in tax.',
  },
  /** The three charts: titles, axes, lines and their summaries in words. */
  charts: {
    xTitle: 'Years from the first year of college',
    loanTitle: 'Loan balance under both plans ({{year}} dollars)',
    loanSummary: 'Solid lines: the plan your figures follow; dashed: the other plan.',
    owed: 'Owed',
    rapPlan: '{{name}}: RAP',
    standardPlan: '{{name}}: standard plan',
    costTitle: 'Yearly cost and earnings ({{year}} dollars)',
    costSummary:
      'Solid lines: earnings if you graduate; dashed lines: what you pay that year (costs ' +
      'not covered by loans, then loan payments); dotted: earnings without college.',
    firstYearEarnings: '{{name}}: {{money}} in the first year after college.',
    dollarsPerYear: 'Dollars per year',
    earningsOf: '{{name}}: earnings',
    costOf: '{{name}}: cost and loan payments',
    earningsWithoutCollege: 'Earnings without college',
    breaksEven: '{{name}} breaks even in year {{year}}',
    worthTitle: 'What each path adds up to over {{last}} years ({{year}} dollars)',
    worthSummary:
      'Each line adds up earnings minus costs and loan payments, in today’s dollars, from the ' +
      'first year of college; the dotted line is the high-school path.',
    neverCatchesUp: '{{name}} does not catch up with the high-school path',
    catchesUp: '{{name}} catches up with the high-school path in year {{year}}',
    catchesUpLate: '{{name}} catches up in year {{year}}, after the chart ends',
    difference: '{{line}}; after {{last}} years the difference is {{money}}.',
    cumulative: 'Cumulative, today’s dollars',
    highSchoolPath: 'High-school path',
    noLoanOf: '{{name}}: no loan.',
    forgivenAfter: 'forgiven after {{years}} years of payments',
    paidOffAfter: 'paid off after {{years}} years of payments',
    loanLine: '{{name}}: {{most}} owed at most; under the standard plan {{standard}}.',
    loanLineRap:
      '{{name}}: {{most}} owed at most; under the standard plan {{standard}}; under RAP {{rap}}.',
    notPlotted: 'Not plotted: {{list}}',
  },
  /** The programs comparison (/rankings/programs/compare). */
  compare: {
    title: 'Compare programs',
    seoKeywords: 'compare college programs, compare majors, program ROI, earnings by major',
    intro:
      'Up to 4 programs side by side, at one college or several: what each adds up to over 40 ' +
      'years, its loan and its yearly cost and earnings, with the calculator’s engine and each ' +
      'program’s own graduates’ earnings.',
    programsHeading: 'Programs',
    count: '({{n}} of {{max}})',
    none: 'No programs yet. Add one below, or choose them in the program rankings.',
    toRankings: 'Choose programs in the program rankings',
    remove: 'Remove {{name}}',
    removeWord: 'Remove',
    addHeading: 'Add a program',
    college: 'College',
    collegeHint: 'Type at least 2 letters of the college’s name, then choose one of its programs.',
    programAt: 'Program at {{college}}',
    chooseProgram: 'Choose a program',
    add: 'Add to the comparison',
    full: 'The comparison holds {{max}} programs: remove one to add another.',
    loadingPrograms: 'Loading the programs of {{college}}…',
    programsFailed: 'The programs of {{college}} could not be loaded. Please try again.',
    noPrograms:
      'The data has no earnings of {{college}}’s own graduates by program, so none can be compared.',
    alreadyCompared: 'already compared',
    graduates_one: '{{graduates}} graduate',
    graduates_other: '{{graduates}} graduates',
    graduatesUnknown: 'graduates not published',
    forWhomHeading: 'For whom',
    loansPerYear: 'Federal loans a year',
    loansHint: 'Borrowed at the start of every year of college, at every program; empty = none.',
    loansError: 'Enter whole dollars from 0 to 999,999.',
    chooseState: 'Choose your home state to see the figures.',
    sameAsRankings:
      'With your home state, family income “Prefer not to say” and no loans, a program in your ' +
      'state shows the figures of the program rankings; a college in another state charges ' +
      'out-of-state tuition here, and each card says what moved its figure.',
    loading: 'Loading the programs…',
    loadFailed: 'The programs could not be loaded. Please try again.',
    retry: 'Try again',
    leftOutHeading: 'Not compared',
    leftOut: '{{name}}: {{reason}}',
    leftOutReasons: {
      no_college: 'the data has no such college.',
      no_program_earnings:
        'the data publishes no earnings of this program’s graduates (or no completion rate of ' +
        'the college), so its figures would only be a national estimate.',
      no_cost_of_attendance:
        'the data has neither a cost of attendance nor a net price for the college.',
    },
    unknownCollege: 'College {{id}}',
  },
} as const;
