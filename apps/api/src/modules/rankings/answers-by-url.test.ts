import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { RANKINGS_TEXTS } from '@degreeworth/core';
import type { Db } from '../../db/client';
import { EncodedJson } from '../../lib/encoded-json';
import type { UserRow } from '../../lib/sessions';
import type { SessionReader } from '../../plugins/auth';
import { registerErrorHandler } from '../../plugins/error-handler';
import type { Catalog, RankingsCatalog } from './catalog';
import type { FavoritesService } from './favorites-service';
import { rankingsRoutes } from './routes';
import { createSerializedPages } from './serialized-pages';
import { createRankingsService } from './service';
import { createAnswersByUrl, MAX_KEPT_URLS } from './answers-by-url';

describe('answers by URL', () => {
  it('answers a kept URL only while its generation is the known one', () => {
    let known: string | null | undefined = 'g1';
    const answers = createAnswersByUrl<EncodedJson>(() => known);
    const body = new EncodedJson('{"data":[]}');
    expect(answers.get('/a')).toBeUndefined();
    answers.keep('/a', 'g1', body);
    expect(answers.get('/a')).toBe(body);
    expect(answers.get('/a?')).toBeUndefined();
    known = undefined; // not read for 2 s: the whole way, which reads it
    expect(answers.get('/a')).toBeUndefined();
    known = 'g2'; // a new import
    expect(answers.get('/a')).toBeUndefined();
    answers.keep('/n', null, body); // no import yet is a generation too
    known = null;
    expect(answers.get('/n')).toBe(body);
  });

  it(`keeps at most ${MAX_KEPT_URLS} URLs, the least recently asked going first`, () => {
    const answers = createAnswersByUrl<EncodedJson>(() => 'g');
    const body = new EncodedJson('{}');
    for (let i = 0; i <= MAX_KEPT_URLS; i++) answers.keep(`/r?x=${i}`, 'g', body);
    expect(answers.get('/r?x=0')).toBeUndefined();
    expect(answers.get(`/r?x=${MAX_KEPT_URLS}`)).toBe(body);
  });

  it('keeps at most the maximum weight when entries weigh (a page its rows)', () => {
    const answers = createAnswersByUrl<EncodedJson>(() => 'g', 100);
    const body = new EncodedJson('{}');
    answers.keep('/a', 'g', body, 60);
    answers.keep('/b', 'g', body, 30);
    expect(answers.get('/a')).toBe(body);
    answers.keep('/c', 'g', body, 20); // 110: the least recently asked (/b) goes
    expect([answers.get('/a'), answers.get('/b'), answers.get('/c')]).toEqual([
      body,
      undefined,
      body,
    ]);
  });
});

/**
 * GET /rankings with the service on a catalog that counts its reads: a repeated URL is answered
 * before the query is read (no catalog read at all), by audience: visitors from what visitors
 * were answered, signed-in readers from what readers were. Anything else goes the whole way:
 * another URL, the other audience, a refused query, a new or unknown generation.
 */
describe('GET /rankings answers from the kept URL', () => {
  let app: FastifyInstance;
  let known: string | null | undefined;
  let reads: number;
  afterEach(() => app?.close());

  async function start() {
    known = 'g1';
    reads = 0;
    const catalogOf = (generation: string | null): Catalog => ({
      generation,
      years: [2022, 2023],
      vintage: () => null,
      dollarYear: () => 2024,
    });
    const catalog = {
      current: async () => {
        reads++;
        return catalogOf(known ?? 'g1');
      },
      knownGeneration: () => known,
      page: async () => ({ rows: [], total: 0, ranked: 0 }),
    } as unknown as RankingsCatalog;
    const rankings = createRankingsService({
      db: {} as Db,
      catalog,
      pages: createSerializedPages({ redis: null }),
    });
    const user = { id: 'user-1' } as UserRow;
    const read = async () => ({ user, favorites: new Set<string>() });
    const favorites = {
      sessionWithFavorites: read,
      cachedSessionWithFavorites: read,
      close: async () => undefined,
    } as unknown as FavoritesService;
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    // Any bearer token is user-1 here (plugins/auth.ts is tested on its own).
    const signedIn = (reader: SessionReader) => async (request: FastifyRequest) => {
      if (!request.headers.authorization) return;
      const claims = { sid: 's', sub: user.id, kind: 'user' as const };
      request.auth = { user: (await reader(claims, request))!, sessionId: 's' };
    };
    app.decorate('authenticate', async () => undefined);
    app.decorate('userSessionHooks', (reader: SessionReader) => ({
      authenticate: signedIn(reader),
      optionalUser: signedIn(reader),
    }));
    await app.register(rankingsRoutes, { rankings, favorites });
  }
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ url: `/rankings${url}`, headers });
  /** A visitor's `url` is refused (signed-in readers only), asked twice: never kept. */
  async function refusedTwice(url: string) {
    for (let i = 0; i < 2; i++) {
      const refused = await get(url);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe(RANKINGS_TEXTS.signUpForMore);
    }
  }

  it('sends the same bytes again without reading the catalog or the query', async () => {
    await start();
    const first = await get('?year=&page=1');
    expect(first.statusCode).toBe(200);
    expect(reads).toBe(1);
    const again = await get('?year=&page=1');
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.headers['vary']).toBe('accept-encoding');
    expect(reads).toBe(1);
    // The same answer asked another way is another URL: the whole way once, then kept.
    expect((await get('?page=1')).body).toBe(first.body);
    expect((await get('?page=1')).body).toBe(first.body);
    expect(reads).toBe(2);
  });

  it('keeps a page asked by a signed-in reader for every reader, never for a visitor', async () => {
    await start();
    const reader = { authorization: 'Bearer token' };
    const first = await get('?state=CA&page=2', reader);
    expect(first.statusCode).toBe(200);
    expect(reads).toBe(1);
    const again = await get('?state=CA&page=2', { authorization: 'Bearer another' });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(reads).toBe(1);
    // The same URL is refused to a visitor (signed-in readers only), every time.
    await refusedTwice('?state=CA&page=2');
    expect(reads).toBe(3);
    known = 'g2'; // a new import
    expect((await get('?state=CA&page=2', reader)).statusCode).toBe(200);
    expect(reads).toBe(4);
  });

  it('takes the whole way for the other audience, a refused query, or another generation', async () => {
    await start();
    await get('?year=&page=1');
    expect(reads).toBe(1);
    const mine = await get('?year=&page=1', { authorization: 'Bearer token' });
    expect(mine.statusCode).toBe(200);
    expect(reads).toBe(2);
    // Kept for readers now, but a visitor still gets the visitors' entry.
    expect((await get('?year=&page=1')).body).toBe(mine.body.replace(/,"is_favorite":false/g, ''));
    expect(reads).toBe(2);
    await refusedTwice('?page=2');
    expect(reads).toBe(4);
    for (let i = 0; i < 2; i++) expect((await get('?page=abc')).statusCode).toBe(400);
    expect(reads).toBe(4); // refused by the query check, before any read
    known = undefined; // the generation not read for 2 s
    expect((await get('?year=&page=1')).statusCode).toBe(200);
    expect(reads).toBe(5);
    known = 'g2'; // a new import: the kept answer of g1 no longer counts
    expect((await get('?year=&page=1')).statusCode).toBe(200);
    expect(reads).toBe(6);
    expect((await get('?year=&page=1')).statusCode).toBe(200);
    expect(reads).toBe(6); // kept again, for g2
  });
});
