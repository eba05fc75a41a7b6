import { describe, expect, it } from 'vitest';
import {
  COLLEGE_SCOPE,
  EARNINGS_TEST_LABELS,
  EARNINGS_TEST_NOTE,
  earningsTestLabels,
  earningsTestNote,
  earningsTestSentence,
} from '../display/earnings-test-words';
import {
  collegeEarningsTestEstimate,
  type EarningsTestBenchmark,
  earningsTestEstimate,
  type EarningsTestInput,
} from './earnings-test';

const ohio: EarningsTestBenchmark = {
  value: 38_500,
  state: 'OH',
  surveyYear: 2024,
  dollarYear: 2025,
};
const program = (over: Partial<EarningsTestInput>): EarningsTestInput => ({
  credential_level: 3,
  completers: 120,
  earnings_1yr: 30_000,
  earnings_4yr: 41_000,
  earnings_5yr: 45_000,
  ...over,
});
const estimate = (over: Partial<EarningsTestInput>, benchmark = ohio) =>
  earningsTestEstimate(program(over), benchmark);

describe('the earnings test estimate of a program', () => {
  it('compares the median 4 years after completing with the state benchmark', () => {
    const passes = estimate({});
    expect(passes).toMatchObject({
      status: 'likely_passes',
      gap: null,
      earnings: 41_000,
      yearsAfter: 4,
      margin: 2_500,
    });
    expect(earningsTestSentence(passes)).toBe(
      'Likely passes: its graduates’ median earnings 4 years after completing, $41,000, are at or above the $38,500 of high-school graduates aged 25 and over in Ohio (ACS 2024, 2025 dollars).',
    );
    const atRisk = estimate({ earnings_4yr: 38_499 });
    expect(atRisk).toMatchObject({ status: 'at_risk', margin: -1 });
    expect(earningsTestSentence(atRisk)).toMatch(/^At risk: .* \$38,499, are below the \$38,500 /);
    // Exactly on the benchmark is not below it.
    expect(estimate({ earnings_4yr: 38_500 }).status).toBe('likely_passes');
  });

  it('falls back to 5 years after, then 1 year after, and says which', () => {
    const five = estimate({ earnings_4yr: null });
    expect(five).toMatchObject({ earnings: 45_000, yearsAfter: 5, status: 'likely_passes' });
    const one = estimate({ earnings_4yr: null, earnings_5yr: null });
    expect(one).toMatchObject({ earnings: 30_000, yearsAfter: 1, status: 'at_risk' });
    expect(earningsTestSentence(one)).toContain('median earnings 1 year after completing');
  });

  it('has not enough data for graduate programs, small programs, or missing figures', () => {
    const cases: [Partial<EarningsTestInput>, string, EarningsTestBenchmark][] = [
      [{ credential_level: 5 }, 'graduate_program', ohio],
      [{ completers: 29 }, 'too_few_completers', ohio],
      [{ completers: null }, 'too_few_completers', ohio],
      [{ earnings_1yr: null, earnings_4yr: null, earnings_5yr: null }, 'no_earnings', ohio],
      [{}, 'no_benchmark', { ...ohio, value: null }],
    ];
    for (const [over, gap, benchmark] of cases) {
      const e = estimate(over, benchmark);
      expect(e).toMatchObject({ status: 'not_enough_data', gap, margin: null });
      expect(earningsTestSentence(e)).toMatch(/^Not enough data: /);
    }
    expect(estimate({ completers: 30 }).status).toBe('likely_passes');
    expect(earningsTestSentence(estimate({ completers: 12 }))).toBe(
      'Not enough data: fewer than 30 graduates are published, and the test does not measure smaller programs.',
    );
  });

  it('says it is an estimate, the 2-of-3-years rule and the dates', () => {
    expect(EARNINGS_TEST_LABELS).toEqual({
      likely_passes: 'Likely passes',
      at_risk: 'At risk',
      not_enough_data: 'Not enough data',
    });
    expect(EARNINGS_TEST_NOTE).toMatch(
      /^An estimate, not the Department of Education’s determination\./,
    );
    expect(EARNINGS_TEST_NOTE).toContain('in 2 of 3 years');
    expect(EARNINGS_TEST_NOTE).toContain(
      'The first results come in early 2027; loans stop from award year 2028-29 at the earliest.',
    );
  });
});

