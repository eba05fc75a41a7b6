import type { RankingsView } from '../rankings-view';
import { useRankingsTexts } from '../rankings-texts';

interface ListSwitchProps {
  list: RankingsView['list'];
  onChange: (list: RankingsView['list']) => void;
}

/** All colleges or My favorites (signed-in users): two toggle buttons, one pressed. */
export function ListSwitch({ list, onChange }: ListSwitchProps) {
  const { t } = useRankingsTexts();
  const option = (value: RankingsView['list'], label: string) => (
    <button
      type="button"
      aria-pressed={list === value}
      onClick={() => onChange(value)}
      className={`rounded-md px-4 py-1.5 text-sm font-semibold ${
        list === value
          ? 'bg-white text-emerald-800 shadow-sm'
          : 'text-slate-600 hover:text-slate-900'
      }`}
    >
      {label}
    </button>
  );
  return (
    <div
      role="group"
      aria-label={t('show')}
      className="inline-flex gap-1 rounded-lg bg-slate-100 p-1"
    >
      {option('all', t('allColleges'))}
      {option('favorites', t('myFavorites'))}
    </div>
  );
}
