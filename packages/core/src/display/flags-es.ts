import { ROI_DEFAULTS } from '../roi/defaults';
import type { ScorecardGroup } from '../scorecard/columns';
import { formatPercent } from './percent';
import type { FlagWords } from './scenario-flags';

/**
 * The Spanish of scenario-flags.ts, data-flags.ts and the carried-column words of flags.ts.
 * flags.ts checks that every flag with English words has Spanish ones.
 */

const growth = formatPercent(ROI_DEFAULTS.earlyGrowth);

export const SCENARIO_FLAG_WORDS_ES = {
  graduate_study: {
    title: 'Estudios de posgrado o profesionales',
    detail:
      'Los límites de préstamos son los de un estudiante de posgrado o profesional, pero el ' +
      'costo, la ayuda y los ingresos de la universidad en los datos son los de pregrado: ' +
      'escribe tu propio costo, tus subvenciones, tu salario inicial y lo que ganarías con el ' +
      'título que ya tienes.',
  },
  starting_salary_user: {
    title: 'Salario inicial escrito por ti',
    detail:
      'Los resultados usan el salario que escribiste en lugar de los datos de la universidad.',
  },
  rap_needs_earnings: {
    title: 'Plan de Asistencia de Pago (RAP) no graficado',
    detail:
      'RAP fija los pagos según los ingresos, y no hay ingresos de esta universidad que ' +
      'representen los tuyos: las cifras usan el plan estándar. Escribe el salario que esperas ' +
      'para ver RAP.',
  },
  major_estimated_nationally: {
    title: 'Carrera estimada con datos nacionales',
    detail:
      'Los ingresos de la universidad se ajustan según cómo se comparan los ingresos medianos ' +
      'nacionales de la carrera con los de todas las carreras (ACS, personas que trabajan todo ' +
      'el año a tiempo completo con una licenciatura).',
  },
  major_not_available: {
    title: 'Sin ajuste por carrera',
    detail: 'El salario inicial es la cifra de la universidad para todos sus graduados.',
  },
  earnings_backfilled: {
    title: 'Ingresos completados a partir de la cifra a 10 años',
    detail:
      'Los datos solo tienen los ingresos 10 años después del ingreso; los años anteriores se ' +
      'estiman a partir de esa cifra.',
  },
  entrant_based: {
    title: 'Ingresos de todos los que empezaron',
    detail:
      'Los ingresos de la universidad incluyen a estudiantes que no terminaron; los graduados ' +
      'pueden ganar más.',
  },
  completion_rate_missing: {
    title: 'Sin tasa de graduación',
    detail:
      'Los datos no tienen tasa de graduación, así que faltan las cifras ajustadas por ' +
      'finalización.',
  },
  net_price_band_missing: {
    title: 'Sin precio neto para estos ingresos familiares',
    detail:
      'La universidad no informa precio neto para estos ingresos familiares, así que la ayuda ' +
      'parte de la ayuda típica para todas las familias.',
  },
  cost_of_attendance_from_net_price: {
    title: 'Costo de asistencia no publicado',
    detail:
      'Los datos no tienen costo de asistencia para esta universidad, así que el costo parte del ' +
      'precio neto: lo que pagan los estudiantes después de las subvenciones.',
  },
  cost_of_attendance_below_net_price: {
    title: 'Costo de asistencia por debajo del precio neto',
    detail:
      'El costo de asistencia publicado es más antiguo que el precio neto y menor que él, así ' +
      'que el costo parte del precio neto: lo que pagan los estudiantes después de las ' +
      'subvenciones.',
  },
  housing_not_adjusted: {
    title: 'Costo de vivienda no ajustado',
    detail:
      'A los datos les faltan las cifras de alojamiento y comida, así que el costo de asistencia ' +
      'es el de vivir en el campus.',
  },
  out_of_state_not_adjusted: {
    title: 'Matrícula para otros estados no sumada',
    detail:
      'A los datos les falta la matrícula para residentes o para otros estados de esta universidad.',
  },
} as const satisfies Record<string, FlagWords>;

