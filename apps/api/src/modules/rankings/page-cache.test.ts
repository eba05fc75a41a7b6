import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANKINGS_TEXTS, type RankingsResponse } from '@degreeworth/core';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { bearer, signUpVerified } from '../../../test/accounts';
import type { TestContext } from '../../../test/helpers';
import { buildImportedTestApp, startNewGeneration } from '../../../test/scorecard';

/**
 * Ranking pages are computed and serialized once per data generation and query, is_favorite
 * is merged per user into the kept text, a new generation switches every page at once, and
 * the answers are compressed when the client accepts it. The proof that a page is not
 * recomputed: a college renamed in the table behind the cache's back stays under its old name
 * until the generation changes.
 */
const REDIS_URL = 'redis://127.0.0.1:6379';
const GENERATION_WAIT_MS = 2_200; // the generation is re-read every 2 s at most

describe('cached ranking pages', () => {
  let t: TestContext;
  let alice: { authorization: string };
  let bob: { authorization: string };
  let top: { university_id: number; name: string };
  const db = () => t.database.db;

  const setGeneration = () => startNewGeneration(t.database);
  const rename = (id: number, name: string) =>
    db().execute(sql`update ranking_rows set name = ${name} where university_id = ${id}`);

  const page = async (app: FastifyInstance, headers: Record<string, string> = {}, query = '') => {
    const res = await app.inject({ url: `/api/v1/rankings?year=&page=1${query}`, headers });
    expect(res.statusCode).toBe(200);
    return res;
  };
  const rows = async (app: FastifyInstance, headers: Record<string, string> = {}) =>
    ((await page(app, headers)).json() as RankingsResponse).data;
  /** Marks (POST) or unmarks (DELETE) the top college as one of `who`'s favorites. */
  const favorite = (method: 'POST' | 'DELETE', who: Record<string, string>) =>
    t.app.inject({
      method,
      url: `/api/v1/rankings/${method === 'POST' ? 'favorite' : 'unfavorite'}`,
      headers: who,
      payload: { university_id: top.university_id, type: 'bachelors' },
    });

  beforeAll(async () => {
    t = await buildImportedTestApp();
    // A generation of this run only: Redis (below) never holds another run's pages for it.
    await setGeneration();
    await new Promise((r) => setTimeout(r, GENERATION_WAIT_MS));
    alice = bearer(await signUpVerified(t, 'alice.cache@example.com'));
    bob = bearer(await signUpVerified(t, 'bob.cache@example.com'));
    const first = (await rows(t.app))[0]!;
    top = { university_id: first.university_id, name: first.name };
  }, 300_000);
  afterAll(() => t?.close());

  it('answers the same text again without reading the ranking rows, until the generation changes', async () => {
    const before = (await page(t.app)).body;
    const college = async () =>
      (await t.app.inject({ url: `/api/v1/universities/${top.university_id}` })).json().name;
    expect(await college()).toBe(top.name);
    await rename(top.university_id, 'Renamed Behind The Cache');
    try {
      expect((await page(t.app)).body).toBe(before);
      // The college page is kept the same way.
      expect(await college()).toBe(top.name);
      // Signed-in readers get the same kept page (with their is_favorite flags).
      expect((await rows(t.app, alice))[0]!.name).toBe(top.name);
      await setGeneration();
      await new Promise((r) => setTimeout(r, GENERATION_WAIT_MS));
      expect((await rows(t.app))[0]!.name).toBe('Renamed Behind The Cache');
      expect((await rows(t.app, alice))[0]!.name).toBe('Renamed Behind The Cache');
      expect(await college()).toBe('Renamed Behind The Cache');
    } finally {
      await rename(top.university_id, top.name);
      await setGeneration();
      await new Promise((r) => setTimeout(r, GENERATION_WAIT_MS));
    }
  });

  it("merges each user's favorites into the kept page: visitors get no field, others their own flags", async () => {
    const visitor = await rows(t.app);
    expect(visitor.every((r) => !('is_favorite' in r))).toBe(true);
    expect((await rows(t.app, alice)).map((r) => r.is_favorite)).toEqual(visitor.map(() => false));

    expect((await favorite('POST', alice)).statusCode).toBe(200);
    // At once, although alice's session and favorites were just read and kept.
    const mine = await rows(t.app, alice);
    expect(mine.filter((r) => r.is_favorite).map((r) => r.university_id)).toEqual([
      top.university_id,
    ]);
    expect((await rows(t.app, bob)).some((r) => r.is_favorite)).toBe(false);
    // The rest of the row is the kept text.
    const { is_favorite: _flag, ...rest } = mine[0]!;
    expect(rest).toEqual(visitor[0]);

    expect((await favorite('DELETE', alice)).statusCode).toBe(200);
    expect((await rows(t.app, alice)).some((r) => r.is_favorite)).toBe(false);
  });

  it('refuses a logged-out token at once, although its session read was kept', async () => {
    const carol = bearer(await signUpVerified(t, 'carol.cache@example.com'));
    // Page 2: a signed-in user's, refused to a visitor (a visitor may filter page 1 by state).
    const secondPage = () =>
      t.app.inject({ url: '/api/v1/rankings?state=CA&page=2', headers: carol });
    expect((await secondPage()).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: carol });
    expect(out.statusCode).toBe(200);
    const after = await secondPage();
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(RANKINGS_TEXTS.signUpForMore);
  });

  it('compresses the page with brotli or gzip when accepted, and the text is the same', async () => {
    const plain = await page(t.app);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toContain('accept-encoding');
    const br = await page(t.app, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gzip = await page(t.app, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    // A page made for one user (a favorite among its rows) is compressed too.
    expect((await favorite('POST', alice)).statusCode).toBe(200);
    const own = await page(t.app, { ...alice, 'accept-encoding': 'br' });
    const text = brotliDecompressSync(own.rawPayload).toString();
    expect((JSON.parse(text) as RankingsResponse).data[0]!.is_favorite).toBe(true);
  });

  it('compresses other JSON over 1 kB, and leaves small answers alone', async () => {
    const url = '/api/v1/universities/search?q=university';
    const plain = await t.app.inject({ url });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    const health = await t.app.inject({
      url: '/api/v1/health',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });
  });

  it('with REDIS_URL, a page computed by one process is served by another from Redis', async () => {
    const redis = new Redis(REDIS_URL);
    const config = {
      ...t.config,
      ...loadConfig({
        ...process.env,
        REDIS_URL,
        DATA_DIR: t.dataDir,
        LOG_LEVEL: 'silent',
        JWT_SECRET: 'test-secret-of-at-least-32-bytes-long',
      }),
    };
    const one = await buildApp(config, { database: t.database, ready: true });
    const two = await buildApp(config, { database: t.database, ready: true });
    try {
      await setGeneration();
      await new Promise((r) => setTimeout(r, GENERATION_WAIT_MS));
      const computed = (await page(one, bob, '&type=associate')).body;
      await rename(
        (JSON.parse(computed) as RankingsResponse).data[0]!.university_id,
        'Only In The Table',
      );
      // `two` has never computed this page: it reads the text `one` put in Redis.
      expect((await page(two, bob, '&type=associate')).body).toBe(computed);
      expect(await redis.keys('dw:rankings:page:*')).not.toHaveLength(0);
    } finally {
      await one.close();
      await two.close();
      await redis.quit();
    }
  });
});
