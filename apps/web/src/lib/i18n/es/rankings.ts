import type { rankings as en } from '../en/rankings';
import type { Messages } from '../messages';

export const rankings: Messages<typeof en> = {
  server: {
    favoriteAdded: '¡Agregada a favoritas!',
    favoriteRemoved: 'Quitada de favoritas.',
    alreadyFavorite: 'Esta universidad ya está en tus favoritas.',
    notFavorite: 'Esta universidad no está en tus favoritas.',
    signUpForMore: 'Regístrate gratis para ver más clasificaciones.',
    signUpForFilters: 'Regístrate gratis para filtrar las clasificaciones por año.',
    proRequired:
      'Ordenar por cualquier columna y los filtros avanzados son parte de Individual Pro ' +
      '(clasificaciones completas de universidades por ROI, con todos los órdenes). Mejora tu plan para desbloquearlos.',
    noData: 'Todavía no se han cargado datos de universidades. Vuelve a revisar más tarde.',
    preparing: 'Estamos preparando las clasificaciones. Vuelve a revisar en unos minutos.',
    prepareFailed:
      'No se pudieron preparar las clasificaciones con los datos más recientes de universidades. Vuelve a revisar más tarde.',
    source: 'Departamento de Educación de EE. UU., College Scorecard',
    tooSlow:
      'Las clasificaciones están tardando demasiado en cargar ahora. Inténtalo de nuevo en un momento.',
    tooManyFavorites: 'Puedes guardar hasta 500 favoritas. Quita una para agregar otra.',
    programSignUpForFilters:
      'Regístrate gratis para filtrar los programas por estado y tipo de universidad.',
  },
  control: {
    public: 'Pública',
    private_nonprofit: 'Privada sin fines de lucro',
    private_for_profit: 'Privada con fines de lucro',
  },
  type: {
    bachelors: 'Licenciatura',
    associate: 'Título asociado',
    certificate: 'Certificado',
  },
  income: {
    all: 'Todos los ingresos familiares',
    '0-30k': '$0–30,000',
    '30-48k': '$30,001–48,000',
    '48-75k': '$48,001–75,000',
    '75-110k': '$75,001–110,000',
    '110k+': '$110,001 o más',
  },
  allColleges: 'Todas las universidades',
  myFavorites: 'Mis favoritas',
  show: 'Mostrar',
  signUpToSort: 'Regístrate gratis para ordenar las clasificaciones por nombre y precio neto.',
  proFiltersLocked:
    'El horizonte, los ingresos familiares, pública o privada y la búsqueda por nombre son parte de Individual Pro.',
  loadFailed: 'No se pudieron cargar las clasificaciones. Inténtalo de nuevo.',
  collegeLoadFailed: 'No se pudo cargar esta universidad. Inténtalo de nuevo.',
  favoritesLoadFailed: 'No se pudieron cargar tus favoritas. Inténtalo de nuevo.',
  favoriteFailed: 'No se pudieron actualizar tus favoritas. Inténtalo de nuevo.',
  tryAgain: 'Intentar de nuevo',
  noMatch: 'Ninguna universidad coincide con estos filtros.',
  noFavorites:
    'Todavía no tienes favoritas. Toca la estrella junto a una universidad en las clasificaciones para guardarla aquí.',
  resetFilters: 'Restablecer filtros',
  backToDefault: 'Volver al orden predeterminado',
  backToFirstPage: 'Volver a la página 1',
  pastLastPage: 'Esta página está después de la última página de estos resultados.',
  notRanked: 'Sin clasificar',
  unrankedHeading:
    'Sin clasificar: falta una cifra que este orden necesita. Estas universidades aparecen después de las clasificadas.',
  breakEvenNote: 'El punto de equilibrio cuenta los años desde el primer año de universidad.',
  filters: 'Filtros',
  showResults: 'Ver resultados',
  sortBy: 'Ordenar por',
  findCollege: 'Buscar una universidad',
  findCollegeHint: 'Escribe al menos 2 letras de su nombre y elígela para abrir su página.',
  loading: 'Cargando clasificaciones…',
  seoTitle: 'Clasificaciones',
  seoKeywords:
    'clasificaciones de universidades, ROI de la universidad, precio neto, ingresos después de la universidad',
  byProgram: 'Clasificaciones por programa',
  byProgramWhy:
    ': qué universidades dan el mejor retorno en un área de estudio, como Ciencias de la Computación.',
  filter: {
    year: 'Año',
    newest: 'Más reciente',
    newestYear: 'Más reciente ({{year}})',
    state: 'Estado',
    allStates: 'Todos los estados',
    type: 'Tipo',
    horizon: 'Horizonte del VPN',
    years: '{{count}} años',
    income: 'Ingresos familiares',
    control: 'Tipo de institución',
    collegeName: 'Nombre de la universidad',
    search: 'Buscar',
  },
  results: {
    dollars: 'Todas las cantidades en dólares de {{year}}.',
    range:
      'Universidades {{first}}–{{last}} de {{total}} ({{ranked}} clasificadas; a las demás les falta una cifra que este orden necesita y aparecen después).',
    npv: 'VPN: la ganancia en ingresos frente a un graduado de escuela secundaria del mismo estado, menos el precio neto, durante {{horizon}} años desde el ingreso, descontada un {{rate}} al año.',
    table: 'Tabla de clasificaciones',
    cards: 'Clasificaciones',
    pages: 'Páginas de clasificaciones',
    chartName: 'La gráfica de clasificaciones',
    chartFailed: 'No se pudo dibujar la gráfica. La tabla de arriba tiene las mismas cifras.',
    caption: 'Ordenado por {{sort}}, {{direction}}. {{parts}}.',
    byControl: 'filtrado por tipo de institución',
    namesMatching: 'nombres que coinciden con "{{search}}"',
  },
  sortWords: {
    npv: 'VPN',
    net_price: 'precio neto',
    cost_of_attendance: 'costo de asistencia',
    median_earnings_10yr: 'ingresos 10 años después del ingreso',
    completion_rate: 'tasa de graduación',
    baseline_earnings: 'referencia de escuela secundaria',
    break_even_years: 'punto de equilibrio',
    pep_years: 'años para recuperar el precio',
    cew_npv_40: 'VPN de CEW a 40 años',
    name: 'nombre',
    city: 'ciudad',
    state: 'estado',
  },
  sortLabels: {
    npv: 'VPN',
    net_price: 'Precio neto',
    cost_of_attendance: 'Costo de asistencia',
    median_earnings_10yr: 'Ingresos a 10 años',
    completion_rate: 'Graduación',
    baseline_earnings: 'Referencia de escuela secundaria',
    break_even_years: 'Punto de equilibrio',
    pep_years: 'Años para recuperar el precio',
    cew_npv_40: 'VPN de CEW a 40 años',
    name: 'Nombre',
    city: 'Ciudad',
    state: 'Estado',
  },
  npvAt: 'VPN a {{horizon}} años',
  sortOption: '{{name}}, {{direction}}',
  proOption: '{{option}} (Individual Pro)',
  direction: {
    az: 'de la A a la Z',
    za: 'de la Z a la A',
    highest: 'el más alto primero',
    lowest: 'el más bajo primero',
  },
  column: {
    rank: 'Puesto',
    rankBadge: 'Puesto ',
    college: 'Universidad',
    state: 'Estado',
    control: 'Tipo',
    favorite: 'Favorita',
    netPrice: 'Precio neto',
    earnings10: 'Ingresos a 10 años',
    completion: 'Graduación',
    breakEven: 'Punto de equilibrio',
  },
  favorite: 'Favorita {{name}}',
  favorites: {
    label: 'Tus favoritas',
    caption:
      'Tus favoritas con sus cifras más recientes ({{year}}, todos los ingresos familiares), VPN a {{horizon}} años.',
  },
  college: {
    title: 'Universidad',
    notFound: 'No se encontró la universidad',
    notAnId: '"{{id}}" no es un identificador de universidad.',
    showNewest: 'Ver el año más reciente',
    seoTitle: '{{name}}: costos, ingresos y ROI',
    dataYear: 'Año de los datos',
    dollars: 'Todas las cantidades en dólares de {{year}}, por año salvo que se indique otra cosa.',
    keyFigures: 'Cifras clave',
    valueOverTime: 'Valor a lo largo del tiempo',
    npvIntro:
      'Valor presente neto: la ganancia en ingresos frente a un graduado de escuela secundaria, menos el precio neto, sumada desde el primer año de universidad y descontada a hoy.',
    costsByIncome: 'Costos según los ingresos familiares',
    netPriceIntro:
      'El precio neto es lo que pagaron los estudiantes de primer ingreso y tiempo completo con ayuda federal, después de subvenciones y becas; en universidades públicas, para estudiantes del estado. Un precio neto negativo significa que la ayuda superó el costo.',
    publishedPrices: 'Precios publicados',
    majors: 'Carreras',
    otherMeasures: 'Otras medidas publicadas',
    howBuilt: 'Cómo se calcularon estas cifras',
    back: '← Volver a las clasificaciones',
    noLinks:
      'Los datos no tienen el sitio web ni la calculadora de precio neto de esta universidad.',
    website: 'Sitio web de la universidad',
    netPriceCalculator: 'Calculadora de precio neto',
    noFallback:
      'Estas cifras usan los datos propios de la universidad para este año, sin valores de respaldo.',
    rankAmong: 'Puesto entre las universidades de {{type}}, {{year}}',
    netPricePerYear: 'Precio neto por año',
    completionRate: 'Tasa de graduación',
    earnings10: 'Ingresos 10 años después del ingreso',
    baseline: 'Ingresos de un graduado de escuela secundaria',
    baselineIn: 'Ingresos de un graduado de escuela secundaria en {{state}}',
    npv20: 'VPN a 20 años',
    breakEven: 'Punto de equilibrio (años desde el primer año de universidad)',
    costPerYear: 'Costo de asistencia por año',
    npvByHorizon: 'Valor presente neto según el horizonte',
    yearsAfterEntry: 'Años después del ingreso',
    npv: 'VPN',
    years: '{{count}} años',
    pep: 'Años para recuperar el precio (PEP de Third Way), todos los ingresos',
    pepLow: 'Años para recuperar el precio (PEP), ingresos familiares de $0–30,000',
    cew: 'VPN al estilo de Georgetown CEW a 40 años',
  },
  vintage: {
    label: 'Fuente de los datos',
    heading: 'Fuente y vigencia de los datos',
    source: 'Fuente',
    dataYear: 'Año de los datos',
    academicYear: '{{year}} (el año académico {{from}}–{{to}})',
    files: 'Archivos',
    earnings: 'Ingresos',
    noCohort: 'No hay una cohorte de ingresos registrada',
    fromFile: ' (del archivo de {{year}})',
    dollars: 'Dólares',
    dollarsIn: 'Todas las cantidades en dólares de {{year}}',
    cpi: ', actualizadas con los promedios anuales del CPI-U {{first}}–{{last}} (Oficina de Estadísticas Laborales de EE. UU.)',
    withoutCollege: 'Sin universidad',
    acs: 'Ingresos medianos de graduados de escuela secundaria por estado, American Community Survey {{year}}, tabla B20004',
    imported: 'Importado',
    methodLink: 'Cómo clasificamos: el método, los datos y sus límites',
    yearsNow:
      'Años con datos ahora: {{first}}–{{last}}. Las clasificaciones abren en el más reciente.',
  },
  method: {
    title: 'Cómo clasificamos',
    intro: 'Qué miden las clasificaciones, de dónde vienen las cifras y lo que no te pueden decir.',
    seoKeywords: 'método de ROI universitario, valor presente neto, College Scorecard',
    onThisPage: 'En esta página',
    sections: {
      npv: 'Qué significa la cifra',
      baseline: 'Comparado con qué',
      costs: 'Costos',
      earnings: 'Ingresos y graduación',
      majors: 'Carreras',
      personal: 'Tu propio escenario',
      loans: 'Préstamos federales desde el 1 de julio de 2026',
      dollars: 'Dólares constantes',
      years: 'Qué años vienen de qué archivos',
      missing: 'Cifras que faltan',
      limits: 'Lo que los datos no pueden decir',
      choices: 'Decisiones de criterio',
    },
    missing:
      'Una cifra que los datos no tienen se muestra como “—” con el motivo, nunca como 0, y también faltan todas las cifras que dependen de ella. Las universidades a las que les falta la cifra de la clasificación aparecen después de las clasificadas, con el motivo. Cada página de universidad explica con palabras qué valores de respaldo usaron sus cifras.',
  },
  costs: {
    label: 'Precio neto y resultados según los ingresos familiares',
    income: 'Ingresos familiares',
    netPrice: 'Precio neto por año',
    npv20: 'VPN a 20 años',
    breakEven: 'Punto de equilibrio',
    pep: 'Años para recuperar el precio',
    cost: 'Costo de asistencia',
    tuitionIn: 'Matrícula y cuotas, residentes del estado',
    tuitionOut: 'Matrícula y cuotas, no residentes del estado',
    roomOn: 'Alojamiento y comida, en el campus',
    roomOff: 'Alojamiento y comida, fuera del campus',
    books: 'Libros y materiales',
  },
  loans: {
    intro:
      'Con los préstamos federales Direct Loans pagados por primera vez a partir del {{date}}, un estudiante nuevo paga el préstamo con uno de dos planes. Cada escenario muestra los dos lado a lado, y su ganancia neta y su punto de equilibrio siguen el plan que elijas.',
  },
  charts: {
    all: 'Todos',
    failed: 'No se pudo dibujar la gráfica. La tabla tiene las mismas cifras.',
    npvName: 'La gráfica del VPN',
    netPriceName: 'La gráfica del precio neto',
    npvTitle: 'Valor presente neto según los años desde el ingreso (dólares de {{year}})',
    npvDescription: 'Valor presente neto después de {{words}}.',
    npvAxis: 'Valor presente neto',
    netPriceTitle: 'Precio neto por año según los ingresos familiares (dólares de {{year}})',
    netPriceDescription: 'Precio neto por año con ingresos familiares de {{words}}.',
    incomeAxis: 'Ingresos familiares por año',
    noData: 'sin datos ({{reason}})',
    nothing: 'Sin gráfica: los datos no tienen ninguna de estas cifras.',
    scatterTitle:
      'Precio neto frente a ingresos 10 años después del ingreso, universidades de esta página (dólares de {{year}})',
    scatterCaption: 'Precio neto e ingresos de las universidades de esta página',
    notPlotted: 'No aparecen en la gráfica: {{list}}.',
    asList: 'Datos de la gráfica como lista',
    point: '{{name}}: precio neto {{price}}, ingresos {{earnings}}',
    nonePlotted:
      'Ninguna universidad de esta página tiene a la vez precio neto e ingresos, así que no hay nada que mostrar en la gráfica.',
    range: '{{from}} a {{to}}',
    plotted_one: '{{count}} universidad en la gráfica',
    plotted_other: '{{count}} universidades en la gráfica',
    without: ', {{count}} sin las dos cifras',
    summary:
      'Cada punto es una universidad: {{plotted}}{{without}}. El precio neto por año va de {{prices}}; los ingresos 10 años después del ingreso, de {{earnings}}.',
    earningsAxis: 'Ingresos 10 años después del ingreso',
    priceAxis: 'Precio neto por año (dólares de {{year}})',
  },
  cautions: {
    label: 'Atención:',
    closed: 'Esta universidad cerró (indicador de funcionamiento del College Scorecard{{ofYear}}).',
    lowCompletion:
      'Menos de la mitad de los estudiantes se gradúan aquí (graduación {{rate}}{{ofYear}}).',
    ofYear: ', datos de {{year}}',
    notReported: 'no informada',
    justUnder: 'apenas por debajo del {{rate}}',
  },
  programs: {
    noBreakdown: 'Los datos no desglosan los títulos de esta universidad por área de estudio.',
    shares:
      'Porcentaje de los títulos otorgados, por área (College Scorecard PCIP). Son porcentajes de graduados, no ingresos por carrera.',
    testLabel: 'Prueba de ingresos (estimación).',
    testHeading: 'Prueba de ingresos (estimación)',
    noCredential: 'Título no indicado',
    cip: 'CIP {{cip}}',
    graduates: 'Graduados',
    earnings1: 'Ingresos 1 año después',
    earnings4: 'Ingresos 4 años después',
    earnings5: 'Ingresos 5 años después',
    medianDebt: 'Deuda mediana',
    monthlyPayment: 'Pago mensual',
    debtToEarnings: 'Deuda frente a ingresos',
    npv20: 'VPN a 20 años',
    breakEven: 'Punto de equilibrio',
    note: 'Programas con sus propios ingresos y deuda (datos por área de estudio). Graduados: títulos otorgados en los dos años de la cohorte del programa. VPN y punto de equilibrio: los ingresos del programa con el precio neto y la tasa de graduación de la universidad, con los años contados desde el ingreso. El nombre de cada programa lleva al mismo programa en otras universidades, para compararlos.',
    sortFile: 'Como se publicó',
    sortTitle: 'Nombre del programa',
    search: 'Buscar programas',
    credential: 'Título',
    allCredentials: 'Todos los títulos',
    sortBy: 'Ordenar programas por',
    sources: 'De dónde vienen las cifras de los programas',
    count_one: '{{count}} programa',
    count_other: '{{count}} programas',
    shown_one: '{{shown}} de {{count}} programa mostrados',
    shown_other: '{{shown}} de {{count}} programas mostrados',
    match_one: '{{shown}} de {{count}} programa coinciden con “{{search}}”',
    match_other: '{{shown}} de {{count}} programas coinciden con “{{search}}”',
    label: 'Programas',
    program: 'Programa',
  },
  methodPage: {
    npv1: 'Cada universidad recibe una sola cifra: su <strong>valor presente neto (VPN)</strong>. A partir del primer año de universidad, sumamos, año por año, cuánto dinero más tiene un estudiante que si hubiera empezado a trabajar al terminar la secundaria: sus ingresos, menos lo que gana un graduado de secundaria, menos el precio neto mientras estudia.',
    npv2: 'El dinero futuro vale menos que el dinero de hoy, así que cada año se descuenta un {{rate}} anual (después de la inflación): un dólar dentro de diez años vale hoy unos {{cents}} centavos.',
    npv3: 'Las clasificaciones suman, de forma predeterminada, los primeros <strong>{{horizon}} años</strong> desde el ingreso y muestran primero el VPN más alto. Con Individual Pro también puedes ver {{others}} años.',
    npv4: 'El <strong>punto de equilibrio</strong> es el primer año después de los estudios en que el total acumulado pasa a ser positivo, contado desde el primer año de universidad: 8 años para una licenciatura significan 4 años después de terminar un programa de cuatro años. Si no llega a ser positivo en {{years}} años, lo decimos.',
    baseline1:
      'La comparación es con un graduado de secundaria del estado de la universidad: la mediana de ingresos de los graduados de secundaria del estado según la Encuesta sobre la Comunidad Estadounidense (American Community Survey) de la Oficina del Censo (tabla B20004; la encuesta más reciente que tenemos, indicada en <years>Qué años vienen de qué archivos</years>), expresada en dólares de hoy. Si falta la cifra de un estado, se usa la nacional y la universidad queda marcada.',
    baseline2:
      'Contamos esos ingresos en todos los años, también en los años de estudio, así que los ingresos a los que un estudiante renuncia mientras estudia forman parte del costo.',
    costs1:
      'El costo es el <strong>precio neto</strong> de la universidad: el precio promedio pagado después de becas y subvenciones, tal como lo publica el College Scorecard, durante {{bachelors}} años (licenciatura), {{associate}} años (título técnico de dos años) o {{certificate}} año (certificado). Con Individual Pro puedes cambiar al precio neto de un solo nivel de ingresos familiares.',
    costs2:
      'Las clasificaciones tratan el precio como pagado al contado: sin préstamos y sin impuestos. Tu propio escenario, en la calculadora, agrega préstamos, intereses y tus propios números.',
    earnings1:
      'Cuando los datos tienen los ingresos de los graduados (1 y 4 años después de terminar), el resultado está <strong>ajustado por graduación</strong>: el camino de los graduados ponderado por la tasa de graduación, más los estudiantes que se van sin título (después de {{bachelors}} años en una licenciatura, {{other}} en los demás casos) y luego ganan lo que gana un graduado de secundaria.',
    earnings2:
      'Si no, usamos los <strong>ingresos de quienes ingresaron</strong>: la mediana de ingresos de todos los que entraron con ayuda federal, graduados y no graduados juntos, 6, 8 y 10 años después del ingreso. La posibilidad de no terminar ya está dentro de esas cifras, así que la tasa de graduación no se aplica otra vez. Cuando solo se conoce la cifra a 10 años, los años anteriores se <strong>completan hacia atrás</strong> a partir de ella, suponiendo que los ingresos crecen un {{growth}} al año hasta el año 10. Después del último año conocido, los ingresos se mantienen iguales, como en el método de Georgetown CEW.',
    earnings3:
      'La tasa de graduación es la proporción de estudiantes de primera vez y tiempo completo que terminan dentro del 150% del tiempo normal (seis años para una licenciatura).',
    cautions:
      'Una universidad lleva una advertencia dondequiera que aparezca, en las clasificaciones y en su página, cuando menos de la mitad de sus estudiantes terminan (una tasa de graduación menor al {{below}}) o cuando el indicador de funcionamiento del College Scorecard (CURROPER) dice que cerró. Una cifra que falta en los datos no genera advertencia. Una advertencia no cambia las cifras ni el orden de la clasificación: un rendimiento alto vale poco para un estudiante que no termina, o en una universidad que cerró.',
    dollars1:
      'Todas las cantidades están en <strong>dólares constantes</strong> de un mismo año, el más reciente del índice de precios al consumidor que usamos (promedios anuales del CPI-U), para que las universidades y los años se comparen de forma justa. Cada cantidad se reexpresa desde el año de sus dólares. Por ejemplo, el precio neto de MIT en 2021-22, de $5,084 (dólares de 2021), pasa a ser {{price}} en dólares de 2025, y sus ingresos a 10 años, de $143,372 (dólares de 2022), pasan a ser {{earnings}}.',
    dollars2:
      'Cada cantidad reexpresada se redondea a dólares enteros (las mitades, alejándose del cero), las cifras que muestran las páginas de universidades, y todos los cálculos, los de las clasificaciones y los de tu escenario, parten de esas mismas cifras, así que los dos coinciden hasta el dólar. Los cálculos en sí no se redondean; solo los resultados que se muestran.',
    years1:
      'Los datos son los archivos del <strong>College Scorecard</strong> del Departamento de Educación de EE. UU. Un año de clasificación lleva el nombre del año calendario en que termina su año académico: el archivo <code>MERGED2022_23_PP.csv</code> es el año 2023.',
    yearsCosts:
      'Los costos y la graduación vienen del archivo de ese año. Su precio neto y su costo de asistencia describen el año académico anterior (el precio neto del archivo 2021-22 es de 2020-21, en dólares de 2021); sus precios publicados de matrícula y de alojamiento y comida son del propio año del archivo (2021-22, en dólares de 2022).',
    yearsEarnings:
      'Los ingresos vienen de la cohorte de ingresos más reciente de los datos, para todos los años, como también hace el archivo oficial más reciente, que combina precios nuevos con ingresos anteriores. La cohorte que se usa se indica abajo: con los archivos actuales, estudiantes que ingresaron unos diez años antes de que se midieran los ingresos.',
    yearsCarried:
      'Cuando al archivo de un año le falta una columna (como la tasa de graduación o el costo de asistencia), se toma del año anterior más reciente que la tenga, y la universidad queda marcada como “tomado de” ese año.',
    limitAid:
      '<strong>Solo estudiantes con ayuda federal.</strong> Los ingresos y los precios netos cubren a los estudiantes que recibieron becas o préstamos federales (Title IV), no a todos los estudiantes.',
    limitWorking:
      '<strong>Ingresos de quienes trabajan y ya no estudian.</strong> Las medianas dejan fuera a los exalumnos que no trabajan o que siguen estudiando.',
    limitFirstTime:
      '<strong>Estudiantes de primera vez y tiempo completo.</strong> El precio neto es el de ellos; los estudiantes transferidos o de tiempo parcial pueden pagar otra cantidad.',
    limitInState:
      '<strong>Precios para residentes del estado en universidades públicas.</strong> El precio neto de una universidad pública es solo para estudiantes del mismo estado; los de otros estados suelen pagar más.',
    limitWhole:
      '<strong>Universidades completas, no carreras.</strong> Las clasificaciones usan los ingresos generales de cada universidad. Las carreras de la página de una universidad son porcentajes de los títulos otorgados, no ingresos por carrera. La calculadora estima el efecto de una carrera con los ingresos nacionales por carrera, no con los de los propios graduados de esa universidad en esa carrera.',
    limitAverages:
      '<strong>Promedios, no promesas.</strong> La comparación es con un graduado de secundaria típico del estado. Los estudiantes de una universidad pueden ser distintos de ese graduado antes de empezar, y tu propio camino será distinto de la mediana.',
    choicesIntro: 'Donde el método deja margen, decidimos lo siguiente.',
    bracket: 'menos de {{amount}}, {{years}} años',
    choiceTerm:
      '<strong>Plazo del préstamo en los escenarios personales.</strong> Suponemos que los préstamos se pagan por primera vez el 1 de julio de 2026 o después, como para un estudiante que empieza ahora. El plazo de pago sigue entonces los tramos del plan estándar según el saldo al empezar a pagar: {{brackets}}; si no, {{topYears}} años.',
    choiceRatio:
      '<strong>Relación beneficio-costo.</strong> El valor presente del aumento de ingresos después de impuestos tras los estudios, dividido entre el valor presente de lo que cuesta la universidad: gastos de tu bolsillo, pagos de préstamos y los ingresos a los que renuncias mientras estudias, durante {{horizon}} años. Es mayor que 1 exactamente cuando el VPN a {{horizon}} años es positivo.',
    choiceMajors:
      '<strong>Carreras.</strong> Las filas de las clasificaciones describen la universidad completa, sin aplicar ninguna carrera. Un escenario personal que indica una carrera sin datos nacionales de ingresos conserva las cifras de la universidad y queda marcado como “carrera no disponible”. Las propias áreas de estudio de una universidad (sus porcentajes PCIP) se ofrecen primero y se vinculan con las categorías nacionales de carreras mediante nuestra propia tabla de correspondencia (ve Carreras, arriba).',
    majors1:
      'Las clasificaciones describen una universidad en su conjunto. La página de una universidad muestra sus áreas de estudio con su porcentaje de los títulos que otorga (las columnas <code>PCIP</code> del Scorecard, por familia CIP de dos dígitos).',
    majors2:
      'Cuando los datos por área de estudio (Field of Study) del College Scorecard los tienen, la página de una universidad también muestra sus programas (una universidad, un campo CIP de cuatro dígitos y un título): los títulos otorgados en los dos años de la cohorte del programa, la mediana de ingresos 1 y 5 años después de terminar (4 años en publicaciones anteriores), la deuda mediana y su pago mensual. Cada programa tiene su propio rendimiento: el mismo valor presente neto que el de la universidad, con los ingresos del programa después de terminar en lugar de los de la universidad, con el precio neto y la tasa de graduación de la universidad. Esos ingresos son de graduados que recibieron ayuda federal; una cifra que los datos ocultan para proteger a un grupo pequeño de graduados dice “muy pocos graduados para publicar”, nunca 0. Los programas de posgrado no tienen rendimiento: los datos no tienen tasa de graduación ni años de estudio para ellos.',
    majors3:
      'El Departamento publica un archivo por área de estudio cada año, y no todas las cifras en cada publicación: la más reciente no tiene deuda. Cada cifra de un programa se toma de la publicación más reciente que la incluye, y conserva la cohorte de esa publicación: una página puede mostrar ingresos de estudiantes que terminaron en 2018-19 y 2019-20 junto a la deuda de esos mismos años y graduados contados en 2019-20 y 2020-21. El diccionario de datos indica los dólares de los ingresos; la deuda se publica tal como se pidió prestada, así que la tomamos en dólares del año en que terminaron sus graduados. Luego cada cantidad se reexpresa al año de dólares de la página con el CPI-U, y cada página de universidad indica de dónde vienen las cifras de sus programas.',
    majors4:
      'Las clasificaciones por programa ordenan estos programas entre universidades, para un área y un título (una licenciatura en Ciencias de la Computación, por ejemplo): por el valor presente neto del programa, sus ingresos, su deuda mediana, el pago mensual de esa deuda o la deuda sobre ingresos. Ahí, el rendimiento de un programa usa las cifras de su universidad del año de clasificación más reciente, así que coincide con la página de la universidad de ese año.',
    majors5:
      'En la calculadora, una carrera cambia el salario inicial esperado. Sin ingresos del programa mismo, los ingresos de la universidad se ajustan según cómo se comparan los ingresos medianos nacionales de la carrera con la mediana de todas las carreras (American Community Survey, trabajadores de tiempo completo todo el año cuyo título más alto es una licenciatura; datos de FiveThirtyEight). Esa tabla usa los códigos de campo de título del Censo, no los códigos CIP del Scorecard, así que vinculamos cada familia CIP con una de sus 16 categorías de carreras. <strong>Este vínculo es una decisión de criterio nuestra</strong>: las dos listas de códigos no coinciden una a una, y cada familia se asigna a la categoría que reúne a la mayoría de sus graduados (el trabajo social es la mayor parte de “Administración pública y profesiones de servicio social”, así que esa familia cuenta como Psicología y Trabajo Social).',
    crosswalk: 'Áreas de estudio y la categoría nacional de carrera que se usa para cada una',
    cipFamily: 'Área de estudio (familia CIP)',
    majorCategory: 'Categoría nacional de carrera',
  },
  loanRules: {
    standard:
      '<strong>Plan estándar.</strong> Pagos mensuales fijos durante un plazo que depende del saldo al empezar a pagar: {{brackets}}; si no, {{topYears}} años.',
    rap: '<strong>Plan de Asistencia para el Pago (RAP).</strong> Un pago anual de {{minPayment}} cuando los ingresos (AGI) son de {{minAgi}} o menos; por encima de eso, una parte de todos los ingresos: {{rate}} hasta {{bandTop}}, un punto más por cada {{bandWidth}} adicionales, y {{topRate}} por encima de {{topFrom}}. El pago mensual es esa parte ÷ 12, menos {{perDependent}} por cada dependiente, y nunca menos de {{minMonthly}}. Los intereses que el pago no cubre se perdonan; cuando un pago baja el saldo menos de {{match}}, el saldo baja {{match}} (o lo que sea el pago, si es menor). Lo que queda después de {{payments}} pagos se perdona y, fuera del programa de Perdón de Préstamos por Servicio Público (PSLF), cuenta como ingreso sujeto a impuestos. Los préstamos Parent PLUS no pueden usar el RAP. En un escenario, tus ingresos de cada año son los que el escenario proyecta para ti.',
    limits:
      '<strong>Límites de préstamo</strong> para quienes piden prestado por primera vez: estudiantes de pregrado dependientes {{dependent}}; estudiantes de pregrado independientes {{independent}}; Parent PLUS {{parentPlus}} por estudiante; estudiantes de posgrado {{graduate}}; estudiantes de programas profesionales {{professional}}; {{lifetime}} en préstamos federales para estudiantes en toda la vida, sin contar Parent PLUS. Graduate PLUS se termina para los nuevos prestatarios. Lo que se pide por encima de un límite no es un préstamo federal: la calculadora pregunta tu año de estudios y si eres dependiente, presta con fondos federales solo lo que permiten los límites y avisa con la cantidad que los supera. Esa diferencia es un préstamo privado a la tasa que escribas, pagado en {{privateYears}} años, o dinero de la familia en el año en que se necesita; no se supone ninguna tasa privada. Parent PLUS se paga solo con el plan estándar.',
    limit: '{{yearly}} al año; {{total}} en total',
    limitSteps: '{{first}} y luego {{last}}',
    test: '<strong>La prueba de ingresos.</strong> Un programa pierde los préstamos Direct Loans cuando la mediana de ingresos de sus graduados con ayuda federal, {{years}} años después de terminar, está por debajo de una referencia (en los programas de pregrado, lo que ganan los graduados de secundaria de 25 a 34 años en el estado) en {{failIn}} de {{outOf}} años. El Departamento de Educación publica sus primeros resultados a {{firstResults}}; los préstamos se suspenden desde {{earliest}} como muy pronto. Los programas con menos de {{minCompleters}} graduados, incluso sumando años, no se miden. DegreeWorth estima la prueba para cada programa de pregrado con sus ingresos publicados, frente a lo que ganan los graduados de secundaria de 25 años o más en el estado de la universidad (más que los de 25 a 34 años, así que la estimación tiende a marcar “en riesgo”), y nunca la presenta como el resultado oficial. Para una universidad cuyos programas no están en los datos, toma a todos los graduados de la universidad juntos y lo dice.',
    firstResults: 'principios de 2027',
    earliest: 'el año de ayuda 2028-29',
    sources: 'Fuentes:',
  },
  personalMethod: {
    starts:
      'Tu escenario parte de las cifras propias de la universidad: su costo de asistencia, menos las becas y subvenciones que suelen recibir allí los estudiantes con tus ingresos familiares, y el mismo camino de ingresos que la página de la universidad.',
    asItStarts:
      'Tal como empieza, sin préstamos, da la cifra de la página de la universidad hasta el dólar. Cada cambio que hagas (préstamos y sus intereses, tu propio salario, crecimiento, impuestos, años) la mueve por una razón.',
    salary:
      'Un salario inicial que escribas ajusta todo el camino de ingresos de la universidad; sin datos de ingresos, crece según el crecimiento salarial que elijas.',
    completion:
      'Cuando los datos tienen los ingresos propios de los graduados, la cifra está ajustada por graduación (los graduados ponderados por la tasa de graduación, más los estudiantes que se van y ganan lo que gana un graduado de secundaria, después de pagar lo que pidieron prestado), y “Si me gradúo” muestra solo a los graduados. Cuando solo tienen los ingresos de todos los que empezaron, esos ya incluyen a los estudiantes que se fueron, así que la tasa de graduación no se aplica otra vez y no hay una cifra aparte para los graduados.',
    plans:
      'Los préstamos federales otorgados desde el 1 de julio de 2026 se pagan con el plan que elijas: el plan estándar (pagos fijos durante 10 a 25 años, según el saldo) o el Plan de Asistencia para el Pago (RAP: del 1% al 10% de tus ingresos cada año, con tus ingresos proyectados en su lugar). Los resultados muestran los dos lado a lado; la ganancia neta y el punto de equilibrio siguen el plan que elijas.',
    limits:
      'Para {{rules}}, un estudiante de pregrado dependiente puede pedir prestado {{dependent}}; uno independiente (o uno cuyos padres no pueden obtener Parent PLUS), {{independent}}. Los padres pueden pedir Parent PLUS hasta {{plusYear}} al año y {{plusTotal}} por estudiante, pagado solo con el plan estándar. Los préstamos previstos por encima de estos límites no son federales: son un préstamo privado a la tasa que escribas, pagado en {{privateYears}}, o dinero de la familia en el año en que se necesita.',
    rules: 'los préstamos pagados por primera vez a partir del 1 de julio de 2026',
    limit: '{{yearly}} al año, {{total}} en total',
  },
};
