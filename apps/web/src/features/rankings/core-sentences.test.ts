import { describe, expect, it } from 'vitest';
import { type CautionFacts, CAUTION_LABEL, CAUTIONS_METHOD, cautionWords } from '@degreeworth/core';
import { i18n } from '@/lib/i18n';
import { cautionText } from './caution-words';
import { cautionsMethod } from './method-texts';
import './rankings-texts';

/*
 * Sentences core builds in English for the API and the PDF, with figures from core's constants,
 * are kept in the rankings texts too, so the web can show them in Spanish. Their English must
 * stay core's, word for word and figure for figure.
 */
const t = i18n.getFixedT('en', 'rankings');

describe('the rankings texts say what core says', () => {
  it('words every caution as core does', () => {
    const facts: CautionFacts[] = [
      {
        completion_rate: 0.42,
        completion_year: 2022,
        currently_operating: true,
        operating_year: 2022,
      },
      {
        completion_rate: 0.4996,
        completion_year: null,
        currently_operating: true,
        operating_year: null,
      },
      {
        completion_rate: null,
        completion_year: null,
        currently_operating: false,
        operating_year: 2023,
      },
      {
        completion_rate: 0.3,
        completion_year: 2021,
        currently_operating: false,
        operating_year: null,
      },
    ];
    for (const f of facts)
      for (const caution of ['low_completion', 'closed'] as const)
        expect(cautionText(t, caution, f)).toBe(cautionWords(caution, f));
    expect(t('cautions.label')).toBe(CAUTION_LABEL);
  });

  it('says how cautions are given as core does', () => {
    expect(cautionsMethod(t)).toBe(CAUTIONS_METHOD);
  });
});
