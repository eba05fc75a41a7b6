import { createHash } from 'node:crypto';
import { fieldOf, type RankingOrder } from './columns';
import type { RankingFilter } from './repository';

/**
 * Keys of the cached ranking pages and counts: a SHA-256 (43 characters,
 * base64url) of the query in one canonical form, so a key costs the same whatever was sent and
 * equivalent queries share one entry. Canonical: control sorted, bounds sorted by field,
 * absent values as null, and the order as what the SQL reads (the field `npv_20`, not the sort
 * and a horizon that only npv uses). Every part is listed in a fixed order, so JSON of it is
 * the same text for the same query.
 */

const byField = (a: readonly [string, ...unknown[]], b: readonly [string, ...unknown[]]) =>
  a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;

function canonicalFilter(filter: RankingFilter): unknown[] {
  const bounds = (filter.bounds ?? [])
    .filter((b) => b.min !== undefined || b.max !== undefined)
    .map((b) => [b.field, b.min ?? null, b.max ?? null] as const)
    .sort(byField);
  return [
    filter.year,
    filter.type,
    filter.state ?? null,
    filter.control?.length ? [...filter.control].sort() : null,
    filter.search ?? null,
    bounds,
  ];
}

function digest(parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
}

/** The rows and the counts of one ranking list differ only by the order and the page. */
export function countKey(
  generation: string | null,
  filter: RankingFilter,
  order: RankingOrder,
): string {
  const field = fieldOf(order.sort, order.horizon);
  return digest(['count', generation, canonicalFilter(filter), field, order.income]);
}

export function pageKey(
  generation: string | null,
  filter: RankingFilter,
  order: RankingOrder,
  range: { limit: number; offset: number },
): string {
  const field = fieldOf(order.sort, order.horizon);
  return digest([
    'page',
    generation,
    canonicalFilter(filter),
    field,
    order.direction,
    order.income,
    range.limit,
    range.offset,
  ]);
}
