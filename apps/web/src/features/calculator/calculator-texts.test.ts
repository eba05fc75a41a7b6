import { describe, expect, it } from 'vitest';
import { scenarioLabels } from '@degreeworth/core';
import { i18n } from '@/lib/i18n';
import { calculator } from '@/lib/i18n/en/calculator';
import { bandWords, majorProgramOption } from './calculator-texts';

const english = i18n.getFixedT('en', 'calculator');
const TEXTS = {
  ...calculator,
  majorProgramOption: (title: string, graduates: number | null) =>
    majorProgramOption(english, title, graduates),
};

describe('debt-to-earnings band words', () => {
  it('write the band limits as whole percents (0.14 × 100 is 14.000000000000002 in floating point)', () => {
    expect(bandWords(english)).toEqual({
      low: 'Low: under 8% of the starting salary',
      medium: 'Medium: 8–14% of the starting salary',
      high: 'High: over 14% of the starting salary',
    });
  });
});

describe('the Major select’s texts', () => {
  it('name the groups and say what a program’s and a field’s earnings rest on', () => {
    expect(TEXTS.majorProgramsGroup).toBe('Programs at this college (their graduates’ earnings)');
    expect(TEXTS.majorFieldsGroup).toBe('Fields of study (national estimate)');
    expect(TEXTS.majorProgramHint).toBe(
      'Uses this program’s own graduates’ earnings (College Scorecard).',
    );
    expect(TEXTS.majorFieldHint).toBe(
      'A national estimate for this field: this college publishes no earnings for it.',
    );
  });

  it('write a program with its graduates, one graduate, or without a published count', () => {
    expect(TEXTS.majorProgramOption('Computer Science.', 817)).toBe(
      'Computer Science. (817 graduates)',
    );
    expect(TEXTS.majorProgramOption('Physics.', 1)).toBe('Physics. (1 graduate)');
    expect(TEXTS.majorProgramOption('Business/Commerce, General.', null)).toBe(
      'Business/Commerce, General.',
    );
  });
});

describe('the figures’ names', () => {
  it('are core’s in both languages, the PDF’s and the API’s words', async () => {
    const { calculator: spanish } = await import('@/lib/i18n/es/calculator');
    for (const [language, texts] of [
      ['en', calculator],
      ['es', spanish],
    ] as const) {
      const core = scenarioLabels(language);
      expect(texts.figures.completionAdjusted).toBe(core.completionAdjusted);
      expect(texts.figures.ifGraduate).toBe(core.ifGraduate);
    }
  });
});
