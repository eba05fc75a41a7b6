import {
  CONTROL_LABELS,
  CONTROLS,
  type Control,
  CREDENTIAL_TITLES,
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
import { PROGRAM_TEXTS } from '../program-texts';
import {
  CREDENTIAL_LEVELS,
  DEFAULT_PROGRAM_VIEW,
  directionOf,
  directionWords,
  isFreeSort,
  type ProgramView,
  SORT_LABELS,
} from '../program-view';
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

const PRO = PROGRAM_TEXTS.proOption;
const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * The choices of the programs ranking: program, credential, state, public or private, order and
 * NPV horizon. Every control works for everyone; the API answers what a plan does not include
 * with a 401 or 403, which the page shows as the sign-up or upgrade prompt. What needs
 * Individual Pro says so in its label, for the viewers who do not have it.
 */
export function ProgramFilters(props: ProgramFiltersProps) {
  const { view, access, fields, fieldsFailed, programTitle, onChange, onReset } = props;
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
      aria-label="Filters"
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
          label="Credential"
          size="sm"
          value={String(view.credential)}
          onChange={(level) => onChange({ credential: Number(level) })}
        >
          {CREDENTIAL_LEVELS.map((level) => (
            <option key={level} value={level}>
              {CREDENTIAL_TITLES[level]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="State"
          size="sm"
          value={view.state ?? ''}
          hint={access === 'visitor' ? 'Filtering by state needs a free account.' : undefined}
          onChange={(state) => onChange({ state: (state || undefined) as UsStateCode | undefined })}
        >
          <option value="">All states</option>
          {US_STATES.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Control"
          size="sm"
          value={view.control ?? ''}
          hint={isPro ? undefined : 'Public or private: part of Individual Pro.'}
          onChange={(control) =>
            onChange({ control: (control || undefined) as Control | undefined })
          }
        >
          <option value="">Public and private</option>
          {CONTROLS.map((c) => (
            <option key={c} value={c}>
              {CONTROL_LABELS[c]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Sort by"
          size="sm"
          value={view.sort}
          onChange={(sort) => onChange({ sort: sort as ProgramRankingSort, direction: undefined })}
        >
          {PROGRAM_RANKING_SORTS.map((s) => (
            <option key={s} value={s}>
              {`${SORT_LABELS[s]}${!isPro && !isFreeSort(s) ? PRO : ''}`}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Order"
          size="sm"
          value={direction}
          onChange={(d) =>
            onChange({ direction: d === natural ? undefined : (d as 'asc' | 'desc') })
          }
        >
          {[natural, opposite(natural)].map((d) => (
            <option key={d} value={d}>
              {capitalized(directionWords(view.sort, d))}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="NPV horizon"
          size="sm"
          value={String(view.horizon)}
          onChange={(h) => onChange({ horizon: Number(h) as ProgramView['horizon'] })}
        >
          {RANKING_HORIZONS.map((h) => (
            <option key={h} value={h}>
              {`${h} years${!isPro && h !== DEFAULT_PROGRAM_VIEW.horizon ? PRO : ''}`}
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
          {PROGRAM_TEXTS.hideAtRisk}
          {access === 'visitor' && (
            <span className="block text-xs text-slate-500">{PROGRAM_TEXTS.hideAtRiskVisitor}</span>
          )}
        </span>
      </label>
      {isFiltered && (
        <Button variant="link" onClick={onReset}>
          {PROGRAM_TEXTS.resetFilters}
        </Button>
      )}
    </section>
  );
}
