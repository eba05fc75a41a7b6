import { DEFAULT_DIRECTION, type RankingSort } from '@degreeworth/core';
import { SelectField } from '@/components/ui/select-field';
import { useRankingsTexts } from '../rankings-texts';
import { directionKey } from '../rankings-view';

type Direction = 'asc' | 'desc';

interface SortSelectProps {
  sort: RankingSort;
  direction: Direction;
  /** Years after entry of the NPV order. */
  horizon: number;
  /** Orders that need a higher plan: labelled, and the choice prompts instead of sorting. */
  isLocked: (sort: RankingSort) => boolean;
  onOrder: (sort: RankingSort, direction: Direction) => void;
}

/** The table's sortable columns, in its order. */
const COLUMN_SORTS: readonly RankingSort[] = [
  'npv',
  'name',
  'state',
  'net_price',
  'median_earnings_10yr',
  'completion_rate',
  'break_even_years',
];

/**
 * The order on a phone, where the cards have no column headers: one select of column and direction,
 * natural direction first. The page applies the same plan rules as a header click (sign-up or
 * upgrade prompt).
 */
export function SortSelect({ sort, direction, horizon, isLocked, onOrder }: SortSelectProps) {
  const { t } = useRankingsTexts();
  const sorts = COLUMN_SORTS.includes(sort) ? COLUMN_SORTS : [...COLUMN_SORTS, sort];
  const options = sorts.flatMap((s) => {
    const natural = DEFAULT_DIRECTION[s];
    const other: Direction = natural === 'asc' ? 'desc' : 'asc';
    const name = s === 'npv' ? t('npvAt', { horizon }) : t(`sortLabels.${s}`);
    return [natural, other].map((d) => {
      const option = t('sortOption', { name, direction: t(`direction.${directionKey(s, d)}`) });
      return {
        value: `${s} ${d}`,
        label: isLocked(s) ? t('proOption', { option }) : option,
      };
    });
  });
  return (
    <SelectField
      label={t('sortBy')}
      size="sm"
      value={`${sort} ${direction}`}
      onChange={(value) => {
        const [s, d] = value.split(' ') as [RankingSort, Direction];
        onOrder(s, d);
      }}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </SelectField>
  );
}
