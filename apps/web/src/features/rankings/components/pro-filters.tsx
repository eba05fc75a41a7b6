import { useId } from 'react';
import {
  CONTROLS,
  type Control,
  INCOME_BANDS,
  type IncomeBand,
  incomeBandLabel,
  RANKING_HORIZONS,
} from '@degreeworth/core';
import { useLanguage } from '@/lib/i18n/language';
import { Button } from '@/components/ui/button';
import type { RankingsView } from '../rankings-view';
import { SelectField } from '@/components/ui/select-field';
import { useRankingsTexts } from '../rankings-texts';

interface ProFiltersProps {
  view: RankingsView;
  onChange: (patch: Partial<RankingsView>) => void;
}

/** Individual Pro filters: NPV horizon, family income band, control and name search. */
export function ProFilters({ view, onChange }: ProFiltersProps) {
  const { t } = useRankingsTexts();
  const language = useLanguage();
  const toggleControl = (control: Control, on: boolean) =>
    onChange({
      control: CONTROLS.filter((c) => (c === control ? on : view.control.includes(c))),
    });
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <SelectField
        label={t('filter.horizon')}
        size="sm"
        value={String(view.horizon)}
        onChange={(h) => onChange({ horizon: Number(h) as RankingsView['horizon'] })}
      >
        {RANKING_HORIZONS.map((h) => (
          <option key={h} value={h}>
            {t('filter.years', { count: h })}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('filter.income')}
        size="sm"
        value={view.income}
        onChange={(income) => onChange({ income: income as IncomeBand })}
      >
        {INCOME_BANDS.map((b) => (
          <option key={b.key} value={b.key}>
            {incomeBandLabel(b.key, language)}
          </option>
        ))}
      </SelectField>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('filter.control')}</legend>
        <div className="flex flex-col gap-1 text-sm">
          {CONTROLS.map((c) => (
            <label key={c} className="inline-flex items-center gap-2">
              <input
                type="checkbox"
                checked={view.control.includes(c)}
                onChange={(e) => toggleControl(c, e.target.checked)}
              />
              {t(`control.${c}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <NameSearch value={view.search} onSearch={(search) => onChange({ search })} />
    </div>
  );
}

function NameSearch({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const { t } = useRankingsTexts();
  const id = useId();
  return (
    <form
      key={value}
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(String(new FormData(e.currentTarget).get('q') ?? '').trim());
      }}
    >
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {t('filter.collegeName')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="q"
          type="search"
          maxLength={100}
          defaultValue={value}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
        />
        <Button type="submit" size="sm" variant="secondary">
          {t('filter.search')}
        </Button>
      </div>
    </form>
  );
}
