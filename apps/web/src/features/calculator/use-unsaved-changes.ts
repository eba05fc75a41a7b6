import { useEffect, useMemo, useRef, useState } from 'react';
import { clearDraft, draftOf, EMPTY_SNAPSHOT, snapshotOf, writeDraft } from './scenario-draft';
import type { ScenarioFormState } from './scenario-form';
import { useLeaveGuard } from './use-leave-guard';

interface UnsavedChangesOptions {
  /** Editing a saved scenario: changes are measured from it, and a reload or closing asks. */
  isEditing: boolean;
  /** The new-scenario form: what is typed is kept in the browser as the draft. */
  keepsDraft: boolean;
}

/**
 * What the calculator form does about changes not saved yet. A saved scenario being edited has
 * changes once it differs from what was loaded; the new-scenario form once it differs from the
 * empty form (a restored draft is unsaved too). Leaving the page with changes asks first
 * (use-leave-guard.ts); the new form also keeps its draft as the person types.
 */
export function useUnsavedChanges(
  state: ScenarioFormState,
  initial: ScenarioFormState,
  { isEditing, keepsDraft }: UnsavedChangesOptions,
) {
  const [start] = useState(() => snapshotOf(initial));
  const snapshot = useMemo(() => snapshotOf(state), [state]);
  const hasChanges = snapshot !== (isEditing ? start : EMPTY_SNAPSHOT);
  const guard = useLeaveGuard(hasChanges, isEditing);
  // What storage holds now: a restored draft is not written again (its age keeps counting).
  const written = useRef(start);
  const isSaved = useRef(false);

  useEffect(() => {
    if (!keepsDraft || isSaved.current || snapshot === written.current) return;
    written.current = snapshot;
    if (snapshot === EMPTY_SNAPSHOT) clearDraft();
    else writeDraft(draftOf(state));
  }, [keepsDraft, snapshot, state]);

  /** The scenario was saved: its draft goes, and the way to its results does not ask. */
  const saved = () => {
    isSaved.current = true;
    if (keepsDraft) clearDraft();
    guard.allowLeaving();
  };

  return { hasChanges, blocker: guard.blocker, saved };
}
