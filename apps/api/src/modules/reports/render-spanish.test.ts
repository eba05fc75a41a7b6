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
    expect(es.pages).toBe(en.pages);
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
    ])
      expect(es.flat).toContain(text);
    expect(es.flat).not.toContain('Prepared for');
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
