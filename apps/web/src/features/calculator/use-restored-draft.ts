import { useState } from 'react';
import { selectAuthToken } from '@/lib/auth-slice';
import { useAppSelector } from '@/lib/hooks';
import { clearDraft, type DraftForm, formStateOfDraft, readDraft } from './scenario-draft';
import type { ScenarioFormState } from './scenario-form';
import { useCollegeFacts } from './use-college-facts';

/** The form /collegeSelection opens with: empty, or the draft once its colleges' data is in. */
export type DraftStart =
  | { status: 'empty' }
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'restored'; initial: ScenarioFormState };

/**
 * The new-scenario form's draft (scenario-draft.ts), read once when the page opens. Its colleges'
 * data is fetched again before the form shows it. `formKey` changes whenever the form must start
 * again empty: "Start over", and the end of the session the form was typed in.
 */
export function useRestoredDraft() {
  const token = useAppSelector(selectAuthToken);
  const [draft, setDraft] = useState<DraftForm | null>(() => readDraft());
  const [formKey, setFormKey] = useState(0);
  const [hasStartedOver, setHasStartedOver] = useState(false);
  const [session, setSession] = useState(token);
  const ids = draft?.colleges.map((c) => c.university_id) ?? [];
  const facts = useCollegeFacts(ids.length > 0 ? ids : null);

  // The form belongs to the session it was typed in. A visitor's form stays when they sign in
  // (it is theirs); an account's goes when it signs out, here or in another tab (its draft went
  // with the sign-out), or when another account signs in.
  if (token !== session) {
    setSession(token);
    if (session !== null) {
      setDraft(null);
      setHasStartedOver(false);
      setFormKey((k) => k + 1);
    }
  }

  const startOver = () => {
    clearDraft();
    setDraft(null);
    setHasStartedOver(true);
    setFormKey((k) => k + 1);
  };

  return {
    start: startOf(draft, facts),
    isRestored: draft !== null,
    hasStartedOver,
    startOver,
    formKey,
  };
}

function startOf(draft: DraftForm | null, facts: ReturnType<typeof useCollegeFacts>): DraftStart {
  if (!draft) return { status: 'empty' };
  if (draft.colleges.length === 0) {
    return { status: 'restored', initial: formStateOfDraft(draft, new Map()) };
  }
  if (facts.status === 'ready') {
    return { status: 'restored', initial: formStateOfDraft(draft, facts.responses) };
  }
  return facts;
}
