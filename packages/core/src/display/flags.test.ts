import { describe, expect, it } from 'vitest';
import { flagWords, scenarioFlagsInWords, visibleFlags } from './flags';
import { ROI_DEFAULTS } from '../roi/defaults';
import { borrowingLimitsMethod } from './borrowing-words';
import { PERSONAL_VIEW_METHOD, personalViewMethod } from './labels';
import { notAvailableIn, reasonWords } from './reasons';

describe('flags and reasons in words', () => {
  it('explains every engine flag of a ranking row', () => {
    expect(flagWords('earnings_backfilled').title).toBe(
      'Earnings back-filled from the 10-year figure',
    );
    expect(flagWords('earnings_backfilled').detail).toContain('3% a year');
    expect(flagWords('completion_adjusted').title).toBe('Completion-adjusted');
    expect(flagWords('entrant_based').title).toBe('Entrant-based earnings');
    expect(flagWords('completion_rate_missing').title).toBe('Completion rate missing');
    expect(flagWords('baseline_national').title).toBe('National high-school baseline');
  });

  it('names the column and the year it was carried from', () => {
    const completion = flagWords('completion_carried_from_2022');
    expect(completion.title).toBe('Completion rate carried from 2022');
    expect(completion.detail).toContain('the 2022 file');
    expect(flagWords('cost_of_attendance_carried_from_2021').title).toBe(
      'Cost of attendance carried from 2021',
    );
  });

  it('hides the generic carried flag when the columns are named', () => {
    expect(
      visibleFlags(['carried_from_2022', 'completion_carried_from_2022', 'entrant_based']),
    ).toEqual(['completion_carried_from_2022', 'entrant_based']);
    expect(visibleFlags(['carried_from_2021'])).toEqual(['carried_from_2021']);
  });

  it('names the year a column was carried from', () => {
    const carried = flagWords('carried_from_2022');
    expect(carried.title).toBe('Some figures carried from 2022');
    expect(carried.detail).toContain('completion rate');
    expect(carried.detail).toContain('the 2022 file');
  });

  it('still shows an unknown flag, in readable words', () => {
    expect(flagWords('new_fallback_kind')).toEqual({ title: 'New fallback kind', detail: '' });
  });

  it("says a scenario's flags in the student's words first, then the data's", () => {
    expect(flagWords('entrant_based', 'scenario').title).toBe('Earnings of all entrants');
    expect(flagWords('baseline_national', 'scenario').title).toBe('National high-school baseline');
    expect(
      scenarioFlagsInWords([
        'completion_adjusted',
        'carried_from_2022',
        'completion_carried_from_2022',
      ]),
    ).toEqual([
      { flag: 'completion_carried_from_2022', ...flagWords('completion_carried_from_2022') },
    ]);
  });

  it('says why a figure is missing, short for cells and long for pages', () => {
    expect(reasonWords('missing_earnings', 'cell')).toBe('no earnings reported');
    expect(reasonWords('missing_net_price', 'sentence')).toBe(
      'The data has no net price for this college and year.',
    );
    expect(reasonWords('no_break_even', 'cell')).toBe('not within 47 years');
    expect(reasonWords(undefined, 'cell')).toBe('not available');
    expect(reasonWords('missing_something_new', 'cell')).toBe('Missing something new');
  });

  it("says why a personal figure is missing to the student, else in the data's sentence", () => {
    expect(reasonWords('missing_earnings', 'personal')).toBe(
      'The data has no earnings for this college: enter the starting salary you expect.',
    );
    expect(reasonWords('missing_net_price', 'personal')).toBe(
      'The data has no net price for this college and year.',
    );
    expect(reasonWords(null, 'personal')).toBe('This figure is not available.');
  });
});

describe('residualLabel', () => {
  it('says "before tax" when no tax is set, and the tax otherwise', async () => {
    const { residualLabel } = await import('./labels');
    expect(residualLabel(0)).toBe('Left each month after the loan payment, before tax');
    expect(residualLabel(0.1)).toBe(
      'Left each month after the loan payment, after the 10% tax you set',
    );
  });
});

