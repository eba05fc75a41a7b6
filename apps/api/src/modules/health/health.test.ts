import { readdirSync, rmSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { buildApp } from '../../app';
import { memoryLog, SHARED_DATA, sharedFolders, subsetFolder } from '../../../test/scorecard';
import { importScorecardData } from '../../importer/run';
import type { StartupLog } from '../../importer/startup';
import { applyReadiness, type ReadinessState } from '../../plugins/readiness';
import { stateRelay } from '../../process/relay';
import { importThenReady } from '../../process/startup-work';

/**
 * Health tells "alive" from "data ready". While the database migrates only health answers;
 * while the College Scorecard data imports every route answers with the data it had, and health
 * says "importing" with the progress; then 200 {"status":"ok"}, the answer a deployment waits for.
 */
const MIT = 166683;
/** 2020-21 holds the 10-year earnings, the ACS table the baseline: both needed to rank. */
const YEARLY = ['MERGED2020_21_PP.csv', 'MERGED2021_22_PP.csv', 'MERGED2022_23_PP.csv'];
const ACS = 'acs_2018_1yr_B20004_median_earnings_by_state.csv';
const COPIED = ['data_dictionary.csv', ACS];
const IMPORT_KEYS = ['file', 'files', 'name', 'percent', 'phase', 'rows'];

/** A log for the startup work that keeps its lines. */
function startupLog(): StartupLog & { lines: string[] } {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => void lines.push(String(args.at(-1)));
  return { lines, info: keep, warn: keep, error: keep } as StartupLog & { lines: string[] };
}

const health = (t: TestContext) => t.app.inject('/api/v1/health');
const collegePage = (t: TestContext) => t.app.inject(`/api/v1/universities/${MIT}?year=2022`);

describe('health while the server starts', () => {
  let t: TestContext;
  afterEach(async () => t?.close());

  it('answers /health/live at once, and health 503 "starting" with the other API routes while migrating', async () => {
    t = await buildTestApp({}, { ready: false });
    t.app.readiness.step = 'migrating the database';
    const live = await t.app.inject('/api/v1/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'alive' });
    const res = await health(t);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      code: 'NOT_READY',
      message: 'DegreeWorth is starting (migrating the database).',
      requestId: expect.any(String),
      status: 'starting',
      alive: true,
    });
    const contact = await t.app.inject({ method: 'POST', url: '/api/v1/contact-us', payload: {} });
    expect(contact.statusCode).toBe(503);
  });

  it('names the API process that answered /health/live when there are several', async () => {
    t = await buildTestApp();
    t.app.readiness.worker = 2;
    expect((await t.app.inject('/api/v1/health/live')).json()).toEqual({
      status: 'alive',
      worker: 2,
    });
  });
});

describe('health and the API during the College Scorecard import', () => {
  let t: TestContext;
  let dir: string;
  beforeAll(async () => {
    dir = subsetFolder({ files: YEARLY, copy: COPIED, rows: 1_500, keep: [MIT] });
    t = await buildTestApp({ SCORECARD_DIR: dir });
    const folders = sharedFolders(dir);
    await importScorecardData(t.database.db, { folders, log: memoryLog() });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers every route with the previous data, shows the progress, then says ok', async () => {
    const page = await collegePage(t);
    expect(page.statusCode).toBe(200);
    // Changed files (a new mtime): all five are read again and the figures recomputed.
    const later = new Date(Date.now() + 60_000);
    for (const f of readdirSync(dir)) utimesSync(join(dir, f), later, later);
    applyReadiness(t.app, { ready: false, serving: false, step: 'starting up', import: null });

    const answers: Promise<{ health: unknown; status: number; page: string }>[] = [];
    const phases = new Set<string>();
    const publish = (state: ReadinessState) => {
      applyReadiness(t.app, state);
      const phase = state.import?.phase;
      if (!phase || phases.has(phase)) return;
      // Asked as the import enters each phase, answered while it runs.
      phases.add(phase);
      answers.push(
        Promise.all([health(t), collegePage(t)]).then(([h, p]) => ({
          health: h.json(),
          status: p.statusCode,
          page: p.body,
        })),
      );
    };
    const log = startupLog();
    await importThenReady(t.database, t.config, log, publish, new AbortController().signal);
    expect([...phases]).toEqual(['reading', 'recomputing']);
    for (const a of await Promise.all(answers)) {
      expect(a.status).toBe(200);
      expect(a.page).toBe(page.body);
      expect(a.health).toMatchObject({ statusCode: 503, status: 'importing', alive: true });
      const progress = (a.health as { import: Record<string, unknown> }).import;
      expect(Object.keys(progress).sort()).toEqual(IMPORT_KEYS);
      expect(progress).toMatchObject({ files: 5 });
      expect(['reading', 'recomputing']).toContain(progress.phase);
      expect(progress.percent).toBeGreaterThanOrEqual(0);
      expect(progress.percent).toBeLessThanOrEqual(100);
    }
    expect(log.lines).toContain(`scorecard import: file 1 of 5 (${ACS}), 0 rows, 0 %`);
    expect(log.lines).toContain('scorecard import: file 2 of 5 (data_dictionary.csv), 0 rows, 0 %');
    expect(log.lines.some((l) => l.startsWith('scorecard import: recomputing the rankings'))).toBe(
      true,
    );
    const done = await health(t);
    expect(done.statusCode).toBe(200);
    expect(done.body).toBe('{"status":"ok"}');
  });

  it('lets the API routes through while importing, with the step and progress in health', async () => {
    applyReadiness(t.app, {
      ready: false,
      serving: true,
      step: 'importing College Scorecard data',
      import: {
        phase: 'reading',
        file: 2,
        files: 7,
        name: 'MERGED2020_21_PP.csv',
        rows: 12_345,
        percent: 41,
      },
    });
    const res = await health(t);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      status: 'importing',
      alive: true,
      message:
        'DegreeWorth is importing College Scorecard data (file 2 of 7, 41 %); the API answers meanwhile with the data it had.',
      import: { file: 2, files: 7, name: 'MERGED2020_21_PP.csv', rows: 12_345, percent: 41 },
    });
    const contact = await t.app.inject({ method: 'POST', url: '/api/v1/contact-us', payload: {} });
    expect(contact.statusCode).toBe(400);
    applyReadiness(t.app, { ready: true, serving: true, step: 'ready', import: null });
  });
});

