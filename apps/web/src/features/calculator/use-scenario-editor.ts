import { useLanguage } from '@/lib/i18n/language';
import { useMemo, useReducer, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  hasFullAccess,
  parseApiError,
  SCENARIO_LIMITS,
  SCENARIO_MESSAGES,
  SCENARIO_SUCCESS,
  ScenarioSchema,
} from '@degreeworth/core';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { paths } from '@/lib/paths';
import { selectAuthToken, selectUser } from '@/lib/auth-slice';
import { toast } from '@/lib/toast';
import { authModalOpened } from '@/lib/ui-slice';
import {
  calculatorApi,
  useCreateScenarioMutation,
  useGetCalculatorReferenceQuery,
  useGetScenariosQuery,
  useUpdateScenarioMutation,
} from './api/calculator-api';
import { useCalculatorTexts } from './calculator-texts';
import type { CollegeHit } from './components/college-search';
import { formErrorsOf } from './form-errors';
import { liveResultsOf, scenarioReferenceOf } from './live-results';
import { newCollegeEntry, scenarioInputOf, type ScenarioFormState } from './scenario-form';
import { formReducer } from './form-reducer';
import { useUnsavedChanges } from './use-unsaved-changes';

/** A college whose data is on its way (or failed to come); no name yet when from a link. */
export interface PendingCollege {
  id: number;
  name: string | null;
  error: unknown;
}

/** A college to add: a search hit, or a bare id from an "Add to my scenario" link. */
export type CollegeToAdd = Pick<CollegeHit, 'university_id'> & { name: string | null };

/** A notice under the search box or the save button; `upgrade` adds the pricing prompt. */
export interface Notice {
  message: string;
  upgrade: boolean;
}

/**
 * State and actions of the calculator form: the typed values, which
 * messages show, the live results, adding colleges within the plan's limit, and saving. With
 * `keepsDraft` (the new-scenario form) what is typed is kept in the browser until saved.
 */
