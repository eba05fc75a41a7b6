import { useMemo } from 'react';
import { computeScenario, type SavedScenario, type ScenarioResult } from '@degreeworth/core';
import { useLanguage } from '@/lib/i18n/language';
import { useGetCalculatorReferenceQuery } from './api/calculator-api';
import { scenarioReferenceOf } from './live-results';
import { useCollegeFacts } from './use-college-facts';

/**
 * A saved scenario's results in the language shown. The server writes their sentences
 * (verdicts, the reconciliation) in English; in another language the browser computes them
 * again with the same engine from the same data, so the figures do not change. Until the
 * colleges' data is in, or when it cannot load, the server's results show.
 */
export function useResultsInLanguage(
  scenario: Pick<SavedScenario, 'results' | 'payload'>,
): ScenarioResult {
  const language = useLanguage();
  const reference = useGetCalculatorReferenceQuery();
  const { payload, results } = scenario;
  const ids = language === 'en' ? null : payload.colleges.map((c) => c.university_id);
  const facts = useCollegeFacts(ids);
  const responses = facts.status === 'ready' ? facts.responses : null;
  return useMemo(() => {
    if (language === 'en' || !responses || !reference.data) return results;
    const collegeFacts = [...responses.values()].map((r) => r.facts);
    const ref = scenarioReferenceOf(reference.data, collegeFacts);
    return computeScenario(payload, ref, language);
  }, [language, responses, reference.data, payload, results]);
}