describe('health after a failed import', () => {
  let t: TestContext;
  afterEach(async () => t?.close());

  it('says ok once the import is over, even when it failed, and says so; the log says why', async () => {
    t = await buildTestApp({}, { ready: false });
    const broken = {
      ...t.database,
      db: new Proxy(t.database.db, {
        get(target, prop, receiver) {
          if (prop === 'select') throw new Error('the database went away');
          return Reflect.get(target, prop, receiver) as unknown;
        },
      }),
    };
    const log = startupLog();
    const publish = (state: ReadinessState) => applyReadiness(t.app, state);
    await importThenReady(broken, t.config, log, publish, new AbortController().signal);
    expect(log.lines).toContain(
      'the College Scorecard import failed; the server goes on with the data it had',
    );
    const res = await health(t);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      data: {
        rankings: 'failed',
        missing: [],
        message:
          'The College Scorecard import failed (see the server log); the previous data is kept.',
      },
    });
  });
});

describe('health when an input of the rankings is missing', () => {
  let t: TestContext;
  let dir: string;
  afterEach(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('names each missing input and the variable to set, in the log and in every process', async () => {
    // The Scorecard files and the ACS table, but no dictionary, and CPI_FILE names no file.
    dir = subsetFolder({ files: YEARLY, copy: [ACS], rows: 200 });
    const cpiFile = join(dir, 'no-such-cpi.csv');
    t = await buildTestApp(
      { SCORECARD_DIR: dir, CPI_FILE: cpiFile, MAJORS_DIR: join(SHARED_DATA, 'majors') },
      { ready: false },
    );
    // A cluster worker: another app on the database that only gets the state the primary relays.
    const worker = await buildApp(t.config, { database: t.database, ready: false });
    try {
      const relay = stateRelay((state) => applyReadiness(worker, state));
      const publish = (state: ReadinessState) => {
        applyReadiness(t.app, state);
        relay.publish(state);
      };
      const log = startupLog();
      await importThenReady(t.database, t.config, log, publish, new AbortController().signal);
      const cpi =
        'No CPI table (CPI-U annual averages, cpi-u-annual.csv) was found: set CPI_FILE to that file. No year can be ranked without it.';
      const dictionary =
        'No College Scorecard data dictionary (CollegeScorecardDataDictionary.xlsx) was found: put the official dictionary in the SCORECARD_DIR folder. The dollar years of earnings are assumed, and the pages say so.';
      for (const app of [t.app, worker]) {
        const res = await app.inject('/api/v1/health');
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          status: 'ok',
          data: {
            rankings: 'failed',
            missing: [
              { input: 'cpi', variable: 'CPI_FILE', required: true, message: cpi },
              {
                input: 'dictionary',
                variable: 'SCORECARD_DIR',
                required: false,
                message: dictionary,
              },
            ],
            message: 'The rankings cannot be computed until the missing inputs are there.',
          },
        });
      }
      expect(log.lines).toContain(`scorecard import: ${cpi} Looked in ${cpiFile}.`);
      expect(log.lines).toContain(
        `scorecard import: ${dictionary} Looked in ${dir} and its subfolders.`,
      );
      expect(log.lines).toContain(
        'scorecard import: the rankings cannot be computed without the CPI_FILE input (see above); the previous figures are kept',
      );
    } finally {
      await worker.close();
    }
  });
});
