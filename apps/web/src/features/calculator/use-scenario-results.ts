import { useMemo } from 'react';
import {
  computeScenario,
  type SavedScenario,
  type ScenarioAssumptions,
  type ScenarioResult,
} from '@degreeworth/core';
import { useLanguage } from '@/lib/i18n/language';
import { useGetCalculatorReferenceQuery } from './api/calculator-api';
import { scenarioReferenceOf } from './live-results';
import { type CollegeFactsState, useCollegeFacts } from './use-college-facts';

export interface ScenarioResults {
  /** What to show: the server's results, or the ones computed here. */
  results: ScenarioResult;
  /** True when `results` were computed in the browser. */
  isComputedHere: boolean;
  /** The colleges' data the computation needs; it loads only when there is one to do. */
  facts: CollegeFactsState;
}

/**
 * A saved scenario's results, as the page must show them. The server computed them with the
 * saved assumptions and wrote their sentences (verdicts, the reconciliation) in English. The
 * browser computes them again with the same engine from the same data when the page shows
 * another language (so only the words change) or when `assumptions` are given (a student's
 * unsaved changes). Until the colleges' data is in, or when it cannot load, the server's show.
 */
export function useScenarioResults(
  scenario: Pick<SavedScenario, 'results' | 'payload'>,
  assumptions: ScenarioAssumptions | null = null,
): ScenarioResults {
  const language = useLanguage();
  const reference = useGetCalculatorReferenceQuery();
  const { payload, results } = scenario;
  const mustCompute = language !== 'en' || assumptions !== null;
  const facts = useCollegeFacts(mustCompute ? payload.colleges.map((c) => c.university_id) : null);
  const responses = facts.status === 'ready' ? facts.responses : null;
  const computed = useMemo(() => {
    if (!mustCompute || !responses || !reference.data) return null;
    const collegeFacts = [...responses.values()].map((r) => r.facts);
    const ref = scenarioReferenceOf(reference.data, collegeFacts);
    return computeScenario(
      { ...payload, assumptions: assumptions ?? payload.assumptions },
      ref,
      language,
    );
  }, [mustCompute, responses, reference.data, payload, assumptions, language]);
  return { results: computed ?? results, isComputedHere: computed !== null, facts };
}
