import { useEffect, useState } from 'react';
import type { CollegeCalculatorResponse } from '@degreeworth/core';
import { useAppDispatch } from '@/lib/hooks';
import { calculatorApi } from './api/calculator-api';

export type CollegeFactsState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'ready'; responses: ReadonlyMap<number, CollegeCalculatorResponse> };

interface Loaded {
  key: string;
  attempt: number;
  responses?: Map<number, CollegeCalculatorResponse>;
  error?: unknown;
}

/**
 * GET /universities/{id}/calculator for every college of a saved scenario (to edit it, or to
 * recompute its results with other assumptions); null ids wait.
 */
export function useCollegeFacts(ids: readonly number[] | null): CollegeFactsState {
  const dispatch = useAppDispatch();
  const key = ids ? ids.join(',') : null;
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (key === null) return;
    const list = key === '' ? [] : key.split(',').map(Number);
    let isCurrent = true;
    const requests = list.map((id) =>
      dispatch(calculatorApi.endpoints.getCollegeCalculator.initiate(id)),
    );
    Promise.all(requests.map((r) => r.unwrap())).then(
      (answers) => {
        if (isCurrent) {
          const responses = new Map(answers.map((a) => [a.facts.university_id, a]));
          setLoaded({ key, attempt, responses });
        }
      },
      (error: unknown) => {
        if (isCurrent) setLoaded({ key, attempt, error: error ?? 'failed' });
      },
    );
    return () => {
      isCurrent = false;
      requests.forEach((r) => r.unsubscribe());
    };
  }, [dispatch, key, attempt]);

  if (!loaded || loaded.key !== key || loaded.attempt !== attempt) return { status: 'loading' };
  if (loaded.responses) return { status: 'ready', responses: loaded.responses };
  return { status: 'error', error: loaded.error, retry: () => setAttempt((a) => a + 1) };
}
