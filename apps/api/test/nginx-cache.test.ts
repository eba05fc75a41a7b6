import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RankingsResponse } from '@degreeworth/core';
import { importScorecardData } from '../src/importer/run';
import { bearer, signUpVerified } from './accounts';
import { buildTestApp, type TestContext } from './helpers';
import { memoryLog, SHARED_TABLES, sharedFolders, subsetFolder } from './scorecard';
import { type RunningNginx, startNginx } from '../../../bench/lib/load-nginx.mjs';

/**
 * A real nginx (the Debian package) with the repository's configuration
 * (deploy/nginx/degreeworth.conf) in front of the server: repeated visitor requests are
 * answered by nginx, a signed-in answer is never stored, and an import shows through it within
 * the documented time (CACHE_FIGURES_SECONDS, plus 2 s for the server to see the new data).
 */
const MIT = 166683;
const MIT_NAME = 'Massachusetts Institute of Technology';
const RENAMED = 'Massachusetts Institute of Technology (imported again)';
const YEARLY = ['MERGED2020_21_PP.csv', 'MERGED2021_22_PP.csv', 'MERGED2022_23_PP.csv'];
const COPIED = ['data_dictionary.csv'];
const FIGURES_SECONDS = 2;
/** The server re-reads the data generation every 2 s at most. */
const GENERATION_SECONDS = 2;

let t: TestContext;
let nginx: RunningNginx;
let firstData: string;
/** The path and query of every request that reached the server. */
const reached: string[] = [];

const viaNginx = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${nginx.base}${path}`, { headers });
const reachedCount = (path: string) => reached.filter((p) => p === path).length;
const mitRow = (page: unknown) =>
  (page as RankingsResponse).data.find((r) => r.university_id === MIT);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  firstData = subsetFolder({ files: YEARLY, copy: COPIED, rows: 150, keep: [MIT] });
  t = await buildTestApp({
    SCORECARD_DIR: firstData,
    ...SHARED_TABLES,
    CACHE_FIGURES_SECONDS: String(FIGURES_SECONDS),
    CACHE_CONTENT_SECONDS: '2',
  });
  await importScorecardData(t.database.db, {
    folders: { ...sharedFolders(firstData), censusFile: SHARED_TABLES.CENSUS_FILE },
    log: memoryLog(),
  });
  t.app.server.on('request', (req: { url?: string }) => reached.push(req.url ?? ''));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const appPort = (t.app.server.address() as { port: number }).port;
  nginx = await startNginx({ upstream: `127.0.0.1:${appPort}`, people: 16 });
}, 300_000);

afterAll(async () => {
  await nginx?.stop();
  await t?.close();
  if (firstData) rmSync(firstData, { recursive: true, force: true });
});

describe('nginx proxy_cache in front of the server', () => {
  it('answers repeated visitor requests itself: college page, rankings, calculator, testimonials', async () => {
    const paths = [
      `/api/v1/universities/${MIT}`,
      '/api/v1/rankings?year=&page=1',
      '/api/v1/calculator/reference',
      '/api/v1/testimonials',
    ];
    for (const path of paths) {
      const statuses: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await viaNginx(path, { 'accept-encoding': 'gzip' });
        expect(res.status, path).toBe(200);
        await res.arrayBuffer();
        statuses.push(String(res.headers.get('x-cache-status')));
      }
      expect(statuses, path).toEqual(['MISS', 'HIT', 'HIT', 'HIT', 'HIT']);
      expect(reachedCount(path), path).toBe(1);
    }
  });

  it('never stores a signed-in answer: each goes to the server, and a visitor after it is a miss', async () => {
    const student = bearer(await signUpVerified(t, 'nginx.student@example.com'));
    const marked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rankings/favorite',
      headers: student,
      payload: { university_id: MIT, type: 'bachelors' },
    });
    expect(marked.statusCode).toBe(200);
    const path = `/api/v1/rankings?year=&page=1&search=${encodeURIComponent('Massachusetts Institute')}`;
    for (let i = 0; i < 3; i += 1) {
      const res = await viaNginx(path, student);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-cache-status')).toBe('BYPASS');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const mit = mitRow(await res.json());
      expect(mit?.is_favorite).toBe(true);
    }
    expect(reachedCount(path)).toBe(3);
    const visitor = await viaNginx(path);
    expect(visitor.headers.get('x-cache-status')).toBe('MISS');
    const row = mitRow(await visitor.json());
    expect(row?.name).toBe(MIT_NAME);
    // The visitor's rows carry no favorites at all.
    expect(row?.is_favorite).toBeUndefined();
  });

  it('shows an import within CACHE_FIGURES_SECONDS + 2 s', async () => {
    const path = `/api/v1/universities/${MIT}`;
    const nameOf = async () => ((await (await viaNginx(path)).json()) as { name: string }).name;
    expect(await nameOf()).toBe(MIT_NAME);
    const renamedData = subsetFolder({
      files: YEARLY,
      copy: COPIED,
      rows: 150,
      keep: [MIT],
      edit: (_file, text) => text.replaceAll(MIT_NAME, RENAMED),
    });
    try {
      await importScorecardData(t.database.db, {
        folders: { ...sharedFolders(renamedData), censusFile: SHARED_TABLES.CENSUS_FILE },
        log: memoryLog(),
      });
    } finally {
      rmSync(renamedData, { recursive: true, force: true });
    }
    const imported = Date.now();
    // Still the kept copy right after the import: nginx answers it without asking.
    expect(await nameOf()).toBe(MIT_NAME);
    await sleep((FIGURES_SECONDS + GENERATION_SECONDS) * 1000 + 200 - (Date.now() - imported));
    // The first request after that starts nginx's refresh (it may still get the old copy);
    // the ones after it get the new figures.
    await nameOf();
    await sleep(300);
    expect(await nameOf()).toBe(RENAMED);
  });
});
