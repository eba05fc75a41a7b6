import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { createGenerationSource } from '../../lib/generation-cache';
import type { TestContext } from '../../../test/helpers';
import { buildImportedTestApp } from '../../../test/scorecard';
import { createCatalog } from './catalog';
import type { RankingOrder } from './columns';
import { findRankingsGeneration, type RankingFilter } from './repository';

/** The database handle, counting the queries built on it (drizzle's select). */
function countingDb(db: Db): { db: Db; selects: () => number } {
  let selects = 0;
  const proxy = new Proxy(db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (key !== 'select' || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        selects += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: proxy, selects: () => selects };
}

/** The page and count caches key on a hash of the canonical query. */
describe('rankings catalog cache', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildImportedTestApp();
  }, 300_000);
  afterAll(() => t?.close());

  it('answers an equivalent query (lists and bounds in another order) from the same entry', async () => {
    const counted = countingDb(t.database.db);
    const generation = createGenerationSource(() => findRankingsGeneration(t.database.db));
    const catalog = createCatalog(counted.db, generation);
    const current = await catalog.current();
    const filter: RankingFilter = {
      year: 2022,
      type: 'bachelors',
      control: ['public', 'private_nonprofit'],
      bounds: [
        { field: 'net_price', max: 30_000 },
        { field: 'npv_20', min: 0 },
      ],
    };
    const order: RankingOrder = { sort: 'name', direction: 'asc', horizon: 20, income: 0 };
    const range = { limit: 20, offset: 0 };

    const before = counted.selects();
    const first = await catalog.page(current, filter, order, range);
    expect(counted.selects() - before).toBe(2); // the page and its counts
    expect(first.rows.length).toBe(20);

    const same: RankingFilter = {
      ...filter,
      control: ['private_nonprofit', 'public'],
      bounds: [...filter.bounds!].reverse(),
    };
    const again = await catalog.page(current, same, { ...order, horizon: 40 }, range);
    expect(counted.selects() - before).toBe(2); // no query: the same entry
    expect(again).toBe(first);

    // Another page of the same list reads its rows but not its counts again.
    await catalog.page(current, same, order, { limit: 20, offset: 20 });
    expect(counted.selects() - before).toBe(3);
  });
});
