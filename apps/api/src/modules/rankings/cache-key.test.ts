import { describe, expect, it } from 'vitest';
import { countKey, pageKey } from './cache-key';
import type { RankingOrder } from './columns';
import type { RankingFilter } from './repository';

const FILTER: RankingFilter = {
  year: 2022,
  type: 'bachelors',
  state: 'NY',
  control: ['public', 'private_nonprofit'],
  search: 'college',
  bounds: [
    { field: 'net_price', max: 30_000 },
    { field: 'npv_20', min: 0 },
  ],
};
const ORDER: RankingOrder = { sort: 'net_price', direction: 'asc', horizon: 20, income: 0 };
const RANGE = { limit: 20, offset: 0 };

/** Cache keys are a fixed-length hash of the query in one canonical form. */
describe('ranking cache keys', () => {
  it('are 43 characters (SHA-256, base64url) however long the query', () => {
    const long: RankingFilter = { ...FILTER, search: 'x'.repeat(100), state: undefined };
    for (const key of [
      pageKey('2025-01-01T00:00:00.000Z', long, ORDER, RANGE),
      pageKey(null, { year: 2022, type: 'bachelors' }, ORDER, RANGE),
      countKey('g', long, ORDER),
    ]) {
      expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });

  it('are one key for equivalent queries: lists and bounds in any order, an unused horizon', () => {
    const reordered: RankingFilter = {
      ...FILTER,
      control: ['private_nonprofit', 'public'],
      bounds: [
        { field: 'npv_20', min: 0 },
        { field: 'net_price', max: 30_000, min: undefined },
      ],
    };
    // sort=net_price reads no NPV: the horizon changes nothing (the npv bound is already npv_20).
    const otherHorizon = { ...ORDER, horizon: 40 };
    expect(pageKey('g', reordered, otherHorizon, RANGE)).toBe(pageKey('g', FILTER, ORDER, RANGE));
    expect(countKey('g', reordered, otherHorizon)).toBe(countKey('g', FILTER, ORDER));
    // The counts of a list do not depend on its direction or page.
    expect(countKey('g', FILTER, { ...ORDER, direction: 'desc' })).toBe(
      countKey('g', FILTER, ORDER),
    );
  });

  it('differ whenever the rows could differ', () => {
    const base = pageKey('g', FILTER, ORDER, RANGE);
    const variants = [
      pageKey('h', FILTER, ORDER, RANGE),
      pageKey('g', { ...FILTER, year: 2021 }, ORDER, RANGE),
      pageKey('g', { ...FILTER, type: 'associate' }, ORDER, RANGE),
      pageKey('g', { ...FILTER, state: undefined }, ORDER, RANGE),
      pageKey('g', { ...FILTER, control: ['public'] }, ORDER, RANGE),
      pageKey('g', { ...FILTER, search: 'College' }, ORDER, RANGE),
      pageKey('g', { ...FILTER, bounds: [{ field: 'net_price', min: 30_000 }] }, ORDER, RANGE),
      pageKey('g', FILTER, { ...ORDER, direction: 'desc' }, RANGE),
      pageKey('g', FILTER, { ...ORDER, income: 1 }, RANGE),
      pageKey('g', FILTER, { ...ORDER, sort: 'npv' }, RANGE),
      pageKey('g', FILTER, { ...ORDER, sort: 'npv', horizon: 40 }, RANGE),
      pageKey('g', FILTER, ORDER, { limit: 20, offset: 20 }),
      pageKey('g', FILTER, ORDER, { limit: 100, offset: 0 }),
    ];
    expect(new Set([base, ...variants]).size).toBe(variants.length + 1);
    expect(countKey('g', FILTER, ORDER)).not.toBe(base);
  });
});
