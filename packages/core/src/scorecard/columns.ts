/**
 * Which official columns make up each part of a college's figures,
 * and how the derivation reads a row whatever holds it (a CSV record, a database row).
 */

/**
 * Column groups a ranking year takes from one file: a group the year's file lacks is carried
 * from the newest earlier year that has it (flag `carried_from_<year>`).
 */
export const SCORECARD_GROUPS = {
  net_price: ['NPT4_PUB', 'NPT4_PRIV'],
  cost_of_attendance: ['COSTT4_A', 'COSTT4_P'],
  completion: ['C150_4', 'C150_4_POOLED', 'C150_L4'],
  prices: ['TUITIONFEE_IN', 'TUITIONFEE_OUT', 'ROOMBOARD_ON', 'ROOMBOARD_OFF', 'BOOKSUPPLY'],
  majors: ['PCIP*'],
  links: ['INSTURL', 'NPCURL'],
} as const;
export type ScorecardGroup = keyof typeof SCORECARD_GROUPS;

/** Earnings columns: each comes from the newest file holding values of it, whatever the year. */
export const SCORECARD_EARNINGS_COLUMNS = [
  'MD_EARN_WNE_P6',
  'MD_EARN_WNE_P8',
  'MD_EARN_WNE_P10',
  'MD_EARN_WNE_1YR',
  'MD_EARN_WNE_4YR',
] as const;
export type ScorecardEarningsColumn = (typeof SCORECARD_EARNINGS_COLUMNS)[number];

/**
 * CURROPER: whether the college is currently operating (1) or closed (0). It states the
 * college's status now, not in a year, so it comes from the newest file holding values of it
 * (the official most-recent file; the yearly files leave it empty), whatever the ranking year.
 */
export const SCORECARD_OPERATING_COLUMN = 'CURROPER';

/**
 * The column whose dollar year a cost group's amounts are in: net price and cost of
 * attendance describe the previous academic year, published prices the file's own.
 */
export const GROUP_DOLLAR_COLUMN = {
  netPrice: 'NPT4_PUB',
  costOfAttendance: 'COSTT4_A',
  prices: 'TUITIONFEE_IN',
} as const;

/** How the derivation reads one institution row, by official column name. */
export interface ScorecardRowReader<R> {
  /** A numeric cell; null = missing or suppressed (never 0). */
  number(row: R, column: string): number | null;
  /** A text cell; null = missing. */
  text(row: R, column: string): string | null;
  /** The row's PCIP shares: 2-digit CIP family ("11") → share of degrees (known values only). */
  shares(row: R): Readonly<Record<string, number>>;
}
