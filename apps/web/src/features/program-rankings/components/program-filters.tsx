import {
  CONTROLS,
  type Control,
  PROGRAM_DEFAULT_DIRECTION,
  PROGRAM_RANKING_SORTS,
  type ProgramFieldsResponse,
  type ProgramRankingSort,
  RANKING_HORIZONS,
  US_STATES,
  type UsStateCode,
} from '@degreeworth/core';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { useProgramTexts } from '../program-texts';
import {
  CREDENTIAL_LEVELS,
  DEFAULT_PROGRAM_VIEW,
  directionKey,
  directionOf,
  isFreeSort,
  type ProgramView,
} from '../program-view';
import { credentialTitleOf } from './program-figures';
import { ProgramPicker } from './program-picker';

/** What the viewer's plan allows; pending: signed in, the user record is still loading. */
export type Access = 'visitor' | 'pending' | 'free' | 'pro';

interface ProgramFiltersProps {
  view: ProgramView;
  access: Access;
  fields: ProgramFieldsResponse['fields'] | undefined;
  fieldsFailed: boolean;
  /** The chosen field's title from the rankings answer, until the fields list has it. */
  programTitle: string | undefined;
  onChange: (patch: Partial<ProgramView>) => void;
  onReset: () => void;
}

/**
 * The choices of the programs ranking: program, credential, state, public or private, order and
 * NPV horizon. Every control works for everyone; the API answers what a plan does not include
 * with a 401 or 403, which the page shows as the sign-up or upgrade prompt. What needs
 * Individual Pro says so in its label, for the viewers who do not have it.
 */
export function ProgramFilters(props: ProgramFiltersProps) {
  const { view, access, fields, fieldsFailed, programTitle, onChange, onReset } = props;
  const { t } = useProgramTexts();
  const pro = (option: string, isLocked: boolean) =>
    isLocked ? t('proOption', { option }) : option;
  const isPro = access === 'pro';
  const direction = directionOf(view);
  const isFiltered =
    view.state !== undefined ||
    view.control !== undefined ||
    view.sort !== DEFAULT_PROGRAM_VIEW.sort ||
    view.direction !== undefined ||
    view.horizon !== DEFAULT_PROGRAM_VIEW.horizon ||
    view.hideAtRisk;
  const opposite = (d: 'asc' | 'desc'): 'asc' | 'desc' => (d === 'asc' ? 'desc' : 'asc');
  const natural = PROGRAM_DEFAULT_DIRECTION[view.sort];

  return (
    <section
      aria-label={t('filter.label')}
      className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2">
          <ProgramPicker
            fields={fields}
            isError={fieldsFailed}
            value={view.program}
            valueTitle={programTitle}
            onChange={(program) => onChange({ program })}
          />
        </div>
        <SelectField
          label={t('filter.credential')}
          size="sm"
          value={String(view.credential)}
          onChange={(level) => onChange({ credential: Number(level) })}
        >
          {CREDENTIAL_LEVELS.map((level) => (
            <option key={level} value={level}>
              {credentialTitleOf(level, null, t)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('filter.state')}
          size="sm"
          value={view.state ?? ''}
          hint={access === 'visitor' ? t('filter.stateVisitor') : undefined}
          onChange={(state) => onChange({ state: (state || undefined) as UsStateCode | undefined })}
        >
          <option value="">{t('filter.allStates')}</option>
          {US_STATES.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('filter.control')}
          size="sm"
          value={view.control ?? ''}
          hint={isPro ? undefined : t('filter.controlPro')}
          onChange={(control) =>
            onChange({ control: (control || undefined) as Control | undefined })
          }
        >
          <option value="">{t('filter.publicAndPrivate')}</option>
          {CONTROLS.map((c) => (
            <option key={c} value={c}>
              {t(`control.${c}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('filter.sortBy')}
          size="sm"
          value={view.sort}
          onChange={(sort) => onChange({ sort: sort as ProgramRankingSort, direction: undefined })}
        >
          {PROGRAM_RANKING_SORTS.map((s) => (
            <option key={s} value={s}>
              {pro(t(`sort.${s}`), !isPro && !isFreeSort(s))}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('filter.order')}
          size="sm"
          value={direction}
          onChange={(d) =>
            onChange({ direction: d === natural ? undefined : (d as 'asc' | 'desc') })
          }
        >
          {[natural, opposite(natural)].map((d) => (
            <option key={d} value={d}>
              {t(`directionLabel.${directionKey(view.sort, d)}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('filter.horizon')}
          size="sm"
          value={String(view.horizon)}
          onChange={(h) => onChange({ horizon: Number(h) as ProgramView['horizon'] })}
        >
          {RANKING_HORIZONS.map((h) => (
            <option key={h} value={h}>
              {pro(t('filter.years', { count: h }), !isPro && h !== DEFAULT_PROGRAM_VIEW.horizon)}
            </option>
          ))}
        </SelectField>
      </div>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 accent-emerald-700"
          checked={view.hideAtRisk}
          onChange={(event) => onChange({ hideAtRisk: event.target.checked })}
        />
        <span>
          {t('hideAtRisk')}
          {access === 'visitor' && (
            <span className="block text-xs text-slate-500">{t('hideAtRiskVisitor')}</span>
          )}
        </span>
      </label>
      {isFiltered && (
        <Button variant="link" onClick={onReset}>
          {t('resetFilters')}
        </Button>
      )}
    </section>
  );
}