describe('the earnings test estimate of a college without program data', () => {
  it('takes all its graduates together, with no completer count, and says so', () => {
    const below = collegeEarningsTestEstimate(
      { earnings_1yr: 30_000, earnings_4yr: 36_000 },
      3,
      ohio,
    );
    expect(below).toMatchObject({
      scope: 'college',
      status: 'at_risk',
      earnings: 36_000,
      yearsAfter: 4,
      margin: -2_500,
    });
    expect(earningsTestSentence(below)).toBe(
      'At risk: all the college’s graduates’ median earnings 4 years after completing, $36,000, ' +
        'are below the $38,500 of high-school graduates aged 25 and over in Ohio (ACS 2024, 2025 ' +
        `dollars). ${COLLEGE_SCOPE}`,
    );
    // Only the 1-year median published: it stands in, and is said to be 1 year after.
    const early = collegeEarningsTestEstimate(
      { earnings_1yr: 40_000, earnings_4yr: null },
      2,
      ohio,
    );
    expect(early).toMatchObject({ status: 'likely_passes', yearsAfter: 1 });
    // A program's own estimate keeps its scope and its completer rule.
    expect(estimate({}).scope).toBe('program');
    expect(estimate({ completers: 12 }).gap).toBe('too_few_completers');
  });

  it('has not enough data without earnings or a benchmark', () => {
    const none = collegeEarningsTestEstimate({ earnings_1yr: null, earnings_4yr: null }, 3, ohio);
    expect(none).toMatchObject({ status: 'not_enough_data', gap: 'no_earnings' });
    expect(earningsTestSentence(none)).toBe(
      `Not enough data: the data publishes no median earnings of its graduates. ${COLLEGE_SCOPE}`,
    );
    expect(
      collegeEarningsTestEstimate({ earnings_1yr: 1, earnings_4yr: 2 }, 3, { ...ohio, value: null })
        .gap,
    ).toBe('no_benchmark');
  });

  it('says the estimate in Spanish, figures formatted alike', () => {
    expect(earningsTestSentence(estimate({}), 'es')).toBe(
      'Probablemente la aprueba: la mediana de ingresos de sus graduados 4 años después de terminar, $41,000, está igual o por encima de los $38,500 de los graduados de escuela secundaria de 25 años o más en Ohio (ACS 2024, dólares de 2025).',
    );
    expect(earningsTestSentence(estimate({ earnings_4yr: 38_499 }), 'es')).toMatch(
      /^En riesgo: .* \$38,499, está por debajo de los \$38,500 /,
    );
    expect(earningsTestSentence(estimate({ completers: 12 }), 'es')).toBe(
      'No hay datos suficientes: se publican menos de 30 graduados, y la prueba no mide programas más pequeños.',
    );
    const none = collegeEarningsTestEstimate({ earnings_1yr: null, earnings_4yr: null }, 3, ohio);
    expect(earningsTestSentence(none, 'es')).toMatch(
      / así que se toman todos sus programas juntos;/,
    );
    expect(earningsTestLabels('es')).toEqual({
      likely_passes: 'Probablemente la aprueba',
      at_risk: 'En riesgo',
      not_enough_data: 'No hay datos suficientes',
    });
    expect(earningsTestLabels()).toEqual(EARNINGS_TEST_LABELS);
    expect(earningsTestNote('es')).toMatch(
      /^Es una estimación, no la determinación del Departamento/,
    );
    expect(earningsTestNote('es')).toContain('en 2 de 3 años');
    expect(earningsTestNote()).toBe(EARNINGS_TEST_NOTE);
    expect(earningsTestSentence(estimate({}), 'en')).toBe(earningsTestSentence(estimate({})));
  });
});