export const DATA_FLAG_WORDS_ES = {
  completion_adjusted: {
    title: 'Ajustado por finalización',
    detail:
      'El resultado mezcla dos caminos según la tasa de graduación: los ingresos de los ' +
      'graduados, y los de quienes dejan los estudios sin título y ganan lo que gana un graduado ' +
      'de escuela secundaria.',
  },
  entrant_based: {
    title: 'Ingresos de todos los que empezaron',
    detail:
      'Los ingresos son los de todos los que empezaron con ayuda federal, graduados y no ' +
      'graduados juntos, así que la posibilidad de no terminar ya está en ellos y la tasa de ' +
      'graduación no se aplica otra vez.',
  },
  earnings_backfilled: {
    title: 'Ingresos completados a partir de la cifra a 10 años',
    detail:
      'Solo se conocen los ingresos 10 años después del ingreso. Los años entre dejar de ' +
      `estudiar y el año 10 se estiman a partir de esa cifra, suponiendo que los ingresos crecen un ${growth} al año hasta llegar a ella.`,
  },
  completion_rate_missing: {
    title: 'Falta la tasa de graduación',
    detail:
      'Se conocen los ingresos de los graduados pero no la tasa de graduación, así que se usan ' +
      'los ingresos de todos los que empezaron en lugar de la mezcla ajustada por finalización.',
  },
  major_estimated_nationally: {
    title: 'Carrera estimada con datos nacionales',
    detail:
      'Los ingresos de la universidad se ajustan según cómo se comparan los ingresos medianos ' +
      'nacionales de la carrera con los de todas las carreras (campo del título de la ACS del ' +
      'Censo), no con datos de programas de esta universidad.',
  },
  major_not_available: {
    title: 'Carrera no disponible',
    detail:
      'No hay datos de ingresos para la carrera elegida, así que las cifras son las de toda la ' +
      'universidad.',
  },
  baseline_national: {
    title: 'Referencia nacional de escuela secundaria',
    detail:
      'Faltan los ingresos medianos de los graduados de escuela secundaria del estado, así que ' +
      'se usa la mediana nacional para comparar.',
  },
  earnings_dollar_year_assumed: {
    title: 'Año de los dólares de los ingresos supuesto',
    detail:
      'El diccionario de datos no dice en dólares de qué año están los ingresos; se supone el ' +
      'año de la cohorte de los ingresos.',
  },
  program_dollar_year_assumed: {
    title: 'Año de los dólares de las cifras del programa supuesto',
    detail:
      'La deuda por área de estudio se publica tal como se pidió, sin año de los dólares: se ' +
      'toma en dólares del año en que terminaron sus graduados. Una publicación que el ' +
      'diccionario de datos no describe se toma en los dólares de los ingresos de la propia ' +
      'universidad.',
  },
} as const satisfies Record<string, FlagWords>;

/** The carried columns' names in Spanish (flags.ts CARRIED_COLUMNS). */
export const CARRIED_COLUMNS_ES: Record<ScorecardGroup, { name: string; noun: string }> = {
  net_price: { name: 'Precio neto', noun: 'precio neto' },
  cost_of_attendance: { name: 'Costo de asistencia', noun: 'costo de asistencia' },
  completion: { name: 'Tasa de graduación', noun: 'tasa de graduación' },
  prices: { name: 'Matrícula y costos de vida', noun: 'matrícula ni costos de vida' },
  majors: { name: 'Carreras', noun: 'proporción de títulos por área' },
  links: { name: 'Enlaces al sitio web', noun: 'enlaces al sitio web' },
};

/** The words of the carried-from and price-index flags, in Spanish. */
export const CARRIED_ES = {
  column: (name: string, noun: string, year: string): FlagWords => ({
    title: `${name}: del archivo de ${year}`,
    detail:
      `El archivo de este año no tiene ${noun}, así que se usa la cifra del archivo de ${year}: ` +
      'el año anterior más reciente que la tiene.',
  }),
  some: (year: string): FlagWords => ({
    title: `Algunas cifras tomadas de ${year}`,
    detail:
      'Al archivo de este año le faltan algunas de las columnas que se usan aquí (como la tasa ' +
      `de graduación o el costo de asistencia), así que se toman del archivo de ${year}, el ` +
      'año anterior más reciente que las tiene.',
  }),
  cpi: (year: string): FlagWords => ({
    title: `Sin índice de precios para ${year}`,
    detail: `Las cantidades de ${year} no se pudieron expresar en dólares constantes.`,
  }),
};
