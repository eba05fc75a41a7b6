import { describe, expect, it } from 'vitest';
import { flagWords } from '@degreeworth/core';
import { renderScenarioPdf } from './render';
import { SAMPLE_SOURCES, sampleScenario } from '../../../test/sample-scenario';
import { popplerOf } from './testing';

const user = { name: 'Jordan Alvarez-Müller', email: 'jordan@example.com' };
const generatedAt = new Date('2026-03-02T15:04:05Z');

describe('renderScenarioPdf in Spanish', () => {
  it('writes its headings, labels, notes and date in Spanish, accents intact, figures unchanged', async () => {
    const scenario = sampleScenario();
    const input = { scenario, user, sources: SAMPLE_SOURCES, generatedAt };
    const es = popplerOf(await renderScenarioPdf({ ...input, language: 'es' }));
    const en = popplerOf(await renderScenarioPdf(input));
    // Spanish runs longer than English: the method notes may take one more page.
    expect(es.pages).toBeGreaterThanOrEqual(en.pages);
    expect(es.pages).toBeLessThanOrEqual(en.pages + 1);
    for (const text of [
      'Informe del escenario',
      'Preparado para Jordan Alvarez-Müller el 2 de marzo de 2026',
      `Página 1 de ${es.pages}`,
      'años contados desde el primer año de universidad',
      'VPN a 20 años, ajustado por finalización',
      'Pago mensual del préstamo',
      'Total del préstamo',
      'Resultados',
      'Gráficas',
      'Saldo del préstamo con el tiempo',
      'Costo anual frente a ingresos',
      'Año de los datos de cada universidad',
      'Notas del método',
      // The results table's rows, its notes and missing figures.
      'Costo neto total (todos los años)',
      'Salario inicial',
      'Pago mensual',
      'Año en que terminas de pagar',
      'durante 15 años',
      'Plan estándar: pago mensual',
      'baja (menos del 8%)',
      'Préstamos federales para estudiantes',
      'Cómo se paga la diferencia',
      'Valor presente neto: Ajustado por finalización',
      'VPN a 40 años',
      'Año 11',
      'No disponible',
      'sin préstamo',
      // The cover's line on each college.
      'OH · 4 años · Dentro del estado · Fuera del campus',
      // The inputs page.
      'Datos ingresados y supuestos',
      'Residencia',
      'Vivienda',
      'Costo de asistencia',
      'Plazo del préstamo',
      'Supuestos',
      'Tasa de descuento',
      'Lo que ganaría sin universidad',
      'Préstamos federales ya recibidos',
      // The method notes, with core's sentence on the federal limits.
      'Las cifras son estimaciones, no garantías.',
      'Un dato que falta se muestra como “No disponible”, nunca como $0.',
      'Valor presente neto (VPN).',
      'Límites de préstamos federales. Para los préstamos desembolsados por primera vez a partir del 1 de julio de 2026',
    ])
      expect(es.flat).toContain(text);
    for (const text of [
      'Prepared for',
      'Total net cost (all years)',
      'Starting salary',
      'Monthly payment',
      'Not available',
      'Year 11',
      'over 15 years',
      'Standard plan',
      'low (under 8%)',
      'In-state',
      'Off campus',
      'Inputs and assumptions',
      'Assumptions',
      'Discount rate',
      'Figures are estimates, not guarantees',
      'Net present value (NPV).',
      'For loans first disbursed',
      'Repayment Assistance Plan',
    ])
      expect(es.flat).not.toContain(text);
    // The notes on the figures are core's flag words, in Spanish.
    const flags = [...new Set(scenario.results.colleges.flatMap((c) => c.flags))];
    expect(flags.length).toBeGreaterThan(0);
    for (const flag of flags) {
      expect(es.flat).toContain(flagWords(flag, 'scenario', 'es').title);
      expect(es.flat).not.toContain(flagWords(flag, 'scenario').title);
    }
    expect(es.flat).not.toContain('Page 1 of');
    // The figures are the same in both languages (their order on a line follows the words).
    const money = (flat: string) => flat.match(/-?\$[\d,]+/g)?.sort();
    expect(money(es.flat)).toEqual(money(en.flat));
    expect(es.info).toMatch(/Title:\s+Informe del escenario de DegreeWorth/);
  });

  it('keeps every Spanish mark the standard font has (á é í ó ú ñ ü ¿ ¡)', async () => {
    const scenario = { ...sampleScenario(), name: '¿Ingeniería o diseño? ¡Mañana, pingüino! Ú' };
    const pdf = await renderScenarioPdf({
      scenario,
      user,
      sources: SAMPLE_SOURCES,
      generatedAt,
      language: 'es',
    });
    expect(popplerOf(pdf).flat).toContain('¿Ingeniería o diseño? ¡Mañana, pingüino! Ú');
  });
});
