import { CREDENTIALS, type RankingType, US_STATES, type UsStateCode } from '@degreeworth/core';
import { Button } from '@/components/ui/button';
import { TYPE_LABELS } from '../explain';
import { DEFAULT_VIEW, type RankingsView } from '../rankings-view';
import { TEXTS } from '../rankings-texts';
import { AccessPrompt } from './access-prompt';
import { Field, selectClass } from './field';
import { ProFilters } from './pro-filters';

/** What the viewer's plan allows; pending: signed in, the user record is still loading. */
export type Access = 'visitor' | 'pending' | 'free' | 'pro';

interface RankingsFiltersProps {
  view: RankingsView;
  /** Years with data (from the last answer); empty until the first one arrives. */
  years: number[];
  access: Access;
  onChange: (patch: Partial<RankingsView>) => void;
  onReset: () => void;
}

/**
 * Filters of spec §3 (year, state from the fixed list, type) for signed-in users, plus the
 * Individual Pro ones (horizon, family income, control, name search). Visitors see them
 * disabled with the sign-up prompt: the API answers their filtered requests with a 401.
 */
export function RankingsFilters({ view, years, access, onChange, onReset }: RankingsFiltersProps) {
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
      aria-label="Filters"
      className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label="Year">
          {(id) => (
            <select
              id={id}
              className={selectClass}
              disabled={isVisitor}
              value={view.year ?? ''}
              onChange={(e) =>
                onChange({ year: e.target.value ? Number(e.target.value) : undefined })
              }
            >
              <option value="">{newest ? `Newest (${newest})` : 'Newest'}</option>
              {[...years].reverse().map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="State">
          {(id) => (
            <select
              id={id}
              className={selectClass}
              disabled={isVisitor}
              value={view.state ?? ''}
              onChange={(e) =>
                onChange({ state: (e.target.value || undefined) as UsStateCode | undefined })
              }
            >
              <option value="">All states</option>
              {US_STATES.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Type">
          {(id) => (
            <select
              id={id}
              className={selectClass}
              disabled={isVisitor}
              value={view.type}
              onChange={(e) => onChange({ type: e.target.value as RankingType })}
            >
              {CREDENTIALS.map((t) => (
                <option key={t} value={t}>
                  {TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>

      {access === 'pro' && <ProFilters view={view} onChange={onChange} />}
      {access === 'free' && <AccessPrompt kind="upgrade" message={TEXTS.proFiltersLocked} />}
      {isVisitor && <AccessPrompt kind="signup" message={TEXTS.signUpForFilters} />}

      {isFiltered && !isVisitor && (
        <Button variant="link" onClick={onReset}>
          {TEXTS.resetFilters}
        </Button>
      )}
    </section>
  );
}
