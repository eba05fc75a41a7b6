import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { memoryLog, queryRows, sharedFolders, subsetFolder } from '../../../test/scorecard';
import type { ImportProgress } from '../progress';
import { importScorecardData, type ImportOptions } from '../run';

/**
 * The ranking figures switch at once while requests go on. On PGlite (one
 * connection, statements on the JavaScript thread) the new figures are written to staging tables
 * in small statements and swapped in; on PostgreSQL one transaction (MVCC). Either way a read
 * made while the new figures are being written answers at once with the previous ones.
 */
/** 2020-21 holds the 10-year earnings: without them no college can be ranked. */
const YEARLY = ['MERGED2020_21_PP.csv', 'MERGED2021_22_PP.csv', 'MERGED2022_23_PP.csv'];
/** The ACS table too: without its baseline no college can be ranked, and no year is offered. */
const COPIED = ['data_dictionary.csv', 'acs_2018_1yr_B20004_median_earnings_by_state.csv'];

/**
 * Writing the figures: the recompute appends each year's figures as soon as that year is
 * computed, so past the first of the three years (30 % of the progress) new rows are written
 * and two years are still to come before the switch.
 */
const isWriting = (p: ImportProgress) => p.phase === 'recomputing' && p.percent >= 30;

describe('switching the ranking figures', () => {
  let t: TestContext;
  let dir: string;
  const generation = async () =>
    (
      await queryRows<{ at: string; rows: number }>(
        t.database,
        `select (select value->>'computedAt' from scorecard_meta where key = 'rankings') as at,
                (select count(*)::int from ranking_rows) as rows`,
      )
    )[0]!;
  const run = (opts: Partial<ImportOptions> = {}) =>
    importScorecardData(t.database.db, {
      folders: sharedFolders(dir),
      force: true,
      log: memoryLog(),
      ...opts,
    });
  const keysAndIndexes = async () =>
    (
      await queryRows<{ name: string }>(
        t.database,
        `select c.relname || '.' || i.relname as name from pg_index x
           join pg_class c on c.oid = x.indrelid join pg_class i on i.oid = x.indexrelid
          where c.relname in ('ranking_rows', 'college_details', 'college_programs') order by 1`,
      )
    ).map((r) => r.name);

  beforeAll(async () => {
    t = await buildTestApp();
    dir = subsetFolder({ files: YEARLY, copy: COPIED, rows: 300 });
    await run();
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a read made while the new figures are written, with every previous figure', async () => {
    const before = await generation();
    expect(before.rows).toBeGreaterThan(0);
    let read: Promise<{ seen: { at: string; rows: number }; done: number }> | null = null;
    const imported = run({
      progress: (p) => {
        if (read || !isWriting(p)) return;
        read = generation().then((seen) => ({ seen, done: performance.now() }));
      },
    });
    const summary = await imported;
    const importDone = performance.now();
    expect(summary.recomputed).not.toBeNull();
    expect(read).not.toBeNull();
    const { seen, done } = await read!;
    // The previous generation, whole, answered before the switch (a PGlite transaction
    // around the write would have kept it waiting until the new one was in).
    expect(seen).toEqual(before);
    expect(done).toBeLessThan(importDone);
    const after = await generation();
    expect(after.at).not.toBe(before.at);
    expect(after.rows).toBe(before.rows);
  });

  it('keeps the keys and indexes under their names when the staging tables are swapped in', async () => {
    const names = await keysAndIndexes();
    expect(names).toContain('ranking_rows.ranking_rows_default_idx');
    expect(names).toContain('ranking_rows.ranking_rows_year_type_university_id_pk');
    expect(names).toContain('college_details.college_details_year_university_id_pk');
    expect(names).toContain('college_programs.college_programs_university_id_position_pk');
    await run({ write: 'swap' });
    expect(await keysAndIndexes()).toEqual(names);
    const [staging] = await queryRows<{ left: string | null }>(
      t.database,
      `select coalesce(to_regclass('ranking_rows_next')::text, to_regclass('college_details_next')::text,
                       to_regclass('college_programs_next')::text) as left`,
    );
    expect(staging!.left).toBeNull();
  });

  for (const write of ['swap', 'transaction'] as const) {
    it(`stops on shutdown before the switch and keeps the previous figures (${write})`, async () => {
      const before = await generation();
      const stop = new AbortController();
      const imported = run({
        write,
        signal: stop.signal,
        progress: (p) => {
          if (isWriting(p)) stop.abort();
        },
      });
      await expect(imported).rejects.toThrow(/abort/i);
      expect(await generation()).toEqual(before);
      const [staging] = await queryRows<{ left: string | null }>(
        t.database,
        `select to_regclass('ranking_rows_next')::text as left`,
      );
      expect(staging!.left).toBeNull();
    });
  }
});