export function useScenarioEditor(
  initial: ScenarioFormState,
  scenarioId?: string,
  keepsDraft = false,
) {
  const { t } = useCalculatorTexts();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const token = useAppSelector(selectAuthToken);
  const user = useAppSelector(selectUser);
  const [state, update] = useReducer(formReducer, initial);
  const unsaved = useUnsavedChanges(state, initial, { isEditing: Boolean(scenarioId), keepsDraft });
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, string>>>({});
  const [pending, setPending] = useState<PendingCollege[]>([]);
  const [collegeNotice, setCollegeNotice] = useState<Notice | null>(null);
  const [saveNotice, setSaveNotice] = useState<Notice | null>(null);
  const [create, creating] = useCreateScenarioMutation();
  const [put, updating] = useUpdateScenarioMutation();
  const reference = useGetCalculatorReferenceQuery();
  const list = useGetScenariosQuery(undefined, { skip: !token });

  const maxColleges = !token
    ? SCENARIO_LIMITS.freeColleges
    : (list.data?.limits.max_colleges ??
      (hasFullAccess(user) ? SCENARIO_LIMITS.maxColleges : SCENARIO_LIMITS.freeColleges));

  const errors = useMemo(() => formErrorsOf(state), [state]);
  const errorOf = (path: string): string | null =>
    serverErrors[path] ?? ((submitted || touched.has(path) ? errors[path] : null) || null);
  const hasVisibleErrors =
    Object.keys(errors).some((p) => errorOf(p)) || Object.keys(serverErrors).length > 0;

  const ref = useMemo(
    () =>
      reference.data &&
      scenarioReferenceOf(
        reference.data,
        state.colleges.map((c) => c.facts),
      ),
    [reference.data, state.colleges],
  );
  const language = useLanguage();
  const live = useMemo(
    () => (ref ? liveResultsOf(state, ref, language) : null),
    [state, ref, language],
  );

  const touch = (path: string) => {
    setTouched((t) => (t.has(path) ? t : new Set(t).add(path)));
    setServerErrors((e) => {
      if (!(path in e)) return e;
      const next = { ...e };
      delete next[path];
      return next;
    });
  };

  const addCollege = async (hit: CollegeToAdd) => {
    const others = pending.filter((c) => c.id !== hit.university_id);
    const count = state.colleges.length + others.length;
    if (count >= maxColleges) {
      const isFree = maxColleges < SCENARIO_LIMITS.maxColleges;
      setCollegeNotice({
        message: isFree ? SCENARIO_MESSAGES.freeCollegeLimit : SCENARIO_MESSAGES.tooManyColleges,
        upgrade: isFree,
      });
      return;
    }
    setCollegeNotice(null);
    setServerErrors({});
    const waiting = { id: hit.university_id, name: hit.name, error: null };
    setPending((p) => [...p.filter((c) => c.id !== hit.university_id), waiting]);
    try {
      const answer = await dispatch(
        calculatorApi.endpoints.getCollegeCalculator.initiate(hit.university_id, {
          subscribe: false,
        }),
      ).unwrap();
      update({ type: 'collegeAdded', entry: newCollegeEntry(answer) });
      setPending((p) => p.filter((c) => c.id !== hit.university_id));
    } catch (error) {
      setPending((p) => p.map((c) => (c.id === hit.university_id ? { ...c, error } : c)));
    }
  };

  /**
   * A college from an "Add to my scenario" link: added as if picked in the
   * search, within the plan's limit; one already in the comparison says so instead.
   */
  const addLinkedCollege = (id: number) => {
    const added = state.colleges.find((c) => c.facts.university_id === id);
    if (added) {
      setCollegeNotice({
        message: t('alreadyAddedNamed', { name: added.facts.name }),
        upgrade: false,
      });
      return;
    }
    void addCollege({ university_id: id, name: null });
  };

  const removeCollege = (id: number) => {
    update({ type: 'collegeRemoved', id });
    setPending((p) => p.filter((c) => c.id !== id));
    setCollegeNotice(null);
    // Messages are named by position: the next college moves up into this one's place.
    setTouched(new Set());
    setServerErrors({});
  };

  const save = async () => {
    if (!token) {
      setSaveNotice({ message: t('logInToSave'), upgrade: false });
      dispatch(authModalOpened('login'));
      return;
    }
    setSubmitted(true);
    const parsed = ScenarioSchema.safeParse(scenarioInputOf(state));
    if (!parsed.success) {
      setSaveNotice({ message: t('fixFields'), upgrade: false });
      return;
    }
    setSaveNotice(null);
    try {
      const answer = scenarioId
        ? await put({ id: scenarioId, payload: parsed.data }).unwrap()
        : await create(parsed.data).unwrap();
      const fallback = scenarioId ? SCENARIO_SUCCESS.updated : SCENARIO_SUCCESS.created;
      toast.success(answer.message || fallback);
      unsaved.saved();
      navigate(paths.results(answer.scenario.id));
    } catch (err) {
      onSaveFailed(err);
    }
  };

  const onSaveFailed = (err: unknown) => {
    const apiError = parseApiError(err);
    if (apiError?.statusCode === 403) {
      setSaveNotice({ message: apiError.message, upgrade: true });
    } else if (apiError?.fieldErrors) {
      const first = Object.entries(apiError.fieldErrors).map(([k, v]) => [k, v[0] ?? '']);
      setServerErrors(Object.fromEntries(first));
      setSaveNotice({ message: apiError.message || t('fixFields'), upgrade: false });
    } else {
      toast.apiError(err, t('saveFailed'));
    }
  };

  return {
    state,
    update,
    errorOf,
    touch,
    live,
    ref,
    reference,
    maxColleges,
    pending,
    addCollege,
    addLinkedCollege,
    removeCollege,
    collegeNotice,
    save,
    // "Log in to save" is done once the student is signed in.
    saveNotice: token && saveNotice?.message === t('logInToSave') ? null : saveNotice,
    isSaving: creating.isLoading || updating.isLoading,
    canSave: !hasVisibleErrors && pending.length === 0,
    isSignedIn: token !== null,
    /** Set while leaving the page waits for the person's answer (the leave dialog). */
    leaveBlocker: unsaved.blocker,
  };
}
