import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { RANKINGS_TEXTS } from '@degreeworth/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { memoryLog, queryRows, SHARED_TABLES, subsetFolder } from '../../../test/scorecard';
import type { DataFolders } from '../../importer/read/data-files';
import { importScorecardData } from '../../importer/run';
import { noRankingsMessage, STALE_MS } from '../../importer/status';

/**
 * While nothing is ranked, the rankings answer says why in plain words,
 * never with a command: being prepared (an import runs), could not be prepared (it failed),
 * or no data yet. The answers come from an app that did not run the import (another process
 * on the same database): the state is the database's, not the importing process's memory.
 */
const NOT_YET = 'No college data has been loaded yet. Please check back later.';
const PREPARING = 'Rankings are being prepared. Please check back in a few minutes.';
const FAILED =
  'The rankings could not be prepared from the latest college data. Please check back later.';
const MIT = 166683;

describe('the rankings answer while nothing is ranked', () => {
  let t: TestContext;
  let other: FastifyInstance;
  let dir: string;
  let folders: DataFolders;

  const messageOf = async (app: FastifyInstance) => {
    const res = await app.inject('/api/v1/rankings');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ data: [], years: [], year: null });
    return body.message as string;
  };

  beforeAll(async () => {
    dir = subsetFolder({
      files: ['MERGED2020_21_PP.csv', 'MERGED2021_22_PP.csv'],
      copy: ['data_dictionary.csv'],
      rows: 150,
      keep: [MIT],
    });
    t = await buildTestApp({ SCORECARD_DIR: dir, ...SHARED_TABLES });
    folders = t.config;
    other = await buildApp(t.config, { database: t.database, ready: true });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('says in plain words that no data is there yet, with no command', async () => {
    expect(RANKINGS_TEXTS.noData).toBe(NOT_YET);
    for (const text of [NOT_YET, PREPARING, FAILED]) expect(text).not.toMatch(/npm|`|--|run /);
    expect(await messageOf(other)).toBe(NOT_YET);
    // An import that found nothing leaves it so.
    const empty = { ...folders, scorecardDirs: [join(dir, 'nothing-here')] };
    const summary = await importScorecardData(t.database.db, { folders: empty, log: memoryLog() });
    expect(summary.status.rankings).toBe('none');
    expect(await messageOf(other)).toBe(NOT_YET);
  });

  it('says the rankings could not be prepared when an input is missing or the import failed', async () => {
    const noCpi = { ...folders, cpiFile: join(dir, 'no-such-cpi.csv') };
    const summary = await importScorecardData(t.database.db, { folders: noCpi, log: memoryLog() });
    expect(summary.status.rankings).toBe('failed');
    expect(RANKINGS_TEXTS.prepareFailed).toBe(FAILED);
    expect(await messageOf(other)).toBe(FAILED);
    expect(await messageOf(t.app)).toBe(FAILED);
    // An import that throws (the database went away mid-way) is recorded as failed too.
    const broken = new Proxy(t.database.db, {
      get(target, prop, receiver) {
        if (prop === 'select') throw new Error('the database went away');
        return Reflect.get(target, prop, receiver) as unknown;
      },
    });
    await expect(importScorecardData(broken, { folders, log: memoryLog() })).rejects.toThrow(
      'the database went away',
    );
    expect(await messageOf(other)).toBe(FAILED);
  });

  it('says the rankings are being prepared while an import runs, in a process that did not start it', async () => {
    const during: Promise<string[]>[] = [];
    const summary = await importScorecardData(t.database.db, {
      folders,
      force: true,
      log: memoryLog(),
      progress: (p) => {
        if (during.length === 0 && p.phase === 'reading')
          during.push(Promise.all([messageOf(other), messageOf(t.app)]));
      },
    });
    expect(summary.status).toMatchObject({ rankings: 'ready' });
    expect(RANKINGS_TEXTS.preparing).toBe(PREPARING);
    expect(await during[0]).toEqual([PREPARING, PREPARING]);
    // Then the rankings themselves (each process re-reads the figures' generation within 2 s).
    await expect
      .poll(async () => (await other.inject('/api/v1/rankings')).json().years, { timeout: 5_000 })
      .toEqual([2021, 2022]);
  });

  it('takes an import that stopped writing (its process was killed) as failed', async () => {
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
    const running = { state: 'running' as const, startedAt: ago(0), status: null };
    expect(noRankingsMessage({ ...running, beatAt: ago(1_000) })).toBe(PREPARING);
    expect(noRankingsMessage({ ...running, beatAt: ago(STALE_MS + 1_000) })).toBe(FAILED);
    expect(noRankingsMessage(null)).toBe(NOT_YET);
    const [record] = await queryRows<{ value: { state: string } }>(
      t.database,
      `select value from scorecard_meta where key = 'import'`,
    );
    expect(record!.value.state).toBe('done');
  });
});
