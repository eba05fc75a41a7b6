import type { Language } from '../constants';
import {
  DEPENDENCY_LABELS,
  HOUSING_LABELS,
  REPAYMENT_PLAN_LABELS,
  RESIDENCY_LABELS,
  STUDY_LEVEL_LABELS,
} from '../scenario/schema';
import { COMPLETION_ADJUSTED, IF_I_GRADUATE } from './labels';

/** Every language names every choice. */
export interface ScenarioLabels {
  repaymentPlan: Readonly<typeof REPAYMENT_PLAN_LABELS>;
  dependency: Readonly<typeof DEPENDENCY_LABELS>;
  studyLevel: Readonly<typeof STUDY_LEVEL_LABELS>;
  residency: Readonly<typeof RESIDENCY_LABELS>;
  housing: Readonly<typeof HOUSING_LABELS>;
  completionAdjusted: string;
  ifGraduate: string;
}

/**
 * The names of a scenario's choices (repayment plan, dependency, level of study, residency,
 * housing) and of its two figures, in each language of the site. The English are the tables the
 * calculator and the PDF already use; the Spanish follow the calculator's Spanish words.
 */
const WORDS = {
  en: {
    repaymentPlan: REPAYMENT_PLAN_LABELS,
    dependency: DEPENDENCY_LABELS,
    studyLevel: STUDY_LEVEL_LABELS,
    residency: RESIDENCY_LABELS,
    housing: HOUSING_LABELS,
    completionAdjusted: COMPLETION_ADJUSTED,
    ifGraduate: IF_I_GRADUATE,
  },
  es: {
    repaymentPlan: {
      standard: 'Plan estándar',
      rap: 'Plan de Asistencia para el Pago (RAP)',
    },
    dependency: {
      dependent: 'Estudiante dependiente',
      dependent_no_parent_plus: 'Dependiente, los padres no pueden obtener un préstamo Parent PLUS',
      independent: 'Estudiante independiente',
    },
    studyLevel: {
      undergraduate: 'Pregrado',
      graduate: 'Posgrado',
      professional: 'Profesional (derecho, medicina, farmacia, …)',
    },
    residency: { in_state: 'Dentro del estado', out_of_state: 'Fuera del estado' },
    housing: {
      on_campus: 'En el campus',
      off_campus: 'Fuera del campus',
      with_family: 'Con la familia',
    },
    completionAdjusted: 'Ajustado por finalización',
    ifGraduate: 'Si me gradúo',
  },
} as const satisfies Record<Language, ScenarioLabels>;

/** The scenario's choice and figure names in a language of the site; English when not given. */
export function scenarioLabels(language: Language = 'en'): ScenarioLabels {
  return WORDS[language];
}
