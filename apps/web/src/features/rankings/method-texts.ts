import { createElement } from 'react';
import { LOW_COMPLETION_BELOW, ROI_DEFAULTS, formatMoney, formatPercent } from '@degreeworth/core';
import type { useRankingsTexts } from './rankings-texts';

type Texts = ReturnType<typeof useRankingsTexts>['t'];

/** The markup the method page's texts may hold: <strong> and <code>. */
export const BOLD = { strong: createElement('strong'), code: createElement('code') };

/**
 * Core's CAUTIONS_METHOD in the page's language, its line read from the same constant;
 * core-sentences.test.ts holds the English equal to core's.
 */
export const cautionsMethod = (t: Texts) =>
  t('methodPage.cautions', { below: formatPercent(LOW_COMPLETION_BELOW) });

/** "under $25,000, 10 years; under $50,000, 15 years; …" from the rules table. */
export const bracketWords = (t: Texts, brackets: readonly { below: number; years: number }[]) =>
  brackets
    .map((b) => t('methodPage.bracket', { amount: formatMoney(b.below), years: b.years }))
    .join('; ');

/** The judgment calls' loan term brackets (the engine's defaults). */
export const termBrackets = (t: Texts) => bracketWords(t, ROI_DEFAULTS.term.brackets);
