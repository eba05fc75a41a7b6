import { ROI_DEFAULTS } from '../roi/defaults';

/**
 * The Spanish of reasons.ts: why a figure is missing, by context. Typed against the English
 * tables there, so a reason with English words and no Spanish fails the type check.
 */

const HORIZON = ROI_DEFAULTS.seriesYears;

export const NOT_AVAILABLE_ES = 'No disponible';

export const CELL_ES = {
  missing_net_price: 'sin precio neto informado',
  missing_cost_of_attendance: 'sin costo de asistencia informado',
  missing_out_of_state_tuition: 'sin matrícula para otros estados',
  missing_baseline: 'sin referencia de escuela secundaria',
  missing_earnings: 'sin ingresos informados',
  missing_entrant_earnings: 'requiere ingresos a 6, 8 y 10 años',
  missing_completion_rate: 'sin tasa de graduación informada',
  missing_earnings_4yr: 'sin ingresos a 4 años',
  does_not_recoup: 'no se recupera',
  no_break_even: `no en ${HORIZON} años`,
  not_reported: 'no informado',
  no_cost: 'sin costo',
  no_loan: 'sin préstamo',
  no_earnings_after_enrollment: 'sin ingresos después de estudiar',
  entrant_earnings_only: 'ingresos de todos los que empezaron',
  graduate_program: 'programa de posgrado',
  missing_debt: 'sin deuda informada',
  privacy_suppressed: 'muy pocos graduados para publicar',
} as const;

export const SENTENCE_ES = {
  missing_net_price: 'Los datos no tienen precio neto para esta universidad y este año.',
  missing_cost_of_attendance:
    'Los datos no tienen costo de asistencia para esta universidad y este año.',
  missing_out_of_state_tuition:
    'Los datos no tienen la matrícula para residentes ni para otros estados de esta universidad.',
  missing_baseline:
    'Faltan los ingresos medianos de los graduados de escuela secundaria del estado de la universidad.',
  missing_earnings:
    'Los datos no tienen ingresos para esta universidad: no se informaron, o se ocultaron para ' +
    'proteger la privacidad de un grupo pequeño de estudiantes.',
  missing_entrant_earnings:
    'Esta cifra necesita los ingresos 6, 8 y 10 años después del ingreso; los datos tienen solo ' +
    'algunos de ellos.',
  missing_completion_rate:
    'Los datos no tienen tasa de graduación para esta universidad y este año.',
  missing_earnings_4yr: 'Los datos no tienen ingresos 4 años después de terminar.',
  does_not_recoup:
    'Los ingresos 10 años después del ingreso no superan los de un graduado de escuela ' +
    'secundaria, así que la diferencia nunca paga el precio.',
  no_break_even: `La ganancia nunca alcanza al costo en los ${HORIZON} años desde que empieza la universidad.`,
  not_reported: 'Los datos no tienen esta cifra.',
  no_cost: 'El valor presente de los costos no es positivo.',
  no_loan: 'No se pidió ningún préstamo.',
  no_earnings_after_enrollment: 'Los ingresos del primer año después de estudiar no son positivos.',
  graduate_program:
    'Los resultados se calculan solo para programas de pregrado: certificados, títulos ' +
    'asociados y licenciaturas.',
  missing_debt: 'Los datos no tienen deuda mediana para este programa.',
  privacy_suppressed:
    'Oculto para proteger la privacidad: muy pocos graduados para publicar esta cifra del programa.',
  entrant_earnings_only:
    'Los ingresos de la universidad son los de todos los que empezaron, graduados y quienes ' +
    'dejaron los estudios juntos, así que los datos no dan una cifra aparte para los graduados.',
} as const;

export const PERSONAL_ES = {
  missing_cost_of_attendance:
    'Los datos no tienen costo de asistencia para esta universidad: escríbelo arriba.',
  missing_out_of_state_tuition:
    'A los datos les falta la matrícula para otros estados de esta universidad.',
  missing_baseline:
    'Elige tu estado de residencia, o escribe en los supuestos lo que ganarías sin universidad.',
  missing_earnings:
    'Los datos no tienen ingresos para esta universidad: escribe el salario inicial que esperas.',
  missing_completion_rate:
    'Los datos no tienen tasa de graduación para esta universidad, así que no se puede ' +
    'tener en cuenta la posibilidad de no terminar.',
  no_break_even: `La ganancia no alcanza al costo en los ${HORIZON} años desde que empiezas la universidad.`,
  no_loan: 'No pides ningún préstamo.',
  no_earnings_after_enrollment: 'El salario después de la universidad no es mayor que cero.',
} as const;

export const UNKNOWN_ES = { cell: 'no disponible', sentence: 'Esta cifra no está disponible.' };
