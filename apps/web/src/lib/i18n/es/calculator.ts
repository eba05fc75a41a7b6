import type { calculator as en } from '../en/calculator';
import type { Messages } from '../messages';

export const calculator: Messages<typeof en> = {
  selectionTitle: 'Arma tu escenario universitario',
  selectionIntro:
    'Elige universidades, agrega tu ayuda, becas, préstamos y carrera, y compara cuánto vale ' +
    'cada opción.',
  editTitle: 'Editar escenario',
  resultsTitle: 'Tus resultados',
  yearsCounted: 'Los años se cuentan desde el primer año de universidad.',
  inDollars: 'Todas las cantidades en dólares de {{year}}.',
  notAvailable: 'No disponible',
  searchLabel: 'Agrega una universidad',
  searchHint: 'Escribe al menos 2 letras del nombre de la universidad.',
  searching: 'Buscando…',
  noMatch: 'Ninguna universidad coincide',
  searchFailed: 'La búsqueda falló. Inténtalo de nuevo.',
  alreadyAdded: 'Ya agregada',
  alreadyAddedNamed: 'Ya agregada: {{name}}',
  homeState: 'Estado de residencia',
  chooseState: 'Elige tu estado',
  homeStateHint: 'Se usa para la residencia y para lo que ganarías sin ir a la universidad.',
  baselineHint:
    'Lo que gana en un año un graduado de escuela secundaria: la mediana de tu estado cuando lo ' +
    'eliges arriba, o la cifra que escribas.',
  scenarioName: 'Nombre del escenario (opcional)',
  collegesHeading: 'Universidades',
  noCollegesYet: 'Agrega hasta {{n}} universidades para compararlas.',
  loadingCollege: 'Cargando {{name}}…',
  loadingCollegeUnnamed: 'Cargando la universidad…',
  collegeLoadFailed: 'No se pudo cargar {{name}}. Inténtalo de nuevo.',
  collegeLoadFailedUnnamed: 'No se pudo cargar la universidad. Inténtalo de nuevo.',
  removePending: 'Quitar {{name}}',
  removePendingUnnamed: 'Quitar la universidad',
  resetToData: 'Volver a los datos',
  useDataSalary: 'Usar la cifra de los datos',
  fromTheData: 'Según los datos',
  noDataSalary:
    'Los datos no tienen ingresos de esta universidad: escribe el salario que esperas, o los ' +
    'resultados quedan incompletos.',
  noDataCoa: 'Los datos no tienen el costo de asistencia de esta universidad: escríbelo.',
  noDataAid:
    'Los datos no tienen el precio neto de esta universidad, así que no se sabe la subvención ' +
    'típica: escribe las subvenciones que esperas.',
  typicalAid:
    'Según los datos: {{amount}}, la subvención típica aquí para {{who}} (costo de asistencia ' +
    'menos lo que pagan).',
  familyIncome: 'Ingresos de la familia',
  incomeNotSaid: 'Prefiero no decirlo (todas las familias)',
  familyIncomeHint:
    'Las subvenciones de cada universidad parten de lo que suelen recibir allí los estudiantes ' +
    'con estos ingresos familiares.',
  majorNone: 'Sin carrera específica',
  majorNationalHint:
    'Esta universidad no informa áreas de estudio: las carreras vienen de datos nacionales.',
  majorProgramsGroup: 'Programas de esta universidad (ingresos de sus graduados)',
  majorFieldsGroup: 'Áreas de estudio (estimación nacional)',
  majorProgramOption_one: '{{title}} ({{graduates}} graduado)',
  majorProgramOption_other: '{{title}} ({{graduates}} graduados)',
  majorProgramHint: 'Usa los ingresos de los graduados de este programa (College Scorecard).',
  majorFieldHint:
    'Una estimación nacional para esta área: esta universidad no publica ingresos para ella.',
  majorProgramNoRateHint:
    'Una estimación nacional para esta área: la universidad no tiene tasa de graduación, así ' +
    'que no se pueden usar los ingresos propios de este programa.',
  earningsBasis: 'Ingresos después de la universidad: {{text}}',
  earningsBasisNote: 'Ingresos después de la universidad: {{text}} — {{note}}',
  programSource:
    '{{programAtCollege}}: datos de áreas de estudio de College Scorecard, los ingresos de ' +
    'graduados que recibieron ayuda federal para estudiantes ({{cohort}}).',
  standardPlan: 'Plan estándar',
  repaymentPlan: 'Plan de pago del préstamo',
  repaymentPlanHint:
    'Préstamos federales desde el 1 de julio de 2026: pagos fijos de 10 a 25 años según el ' +
    'saldo, o RAP, del 1% al 10% de tus ingresos al año. Ambos se muestran con los resultados.',
  earningsTestLabel: 'Prueba federal de ingresos (estimación):',
  earningsTestAbout: 'Sobre la prueba de ingresos',
  plansHeading: 'Planes de pago del préstamo',
  planChosen: '(tus cifras)',
  planMonthly: 'Pago mensual, año {{year}} del pago del préstamo',
  planTotalPaid: 'Total pagado',
  planYears: 'Años de pagos',
  planForgiven: 'Perdonado al final',
  planNothing: 'Nada',
  planPresentCost: 'Pagos en dólares de hoy',
  planCheaper: '{{plan}} cuesta menos en dólares de hoy: {{cost}} contra {{other}}.',
  planNoRap:
    'RAP no se muestra: fija los pagos según los ingresos, y aquí no hay ingresos que ' +
    'representen los tuyos.',
  planForgivenTaxable:
    'Con RAP, se perdonan {{amount}} después de 360 pagos; fuera del Perdón de Préstamos por ' +
    'Servicio Público, eso cuenta como ingreso sujeto a impuestos el año en que se perdona.',
  planNotes:
    'RAP toma del 1% al 10% de tus ingresos (tus ingresos proyectados de cada año), menos $50 ' +
    'al mes por dependiente, al menos $10 al mes; el interés que no cubre se perdona. Los ' +
    'préstamos Parent PLUS no pueden usar RAP.',
  dependents: 'Dependientes',
  dependentsHint: 'Personas que mantendrás además de ti. RAP descuenta $50 al mes por cada una.',
  borrowingHeading: 'Límites de préstamos federales',
  borrowingIntro:
    'Los préstamos federales tienen límites por año y en total que dependen de tu año y tu ' +
    'situación. Lo que planees pedir por encima debe venir de un préstamo privado o del dinero ' +
    'de la familia.',
  studyLevel: 'Nivel de estudios',
  studyLevelHint:
    'Los estudiantes de posgrado y profesionales tienen sus propios límites y no tienen Parent ' +
    'PLUS. Las cifras de la universidad son de sus estudiantes de pregrado: escribe las tuyas ' +
    'para el posgrado.',
  yearOfStudy: 'Año de estudios al empezar',
  yearOfStudyHint: '1 para un estudiante de primer año; un traslado al tercer año es 3.',
  dependency: 'Situación de dependencia',
  dependencyHint:
    'La mayoría de los estudiantes menores de 24 años son dependientes. Los padres de un ' +
    'estudiante dependiente pueden pedir Parent PLUS.',
  federalLoansBefore: 'Préstamos federales ya recibidos',
  federalLoansBeforeHint:
    'Préstamos federales para estudiantes que tienes de años anteriores de universidad.',
  privateLoanRate: 'Tasa de interés del préstamo privado',
  privateLoanRateHint:
    'Solo si pedirías más que los límites federales. Vacío: lo paga el dinero de la familia, ' +
    'según haga falta.',
  parentPlusRate: 'Tasa de interés de Parent PLUS',
  parentPlusRateHint: 'Empieza con la tasa federal de 2025-26.',
  assumptionsHeading: 'Supuestos',
  assumptionsIntro:
    'Lo que los resultados dan por hecho. Cámbialos para ver cuánto depende de ellos la ' +
    'respuesta.',
  baselineFromState: 'Según los datos: graduados de escuela secundaria en {{state}}',
  fixFields: 'Revisa los campos marcados.',
  save: 'Guardar escenario',
  saveChanges: 'Guardar cambios',
  logInToSave:
    'Inicia sesión para guardar tu escenario. Lo que escribiste se queda en esta página.',
  saveFailed: 'No se pudo guardar el escenario. Inténtalo de nuevo.',
  draftRestored:
    'Guardamos en este navegador el escenario que empezaste. Todavía no está guardado en tu ' +
    'cuenta.',
  startOver: 'Empezar de nuevo',
  startedOver: 'Empezaste de nuevo con el formulario vacío.',
  draftLoading: 'Recuperando el escenario que empezaste…',
  draftLoadFailed: 'No se pudo recuperar el escenario que empezaste. Inténtalo de nuevo.',
  leaveTitle: '¿Salir sin guardar?',
  leaveEditing: 'Tus cambios a este escenario no están guardados. Si sales ahora, se pierden.',
  leaveDraft:
    'Este escenario todavía no está guardado. Este navegador lo guarda {{days}} días, así que ' +
    'puedes volver y guardarlo.',
  stay: 'Quedarme en esta página',
  leave: 'Salir sin guardar',
  liveHeading: 'Tus resultados, mientras escribes',
  liveIntro: 'Calculados en tu navegador con lo que escribiste y los datos de College Scorecard.',
  addCollegeForResults: 'Agrega una universidad para ver sus resultados.',
  fixForResults: 'Corrige los campos marcados de esta universidad para ver sus resultados.',
  fixAssumptions: 'Corrige los supuestos para ver los resultados.',
  referenceLoading: 'Cargando los datos que necesitan los resultados…',
  referenceFailed:
    'No se pudieron cargar los datos que necesitan los resultados. Inténtalo de nuevo.',
  tryAgain: 'Intentar de nuevo',
  warning: 'Aviso:',
  npvHeading: 'Ganancia neta frente a un graduado de escuela secundaria (VPN)',
  npvExplain:
    'Lo que suma la universidad hasta entonces, después de sus costos y los pagos del préstamo, ' +
    'comparado con trabajar justo después de la escuela secundaria, en dólares de hoy.',
  adjustedExplain:
    'Ajustado por graduación tiene en cuenta la probabilidad de irte sin título, según la tasa ' +
    'de graduación de la universidad: la cifra que muestra la página de la universidad. Si me ' +
    'gradúo cuenta solo los ingresos de los graduados.',
  entrantExplain:
    'Los ingresos de la universidad son los de todos los que empezaron, graduados y estudiantes ' +
    'que se fueron juntos, así que la probabilidad de irte ya está en ellos y no hay una cifra ' +
    'aparte para los graduados.',
  fundingNote:
    'El dinero de la familia y los ahorros también se gastan en la universidad, así que no ' +
    'cambian la ganancia neta: solo muestran si los costos están cubiertos.',
  myScenarios: 'Mis escenarios',
  noScenarios: 'Todavía no tienes escenarios guardados.',
  untitled: 'Escenario sin nombre',
  openResults: 'Abrir resultados',
  edit: 'Editar',
  duplicate: 'Duplicar',
  duplicateFailed: 'No se pudo duplicar el escenario. Inténtalo de nuevo.',
  delete: 'Eliminar',
  deleteTitle: '¿Eliminar este escenario?',
  deleteConfirm: 'Eliminar',
  cancel: 'Cancelar',
  deleteFailed: 'No se pudo eliminar el escenario. Inténtalo de nuevo.',
  scenariosFailed: 'No se pudieron cargar tus escenarios guardados. Inténtalo de nuevo.',
  scenarioLoadFailed: 'No se pudo cargar el escenario. Inténtalo de nuevo.',
  backToSelection: 'Volver a elegir universidades',
  buildScenario: 'Arma un escenario',
  noSavedResults: 'Todavía no tienes escenarios guardados. Arma uno para ver tus resultados aquí.',
  logInToEdit: 'Inicia sesión para editar tu escenario guardado.',
  logIn: 'Iniciar sesión',
  saveAssumptions: 'Guardar supuestos',
  backToSaved: 'Volver a los supuestos guardados',
  unsavedAssumptions:
    'Se muestran tus supuestos cambiados, calculados en tu navegador. Guárdalos para ' +
    'conservarlos.',
  factsLoading: 'Cargando los datos de las universidades para recalcular…',
  factsFailed:
    'No se pudieron cargar los datos de las universidades, así que no se pueden mostrar los ' +
    'supuestos cambiados.',
  downloadPdf: 'Descargar PDF',
  emailPdf: 'Envíame el PDF por correo electrónico',
  pdfFailed: 'No se pudo crear el PDF. Inténtalo de nuevo.',
  chartsHeading: 'En 40 años',
  chartsIntro:
    'Las gráficas siguen la cifra ajustada por graduación de cada universidad, la que encabeza ' +
    'la comparación; el saldo del préstamo es el préstamo planeado para cada año de universidad.',
  chartHint:
    'Señala una gráfica, o llega a ella con Tab y usa las flechas, para leer los valores de ' +
    'cada año.',
  chartYear: 'Año {{year}}',
  chartReader: 'Valores año por año: {{title}}',
  sourcesHeading: 'Fuentes y año de los datos',
  commentsHeading: 'Comentarios de tu consejero escolar',
  commentsLoading: 'Cargando los comentarios de tu consejero escolar…',
  commentsFailed: 'No se pudieron cargar los comentarios de tu consejero escolar.',
  replyHeading: 'Responde a tu consejero escolar',
  replyLabel: 'Tu respuesta',
  replyHint: 'La ven los consejeros escolares de tu escuela.',
  replySend: 'Enviar respuesta',
  replyFailed: 'No se pudo enviar tu respuesta. Inténtalo de nuevo.',
  noticesHeading: 'Comentarios nuevos de tu consejero escolar',
  notice: '{{author}} comentó sobre “{{scenario}}”.',
  noticeNew: '{{author}} comentó sobre “{{scenario}}” ({{unread}} nuevos).',
  readAndReply: 'Leer y responder',
  shareHeading: 'Compartir con la familia',
  shareIntro:
    'Crea un enlace que tu padre o madre, o quien elijas, puede abrir sin cuenta para ver ' +
    'estos resultados.',
  shareExplain: 'Cualquiera con este enlace puede ver estos resultados, pero no cambiarlos.',
  shareCreate: 'Crear un enlace para compartir',
  shareLinkLabel: 'Enlace para compartir',
  shareStop: 'Dejar de compartir',
  shareStopTitle: '¿Dejar de compartir estos resultados?',
  shareStopConsequence:
    'El enlace deja de funcionar enseguida para todos los que lo tienen. Puedes volver a ' +
    'compartir después: eso crea un enlace nuevo.',
  shareKeep: 'Seguir compartiendo',
  shareLoading: 'Cargando el enlace para compartir…',
  shareLoadFailed: 'No se pudo saber si estos resultados se comparten. Inténtalo de nuevo.',
  shareFailed: 'No se pudo crear el enlace para compartir. Inténtalo de nuevo.',
  shareStopFailed: 'No se pudo dejar de compartir. Inténtalo de nuevo.',
  sharedTitle: 'Resultados compartidos',
  sharedNotice:
    'Esta es una copia compartida de solo lectura de un escenario guardado: puedes ver los ' +
    'resultados, no cambiarlos.',
  sharedBuildOwn: 'Arma tu propio escenario',
  sharedLoading: 'Cargando los resultados compartidos…',
  sharedLoadFailed: 'No se pudieron cargar los resultados compartidos. Inténtalo de nuevo.',
  sharedGoneNext: 'Ir a la página de inicio',
  bandLow: 'Baja: menos del {{medium}} del salario inicial',
  bandMedium: 'Media: {{medium}}–{{high}} del salario inicial',
  bandHigh: 'Alta: más del {{high}} del salario inicial',
  baselineFromStateAmount:
    'Según los datos: graduados de escuela secundaria en {{state}}: {{amount}} al año.',
  years_one: '{{count}} año',
  years_other: '{{count}} años',
  remove: 'Quitar',
  collegeYears_one: '{{count}} año de universidad',
  collegeYears_other: '{{count}} años de universidad',
  aboutFigures: 'Sobre estas cifras',
  aboutFiguresNotes: 'Sobre estas cifras ({{n}} notas)',
  dataYearLine:
    ': año de los datos {{year}} (el año académico {{from}}–{{to}}), cantidades en dólares de {{dollarYear}}.',
  chartTable: 'Datos de la gráfica en una tabla',
  chartTableCaption: '{{title}}, año por año',
  year: 'Año',
  scenariosCount: '({{n}} de {{max}} en el plan gratuito)',
  scenariosLoading: 'Cargando tus escenarios…',
  updated: 'Actualizado el {{date}}',
  showFigures: 'Mostrar las cifras',
  withoutCollege: 'Lo que ganaría el estudiante sin universidad, por año',
  yearsAfterStarting: 'Años desde que empieza',
  breakEvenYear: 'Año en que recupera la inversión',
  sideBySide: 'Lado a lado',
  saved: 'Guardado el {{date}}',
  pdfHeading: 'Informe en PDF',
  countOf: '({{n}} de {{max}})',
  saveSection: 'Guardar',
  seoSelection: 'Selección de universidades',
  seoEdit: 'Editar escenario',
  seoResults: 'Resultados',
  withoutCollegeMine: 'Lo que ganaría sin universidad, por año',
  coaPerYear: 'Costo de asistencia por año',
  grantsPerYear: 'Subvenciones por año',
  expectedSalary: 'Salario inicial esperado',
  loanTerm: 'Plazo del préstamo',
  loanTermHint: 'El plan estándar fija el plazo según lo que debes: de 10 a 25 años.',
  residency: 'Residencia',
  housing: 'Vivienda',
  yearsToFinish: 'Años para terminar',
  interestRate: 'Tasa de interés',
  monthlyLoanPayment: 'Pago mensual del préstamo',
  major: 'Carrera',
  resultsLoading: 'Cargando tus resultados…',
  scenarioLoading: 'Cargando tu escenario…',
  scholarshipsPerYear: 'Becas por año',
  familyPerYear: 'Aporte de la familia por año',
  savingsTotal: 'Ahorros (total)',
  loansPerYear: 'Préstamos por año',
  parentPlusPerYear: 'Préstamos Parent PLUS por año',
  cardFields: {
    resetCoa: 'Volver a los datos: costo de asistencia',
    resetGrants: 'Volver a los datos: subvenciones',
    fromTheDataFor: 'Según los datos: {{amount}} para esta vivienda y residencia.',
    allFamilies: 'todas las familias',
    familiesEarning: 'familias con ingresos de {{band}}',
    cohortNotStated: 'cohorte no indicada',
  },
  figures: {
    completionAdjusted: 'Ajustado por finalización',
    ifGraduate: 'Si me gradúo',
    completionAdjustedPhrase: 'ajustado por finalización',
    ifGraduatePhrase: 'si me gradúo',
    netGainAt20: 'Ganancia neta a 20 años ({{view}})',
    year: 'Año {{year}}',
    netCostPerYear: 'Costo neto por año',
    totalNetCost: 'Costo neto total',
    notCoveredPerYear: 'Costos no cubiertos por año',
    totalBorrowed: 'Total del préstamo',
    totalInterest: 'Intereses totales',
    monthlyPayment: 'Pago mensual',
    forgivenIn: 'Perdonado en',
    payoffYear: 'Año en que terminas de pagar',
    startingSalary: 'Salario inicial',
    debtToEarnings: 'Deuda frente a ingresos',
    noLoan: 'Sin préstamo',
    paymentFor: '{{money}} durante {{years}} años',
    paymentRap: '{{money}} al principio (RAP, según tus ingresos)',
    privateFor: '{{money}} del préstamo privado durante {{years}} años',
    residualBeforeTax: 'Lo que queda cada mes después del pago del préstamo, antes de impuestos',
    residualAfterTax:
      'Lo que queda cada mes después del pago del préstamo, después del {{rate}} de impuestos que fijaste',
    afterFinishing_one: '{{count}} año después de terminar',
    afterFinishing_other: '{{count}} años después de terminar',
    whileInCollege: 'mientras estás en la universidad',
    planYears_one: '{{years}} año',
    planYears_other: '{{years}} años',
    thenForgiven: '{{years}}, luego se perdona',
    completionRate: ' Tasa de graduación: {{rate}}.',
  },
  assumptionFields: {
    discount_rate: 'Tasa de descuento (%)',
    discount_rateHint: 'Cuánto menos vale para ti un dólar de un año futuro que un dólar de hoy.',
    salary_growth: 'Crecimiento del salario por año (%)',
    salary_growthHint: 'Aumento anual después de la universidad, por encima de la inflación.',
    tax_rate: 'Impuesto sobre la ganancia de ingresos (%)',
    tax_rateHint:
      'Parte de los ingresos adicionales frente a un graduado de escuela secundaria que se paga en impuestos.',
  },
  charts: {
    xTitle: 'Años desde el primer año de universidad',
    loanTitle: 'Saldo del préstamo con ambos planes (dólares de {{year}})',
    loanSummary: 'Líneas continuas: el plan que siguen tus cifras; discontinuas: el otro plan.',
    owed: 'Adeudado',
    rapPlan: '{{name}}: RAP',
    standardPlan: '{{name}}: plan estándar',
    costTitle: 'Costo anual e ingresos (dólares de {{year}})',
    costSummary:
      'Líneas continuas: ingresos si te gradúas; discontinuas: lo que pagas ese año (costos no ' +
      'cubiertos por préstamos y luego los pagos del préstamo); punteada: ingresos sin universidad.',
    firstYearEarnings: '{{name}}: {{money}} en el primer año después de la universidad.',
    dollarsPerYear: 'Dólares por año',
    earningsOf: '{{name}}: ingresos',
    costOf: '{{name}}: costos y pagos del préstamo',
    earningsWithoutCollege: 'Ingresos sin universidad',
    breaksEven: '{{name}} recupera la inversión en el año {{year}}',
    worthTitle: 'Lo que suma cada camino en {{last}} años (dólares de {{year}})',
    worthSummary:
      'Cada línea suma los ingresos menos los costos y los pagos del préstamo, en dólares de hoy, ' +
      'desde el primer año de universidad; la línea punteada es el camino de la escuela secundaria.',
    neverCatchesUp: '{{name}} no alcanza al camino de la escuela secundaria',
    catchesUp: '{{name}} alcanza al camino de la escuela secundaria en el año {{year}}',
    catchesUpLate: '{{name}} lo alcanza en el año {{year}}, después del final de la gráfica',
    difference: '{{line}}; después de {{last}} años la diferencia es {{money}}.',
    cumulative: 'Acumulado, dólares de hoy',
    highSchoolPath: 'Camino de la escuela secundaria',
    noLoanOf: '{{name}}: sin préstamo.',
    forgivenAfter: 'perdonado después de {{years}} años de pagos',
    paidOffAfter: 'pagado después de {{years}} años de pagos',
    loanLine: '{{name}}: {{most}} adeudado como máximo; con el plan estándar, {{standard}}.',
    loanLineRap:
      '{{name}}: {{most}} adeudado como máximo; con el plan estándar, {{standard}}; con RAP, {{rap}}.',
    notPlotted: 'Sin graficar: {{list}}',
  },
  compare: {
    title: 'Compara programas',
    seoKeywords:
      'comparar programas universitarios, comparar carreras, ROI del programa, ingresos por carrera',
    intro:
      'Hasta 4 programas lado a lado, en una o varias universidades: cuánto suma cada uno en 40 ' +
      'años, su préstamo y su costo e ingresos de cada año, con el motor de la calculadora y los ' +
      'ingresos de los propios graduados de cada programa.',
    programsHeading: 'Programas',
    count: '({{n}} de {{max}})',
    none:
      'Todavía no hay programas. Agrega uno abajo o elígelos en las clasificaciones por ' +
      'programa.',
    toRankings: 'Elige programas en las clasificaciones por programa',
    remove: 'Quitar {{name}}',
    removeWord: 'Quitar',
    addHeading: 'Agrega un programa',
    college: 'Universidad',
    collegeHint:
      'Escribe al menos 2 letras del nombre de la universidad y luego elige uno de sus programas.',
    programAt: 'Programa en {{college}}',
    chooseProgram: 'Elige un programa',
    add: 'Agregar a la comparación',
    full: 'La comparación admite {{max}} programas: quita uno para agregar otro.',
    loadingPrograms: 'Cargando los programas de {{college}}…',
    programsFailed: 'No se pudieron cargar los programas de {{college}}. Inténtalo de nuevo.',
    noPrograms:
      'Los datos no tienen ingresos de los propios graduados de {{college}} por programa, así ' +
      'que no se puede comparar ninguno.',
    alreadyCompared: 'ya comparado',
    graduates_one: '{{graduates}} graduado',
    graduates_other: '{{graduates}} graduados',
    graduatesUnknown: 'graduados no publicados',
    forWhomHeading: 'Para quién',
    loansPerYear: 'Préstamos federales por año',
    loansHint:
      'Se piden al comienzo de cada año de universidad, en todos los programas; vacío = ninguno.',
    loansError: 'Escribe dólares enteros de 0 a 999,999.',
    chooseState: 'Elige tu estado de residencia para ver las cifras.',
    sameAsRankings:
      'Con tu estado de residencia, el ingreso familiar “Prefiero no decirlo” y sin préstamos, ' +
      'un programa de tu estado muestra las cifras de las clasificaciones por programa; una ' +
      'universidad de otro estado cobra aquí la matrícula para estudiantes de fuera del estado, ' +
      'y cada tarjeta dice qué cambió su cifra.',
    loading: 'Cargando los programas…',
    loadFailed: 'No se pudieron cargar los programas. Inténtalo de nuevo.',
    retry: 'Intentar de nuevo',
    leftOutHeading: 'Sin comparar',
    leftOut: '{{name}}: {{reason}}',
    leftOutReasons: {
      no_college: 'los datos no tienen esa universidad.',
      no_program_earnings:
        'los datos no publican ingresos de los graduados de este programa (o no publican la tasa ' +
        'de graduación de la universidad), así que sus cifras serían solo un estimado nacional.',
      no_cost_of_attendance:
        'los datos no tienen ni el costo de asistencia ni el precio neto de la universidad.',
    },
    unknownCollege: 'Universidad {{id}}',
  },
};