describe('flag and missing-value words in Spanish', () => {
  it('gives every flag the English has a Spanish title and explanation', () => {
    const byContext = {
      ranking: ['earnings_backfilled', 'entrant_based', 'baseline_national'],
      scenario: ['earnings_backfilled', 'starting_salary_user', 'major_estimated_nationally'],
    } as const;
    for (const [context, flags] of Object.entries(byContext) as [
      keyof typeof byContext,
      readonly string[],
    ][])
      for (const flag of flags) {
        const en = flagWords(flag, context);
        const es = flagWords(flag, context, 'es');
        expect(es.title).not.toBe(en.title);
        expect(es.detail).not.toBe(en.detail);
        expect(es.detail.length).toBeGreaterThan(0);
      }
    expect(flagWords('starting_salary_user', 'scenario', 'es')).toEqual({
      title: 'Salario inicial escrito por ti',
      detail:
        'Los resultados usan el salario que escribiste en lugar de los datos de la universidad.',
    });
  });

  it('reads the carried-from and price-index flags in Spanish, with their years', () => {
    expect(flagWords('completion_carried_from_2022', 'ranking', 'es').title).toBe(
      'Tasa de graduación: del archivo de 2022',
    );
    expect(flagWords('carried_from_2021', 'ranking', 'es').title).toBe(
      'Algunas cifras tomadas de 2021',
    );
    expect(flagWords('cpi_missing_2019', 'ranking', 'es').title).toBe(
      'Sin índice de precios para 2019',
    );
    // An unknown code is still shown, readably, in either language.
    expect(flagWords('something_new', 'ranking', 'es')).toEqual({
      title: 'Something new',
      detail: '',
    });
  });

  it('lists a scenario’s flags in Spanish in the same order as in English', () => {
    const flags = ['completion_adjusted', 'earnings_backfilled', 'starting_salary_user'];
    const es = scenarioFlagsInWords(flags, 'es');
    expect(es.map((f) => f.flag)).toEqual(scenarioFlagsInWords(flags).map((f) => f.flag));
    expect(es.map((f) => f.title)).toEqual([
      'Ingresos completados a partir de la cifra a 10 años',
      'Salario inicial escrito por ti',
    ]);
  });

  it('says why a figure is missing in Spanish, in each context', () => {
    expect(reasonWords('missing_net_price', 'cell', 'es')).toBe('sin precio neto informado');
    expect(reasonWords('no_break_even', 'cell', 'es')).toBe(
      `no en ${ROI_DEFAULTS.seriesYears} años`,
    );
    expect(reasonWords('missing_earnings', 'personal', 'es')).toBe(
      'Los datos no tienen ingresos para esta universidad: escribe el salario inicial que esperas.',
    );
    // A reason with no personal words falls back to the sentence, in the same language.
    expect(reasonWords('privacy_suppressed', 'personal', 'es')).toBe(
      reasonWords('privacy_suppressed', 'sentence', 'es'),
    );
    expect(reasonWords(null, 'cell', 'es')).toBe('no disponible');
    expect(reasonWords(undefined, 'sentence', 'es')).toBe('Esta cifra no está disponible.');
    expect(notAvailableIn('es')).toBe('No disponible');
    expect(notAvailableIn()).toBe('Not available');
  });
});

describe('how a personal scenario is built, in words', () => {
  it('is core’s sentences in English and as many in Spanish, the limits from the rules', () => {
    expect(personalViewMethod()).toEqual([...PERSONAL_VIEW_METHOD]);
    const es = personalViewMethod('es');
    expect(es).toHaveLength(PERSONAL_VIEW_METHOD.length);
    expect(es[0]).toMatch(/^Tu escenario parte de las cifras propias de la universidad/);
    expect(es.at(-1)).toBe(borrowingLimitsMethod('es'));
    // Every figure of the English is in the Spanish.
    const figures = (texts: readonly string[]) => texts.join(' ').match(/\$[\d,]+|\d+%/g);
    expect(figures(es)).toEqual(figures(PERSONAL_VIEW_METHOD));
  });
});
