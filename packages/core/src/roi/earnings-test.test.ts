import { describe, expect, it } from 'vitest';
import {
  EARNINGS_TEST_LABELS,
  EARNINGS_TEST_NOTE,
  earningsTestSentence,
} from '../display/earnings-test-words';
import { earningsTestEstimate, type EarningsTestInput } from './earnings-test';

const ohio = { value: 38_500, state: 'OH', surveyYear: 2024, dollarYear: 2025 };
const program = (over: Partial<EarningsTestInput>): EarningsTestInput => ({
  credentialLevel: 3,
  completers: 120,
  earnings1yr: 30_000,
  earnings4yr: 41_000,
  earnings5yr: 45_000,
  benchmark: ohio,
  ...over,
});

describe('the earnings test estimate of a program', () => {
  it('compares the median 4 years after completing with the state benchmark', () => {
    const passes = earningsTestEstimate(program({}));
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
    const atRisk = earningsTestEstimate(program({ earnings4yr: 38_499 }));
    expect(atRisk).toMatchObject({ status: 'at_risk', margin: -1 });
    expect(earningsTestSentence(atRisk)).toMatch(/^At risk: .* \$38,499, are below the \$38,500 /);
    // Exactly on the benchmark is not below it.
    expect(earningsTestEstimate(program({ earnings4yr: 38_500 })).status).toBe('likely_passes');
  });

  it('falls back to 5 years after, then 1 year after, and says which', () => {
    const five = earningsTestEstimate(program({ earnings4yr: null }));
    expect(five).toMatchObject({ earnings: 45_000, yearsAfter: 5, status: 'likely_passes' });
    const one = earningsTestEstimate(program({ earnings4yr: null, earnings5yr: null }));
    expect(one).toMatchObject({ earnings: 30_000, yearsAfter: 1, status: 'at_risk' });
    expect(earningsTestSentence(one)).toContain('median earnings 1 year after completing');
  });

  it('has not enough data for graduate programs, small programs, or missing figures', () => {
    const cases: [Partial<EarningsTestInput>, string][] = [
      [{ credentialLevel: 5 }, 'graduate_program'],
      [{ completers: 29 }, 'too_few_completers'],
      [{ completers: null }, 'too_few_completers'],
      [{ earnings1yr: null, earnings4yr: null, earnings5yr: null }, 'no_earnings'],
      [{ benchmark: { ...ohio, value: null } }, 'no_benchmark'],
    ];
    for (const [over, gap] of cases) {
      const e = earningsTestEstimate(program(over));
      expect(e).toMatchObject({ status: 'not_enough_data', gap, margin: null });
      expect(earningsTestSentence(e)).toMatch(/^Not enough data: /);
    }
    expect(earningsTestEstimate(program({ completers: 30 })).status).toBe('likely_passes');
    expect(earningsTestSentence(earningsTestEstimate(program({ completers: 12 })))).toBe(
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
