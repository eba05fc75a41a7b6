import { describe, expect, it } from 'vitest';
import {
  DEPENDENCY_LABELS,
  HOUSING_LABELS,
  REPAYMENT_PLAN_LABELS,
  RESIDENCY_LABELS,
  STUDY_LEVEL_LABELS,
} from '../scenario/schema';
import { COMPLETION_ADJUSTED, IF_I_GRADUATE } from './labels';
import { scenarioLabels } from './scenario-labels';

describe('scenarioLabels', () => {
  it('names the choices as the calculator does in English', () => {
    expect(scenarioLabels()).toEqual({
      repaymentPlan: REPAYMENT_PLAN_LABELS,
      dependency: DEPENDENCY_LABELS,
      studyLevel: STUDY_LEVEL_LABELS,
      residency: RESIDENCY_LABELS,
      housing: HOUSING_LABELS,
      completionAdjusted: COMPLETION_ADJUSTED,
      ifGraduate: IF_I_GRADUATE,
    });
  });

  it('names every choice in Spanish', () => {
    const es = scenarioLabels('es');
    expect(es.repaymentPlan.standard).toBe('Plan estándar');
    expect(es.repaymentPlan.rap).toBe('Plan de Asistencia para el Pago (RAP)');
    expect(es.residency).toEqual({
      in_state: 'Dentro del estado',
      out_of_state: 'Fuera del estado',
    });
    expect(es.housing.off_campus).toBe('Fuera del campus');
    expect(es.dependency.independent).toBe('Estudiante independiente');
    expect(es.studyLevel.undergraduate).toBe('Pregrado');
    expect(es.completionAdjusted).toBe('Ajustado por finalización');
    expect(es.ifGraduate).toBe('Si me gradúo');
    for (const table of [es.repaymentPlan, es.dependency, es.studyLevel, es.residency, es.housing])
      for (const text of Object.values(table)) expect(text).not.toBe('');
  });
});
