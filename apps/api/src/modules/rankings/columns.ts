import { type AnyColumn, sql, type SQL } from 'drizzle-orm';
import type { RankingSort } from '@degreeworth/core';
import { RANKING_BAND_FIELDS, rankingRows } from '../../db/schema';

/** How a ranking is ordered: a column (npv at `horizon`) for one family income band. */
export interface RankingOrder {
  sort: RankingSort;
  direction: 'asc' | 'desc';
  /** Years after entry for sort = npv and npv bounds: 10 | 15 | 20 | 30 | 40. */
  horizon: number;
  /** 0 all incomes (NPT4), 1…5 the bands NPT41…NPT45. */
  income: number;
}

const COLUMNS: Record<string, AnyColumn> = {
  npv_10: rankingRows.npv10,
  npv_15: rankingRows.npv15,
  npv_20: rankingRows.npv20,
  npv_30: rankingRows.npv30,
  npv_40: rankingRows.npv40,
  net_price: rankingRows.netPrice,
  cost_of_attendance: rankingRows.costOfAttendance,
  median_earnings_10yr: rankingRows.medianEarnings10yr,
  completion_rate: rankingRows.completionRate,
  baseline_earnings: rankingRows.baselineEarnings,
  break_even_years: rankingRows.breakEvenYears,
  pep_years: rankingRows.pepYears,
  cew_npv_40: rankingRows.cewNpv40,
  name: rankingRows.name,
  city: rankingRows.city,
  state: rankingRows.state,
};

/** The row field a sort (or bound) reads: npv → npv_<horizon>. */
export function fieldOf(sort: RankingSort, horizon: number): string {
  return sort === 'npv' ? `npv_${horizon}` : sort;
}

/**
 * SQL for a field in an income band: the column for all incomes, else the band's element of
 * `bands` (see RANKING_BAND_FIELDS). Field names come from the zod enums, never from raw input.
 */
export function fieldExpression(field: string, income: number): SQL {
  const at = (RANKING_BAND_FIELDS as readonly string[]).indexOf(field);
  if (income > 0 && at >= 0) {
    // PostgreSQL arrays are 1-based.
    const index = (income - 1) * RANKING_BAND_FIELDS.length + at + 1;
    return sql`${rankingRows.bands}[${sql.raw(String(index))}]`;
  }
  const column = COLUMNS[field];
  if (!column) throw new Error(`unknown ranking field ${field}`);
  return sql`${column}`;
}

/**
 * ORDER BY for a ranking: the key with unknown values last (they are listed after the ranked
 * rows with their reason), then name and UNITID so pages never overlap. For the default order
 * this is exactly ranking_rows_default_idx: an index scan with LIMIT.
 */
export function orderBy(order: RankingOrder): SQL[] {
  if (order.sort === 'name') {
    // NOT NULL: a plain direction lets ranking_rows_name_idx serve both ways.
    const d = sql.raw(order.direction);
    return [sql`${rankingRows.name} ${d}`, sql`${rankingRows.universityId} ${d}`];
  }
  const key = fieldExpression(fieldOf(order.sort, order.horizon), order.income);
  const direction = sql.raw(order.direction === 'asc' ? 'asc nulls last' : 'desc nulls last');
  return [
    sql`${key} ${direction}`,
    sql`${rankingRows.name} asc`,
    sql`${rankingRows.universityId} asc`,
  ];
}
