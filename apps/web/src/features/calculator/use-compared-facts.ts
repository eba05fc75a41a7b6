import { useEffect, useState } from 'react';
import type { CollegeCalculatorResponse } from '@degreeworth/core';
import { useAppDispatch } from '@/lib/hooks';
import { calculatorApi } from './api/calculator-api';

export type ComparedFactsState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  /** `responses` lacks the colleges the API does not know (404): the comparison names them. */
  | { status: 'ready'; responses: ReadonlyMap<number, CollegeCalculatorResponse> };

interface Loaded {
  key: string;
  attempt: number;
  responses?: Map<number, CollegeCalculatorResponse>;
}

/** An answer that says the college does not exist, not that the call failed. */
const isUnknownCollege = (error: unknown) =>
  typeof error === 'object' && error !== null && 'statusCode' in error && error.statusCode === 404;

/**
 * GET /universities/{id}/calculator for each college of a programs comparison. Unlike a saved
 * scenario's colleges, these come from an address anyone can edit, so a college the API does not
 * know is left out (and named by the page) instead of failing the whole comparison; any other
 * failure fails it, with a retry.
 */
export function useComparedFacts(ids: readonly number[]): ComparedFactsState {
  const dispatch = useAppDispatch();
  const key = ids.join(',');
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    const list = key === '' ? [] : key.split(',').map(Number);
    let isCurrent = true;
    const requests = list.map((id) =>
      dispatch(calculatorApi.endpoints.getCollegeCalculator.initiate(id)),
    );
    void Promise.allSettled(requests.map((r) => r.unwrap())).then((answers) => {
      if (!isCurrent) return;
      const responses = new Map<number, CollegeCalculatorResponse>();
      for (const a of answers) {
        if (a.status === 'fulfilled') responses.set(a.value.facts.university_id, a.value);
        else if (!isUnknownCollege(a.reason)) return setLoaded({ key, attempt });
      }
      setLoaded({ key, attempt, responses });
    });
    return () => {
      isCurrent = false;
      requests.forEach((r) => r.unsubscribe());
    };
  }, [dispatch, key, attempt]);

  if (!loaded || loaded.key !== key || loaded.attempt !== attempt) return { status: 'loading' };
  if (loaded.responses) return { status: 'ready', responses: loaded.responses };
  return { status: 'error', retry: () => setAttempt((a) => a + 1) };
}
