import { DEFAULT_DIRECTION, type RankingSort } from '@degreeworth/core';
import { SelectField } from '@/components/ui/select-field';
import { TEXTS } from '../rankings-texts';
import { directionWords, sortName } from '../rankings-view';

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

const SORT_LABELS: Record<RankingSort, string> = {
  npv: 'NPV',
  net_price: 'Net price',
  cost_of_attendance: 'Cost of attendance',
  median_earnings_10yr: '10-year earnings',
  completion_rate: 'Completion',
  baseline_earnings: 'High-school baseline',
  break_even_years: 'Break-even',
  pep_years: 'Years to recoup the price',
  cew_npv_40: 'CEW NPV at 40 years',
  name: 'Name',
  city: 'City',
  state: 'State',
};

/**
 * The order on a phone, where the cards have no column headers: one select of column and direction,
 * natural direction first. The page applies the same plan rules as a header click (sign-up or
 * upgrade prompt).
 */
export function SortSelect({ sort, direction, horizon, isLocked, onOrder }: SortSelectProps) {
  const sorts = COLUMN_SORTS.includes(sort) ? COLUMN_SORTS : [...COLUMN_SORTS, sort];
  const options = sorts.flatMap((s) => {
    const natural = DEFAULT_DIRECTION[s];
    const other: Direction = natural === 'asc' ? 'desc' : 'asc';
    const name = sortName(s, horizon, SORT_LABELS);
    const lock = isLocked(s) ? ' (Individual Pro)' : '';
    return [natural, other].map((d) => ({
      value: `${s} ${d}`,
      label: `${name}, ${directionWords(s, d)}${lock}`,
    }));
  });
  return (
    <SelectField
      label={TEXTS.sortBy}
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
