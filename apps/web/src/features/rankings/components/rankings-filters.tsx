import { CREDENTIALS, type RankingType, US_STATES, type UsStateCode } from '@degreeworth/core';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { DEFAULT_VIEW, type RankingsView } from '../rankings-view';
import { useRankingsTexts } from '../rankings-texts';
import { AccessPrompt } from '@/components/access-prompt';
import { ProFilters } from './pro-filters';

/** What the viewer's plan allows; pending: signed in, the user record is still loading. */
export type Access = 'visitor' | 'pending' | 'free' | 'pro';

export interface RankingsFiltersProps {
  view: RankingsView;
  /** Years with data (from the last answer); empty until the first one arrives. */
  years: number[];
  access: Access;
  onChange: (patch: Partial<RankingsView>) => void;
  onReset: () => void;
}

/**
 * The filters (year, state from the fixed list, type) for signed-in users, plus the Individual Pro
 * ones (horizon, family income, control, name search). Visitors filter by state and type too (the
 * API gives them page 1 of each, decision 075); the year stays disabled with the sign-up prompt,
 * as the API answers a visitor's other years with a 401.
 */
export function RankingsFilters({ view, years, access, onChange, onReset }: RankingsFiltersProps) {
  const { t } = useRankingsTexts();
  const isVisitor = access === 'visitor';
  const newest = years.at(-1);
  const isFiltered =
    view.year !== undefined ||
    view.state !== undefined ||
    view.type !== DEFAULT_VIEW.type ||
    view.sort !== DEFAULT_VIEW.sort ||
    view.direction !== undefined ||
    view.horizon !== DEFAULT_VIEW.horizon ||
    view.income !== DEFAULT_VIEW.income ||
    view.control.length > 0 ||
    view.search !== '';

  return (
    <section
      aria-label={t('filters')}
      className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label={t('filter.year')}
          size="sm"
          disabled={isVisitor}
          value={String(view.year ?? '')}
          onChange={(year) => onChange({ year: year ? Number(year) : undefined })}
        >
          <option value="">
            {newest ? t('filter.newestYear', { year: newest }) : t('filter.newest')}
          </option>
          {[...years].reverse().map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('filter.state')}
          size="sm"
          value={view.state ?? ''}
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
          label={t('filter.type')}
          size="sm"
          value={view.type}
          onChange={(type) => onChange({ type: type as RankingType })}
        >
          {CREDENTIALS.map((type) => (
            <option key={type} value={type}>
              {t(`type.${type}`)}
            </option>
          ))}
        </SelectField>
      </div>

      {access === 'pro' && <ProFilters view={view} onChange={onChange} />}
      {access === 'free' && <AccessPrompt kind="upgrade" message={t('proFiltersLocked')} />}
      {isVisitor && <AccessPrompt kind="signup" message={t('server.signUpForFilters')} />}

      {isFiltered && (
        <Button variant="link" onClick={onReset}>
          {t('resetFilters')}
        </Button>
      )}
    </section>
  );
}
