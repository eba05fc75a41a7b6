import { useLanguage } from '@/lib/i18n/language';
import { type ProgramRankingRow, type ProgramRankingSort, reasonWords } from '@degreeworth/core';
import { useProgramTexts } from '../program-texts';

/**
 * A row's place in the order, or "Not ranked" with why: the figure the order needs is missing
 * (its reason from the API, e.g. "too few graduates to publish").
 */
export function RankCell({ row, sort }: { row: ProgramRankingRow; sort: ProgramRankingSort }) {
  const { t } = useProgramTexts();
  const language = useLanguage();
  if (row.rank !== null) return <span className="font-semibold">{row.rank}</span>;
  return (
    <span className="inline-flex flex-col text-xs">
      <span>{t('notRanked')}</span>
      <span className="text-slate-500">
        {reasonWords(row.reasons[sort] ?? 'not_reported', 'cell', language)}
      </span>
    </span>
  );
}
