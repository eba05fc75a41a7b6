import {
  BREAK_EVEN_BIN_EDGES,
  breakEvenBinLabel,
  NPV_BIN_EDGES,
  npvBinLabel,
  ROI_DEFAULTS,
  STUDENT_FILTERS,
  STUDENT_SORT_DIRECTIONS,
  STUDENT_SORTS,
  type StudentFilter,
  type StudentSort,
} from '@degreeworth/core';
import { useListParams } from '@/lib/use-list-params';
import type { StudentsQuery } from '../api/students-api';

/** A bar index of the address, or undefined when it is not one of the chart's bars. */
function barOf(value: string | undefined, edges: readonly number[]): number | undefined {
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n <= edges.length ? n : undefined;
}

/** The words of bar `i` of a chart cut at `edges`, as the dashboard labels it. */
const barLabel = (
  i: number,
  edges: readonly number[],
  label: (from: number | null, to: number | null) => string,
) => label(i === 0 ? null : edges[i - 1]!, i === edges.length ? null : edges[i]!);

/** The dashboard charts' names, for the words above a list opened from one of their bars. */
export const NPV_CHART = 'Net gain at 20 years';
export const BREAK_EVEN_CHART = 'Break-even year';
/** The colleges the dashboard says do not break even within the engine's longest horizon. */
export const NEVER_BAR = `Does not break even within ${Math.max(...ROI_DEFAULTS.horizons)} years`;

/**
 * The student list's state in the address (after the #), so Back, a reload and a shared link
 * keep it: search, page, sort and direction (left out when usual), filter and a dashboard bar.
 * Values the list does not know are ignored, as if absent.
 */
export function useStudentListParams() {
  const params = useListParams();
  const sort = (params.oneOf('sort', STUDENT_SORTS) ?? 'name') as StudentSort;
  const usual = STUDENT_SORT_DIRECTIONS[sort];
  const direction = (params.oneOf('direction', ['asc', 'desc']) ?? usual) as 'asc' | 'desc';
  const filter = params.oneOf('filter', STUDENT_FILTERS) as StudentFilter | undefined;
  const npvBar = barOf(params.text('npv_bar'), NPV_BIN_EDGES);
  const breakEvenText = params.text('break_even_bar');
  const breakEvenBar =
    breakEvenText === 'never' ? 'never' : barOf(breakEvenText, BREAK_EVEN_BIN_EDGES);
  const search = params.text('search');

  const query: StudentsQuery = {
    page: params.page,
    ...(search ? { search } : {}),
    ...(sort !== 'name' ? { sort } : {}),
    ...(direction !== usual ? { direction } : {}),
    ...(filter ? { filter } : {}),
    ...(npvBar !== undefined ? { npv_bar: npvBar } : {}),
    ...(breakEvenBar !== undefined ? { break_even_bar: breakEvenBar } : {}),
  };

  /** The words of the bar the list was opened from, or null. */
  const bar =
    npvBar !== undefined
      ? { chart: NPV_CHART, label: barLabel(npvBar, NPV_BIN_EDGES, npvBinLabel) }
      : breakEvenBar === 'never'
        ? { chart: BREAK_EVEN_CHART, label: NEVER_BAR }
        : breakEvenBar !== undefined
          ? {
              chart: BREAK_EVEN_CHART,
              label: barLabel(breakEvenBar, BREAK_EVEN_BIN_EDGES, breakEvenBinLabel),
            }
          : null;

  return {
    query,
    search,
    filter,
    bar,
    order: { sort, direction },
    setPage: params.setPage,
    setSearch: (text: string) => params.update({ search: text }),
    setFilter: (value: StudentFilter | undefined) => params.update({ filter: value }),
    clearBar: () => params.update({ npv_bar: undefined, break_even_bar: undefined }),
    /** A new column sorts in its usual direction; the same column again turns it around. */
    sortBy: (next: StudentSort) => {
      const flipped = next === sort ? (direction === 'asc' ? 'desc' : 'asc') : undefined;
      params.update({
        sort: next === 'name' ? undefined : next,
        direction: flipped && flipped !== STUDENT_SORT_DIRECTIONS[next] ? flipped : undefined,
      });
    },
  };
}
