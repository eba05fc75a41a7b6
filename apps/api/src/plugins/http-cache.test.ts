import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullAdminToken } from '../../test/admins';
import { bearer, signUpVerified } from '../../test/accounts';
import type { TestContext } from '../../test/helpers';
import { buildImportedTestApp, startNewGeneration } from '../../test/scorecard';
import { canonicalJson, matchingFiguresTag } from './http-cache';

/**
 * Public GETs carry a strong ETag, a Cache-Control chosen per kind of answer and Vary, and
 * answer 304 to a matching If-None-Match; answers that depend on who asks are never stored.
 */
const MIT = 166683;
const GENERATION_WAIT_MS = 2_200; // the generation is re-read every 2 s at most
const FIGURES_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';
const CONTENT_CONTROL = 'public, max-age=0, s-maxage=30';
const NO_STORE = 'private, no-store';

const FIGURES_URLS = [
  '/api/v1/rankings?year=&page=1',
  `/api/v1/universities/${MIT}`,
  '/api/v1/calculator/reference',
  '/api/v1/universities/search?q=mass',
  `/api/v1/universities/${MIT}/calculator`,
];
const CONTENT_URLS = ['/api/v1/testimonials', '/api/v1/resources', '/api/v1/content/home'];

let t: TestContext;
let student: { authorization: string };
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

beforeAll(async () => {
  t = await buildImportedTestApp();
  student = bearer(await signUpVerified(t, 'etag.student@example.com'));
}, 300_000);
afterAll(() => t?.close());

describe('figures answers (rankings for visitors, college pages, calculator, search)', () => {
  it('carry a strong ETag, the figures Cache-Control and Vary, and answer 304 when it matches', async () => {
    for (const url of FIGURES_URLS) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^"f\.[A-Za-z0-9_-]{27}"$/);
      expect(first.headers['cache-control'], url).toBe(FIGURES_CONTROL);
      const vary = url.includes('/rankings') ? 'accept-encoding, authorization' : 'accept-encoding';
      expect(first.headers.vary, url).toBe(vary);

      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect(again.headers.etag, url).toBe(etag);
      expect(again.headers['cache-control'], url).toBe(FIGURES_CONTROL);
      expect(again.headers.vary, url).toBe(vary);
      // If-None-Match compares weakly, takes a list, and * matches any answer.
      expect((await get(url, { 'if-none-match': `W/${etag}` })).statusCode, url).toBe(304);
      expect((await get(url, { 'if-none-match': `"x", ${etag}` })).statusCode, url).toBe(304);
      expect((await get(url, { 'if-none-match': '*' })).statusCode, url).toBe(304);
      expect((await get(url, { 'if-none-match': '"f.other"' })).statusCode, url).toBe(200);
    }
  });

  it('names each encoding in its tag, and a client holding any encoding of the same figures gets 304', async () => {
    const url = '/api/v1/rankings?year=&page=1';
    const plain = String((await get(url)).headers.etag);
    const br = await get(url, { 'accept-encoding': 'br' });
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(plain.replace(/"$/, '.br"'));
    expect(gzip.headers.etag).toBe(plain.replace(/"$/, '.gzip"'));
    const revalidated = await get(url, {
      'accept-encoding': 'br',
      'if-none-match': String(gzip.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('gives the same tag to URLs that ask the same thing, and different tags to different questions', async () => {
    const tag = async (url: string) => String((await get(url)).headers.etag);
    const base = await tag('/api/v1/rankings?year=&page=1');
    expect(await tag('/api/v1/rankings?page=1&year=')).toBe(base);
    expect(await tag('/api/v1/rankings?year=&page=1&utm_source=mail')).toBe(base);
    expect(await tag('/api/v1/rankings?year=&page=2')).not.toBe(base);
    expect(await tag(`/api/v1/universities/${MIT}`)).not.toBe(
      await tag(`/api/v1/universities/${MIT}/calculator`),
    );
  });

  it('answers a signed-in reader of the rankings with private, no-store and no ETag', async () => {
    const res = await get('/api/v1/rankings?year=&page=1', student);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(NO_STORE);
    expect(res.headers.etag).toBeUndefined();
    // A visitor's tag never makes a signed-in answer a 304.
    const visitorTag = String((await get('/api/v1/rankings?year=&page=1')).headers.etag);
    const signedIn = await get('/api/v1/rankings?year=&page=1', {
      ...student,
      'if-none-match': visitorTag,
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it('changes every tag when an import makes a new data generation', async () => {
    const before = await Promise.all(
      FIGURES_URLS.map(async (u) => String((await get(u)).headers.etag)),
    );
    await startNewGeneration(t.database);
    await new Promise((r) => setTimeout(r, GENERATION_WAIT_MS));
    for (const [i, url] of FIGURES_URLS.entries()) {
      const res = await get(url, { 'if-none-match': before[i]! });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.etag, url).not.toBe(before[i]);
    }
  });
});

describe('content answers (testimonials, resources, page texts)', () => {
  it('carry a digest ETag and the content Cache-Control, and answer 304 when it matches', async () => {
    for (const url of CONTENT_URLS) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^"c\.[A-Za-z0-9_-]{27}"$/);
      expect(first.headers['cache-control'], url).toBe(CONTENT_CONTROL);
      expect(first.headers.vary, url).toBe('accept-encoding');
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect(again.headers.etag, url).toBe(etag);
    }
  });

  it("changes the tag when the admin edits the page's texts", async () => {
    const before = await get('/api/v1/content/home');
    const admin = bearer(await fullAdminToken(t));
    const edit = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/content/home',
      headers: admin,
      payload: { hero: { title: 'Worth it?' } },
    });
    expect(edit.statusCode).toBe(200);
    const after = await get('/api/v1/content/home', {
      'if-none-match': String(before.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().content.hero.title).toBe('Worth it?');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});

describe('answers nobody may keep', () => {
  it('are private, no-store: user answers, admin answers, errors and health', async () => {
    const admin = bearer(await fullAdminToken(t));
    const cases: [string, Record<string, string>, number][] = [
      ['/api/v1/scenario', student, 200],
      ['/api/v1/rankings/favorites', student, 200],
      ['/api/v1/admin/content/home', admin, 200],
      ['/api/v1/universities/999999999', {}, 404],
      ['/api/v1/rankings?page=0', {}, 400],
      ['/api/v1/health', {}, 200],
    ];
    for (const [url, headers, status] of cases) {
      const res = await get(url, headers);
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['cache-control'], url).toBe(NO_STORE);
      expect(res.headers.etag, url).toBeUndefined();
    }
  });
});

describe('tag helpers', () => {
  it('sorts object keys at every depth and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,1]},"b":1}',
    );
  });

  it('matches a figures tag in any encoding, weakly, and nothing else', () => {
    expect(matchingFiguresTag('"f.abc.br"', 'f.abc')).toBe('"f.abc.br"');
    expect(matchingFiguresTag('W/"f.abc"', 'f.abc')).toBe('"f.abc"');
    expect(matchingFiguresTag('"f.abcd", "f.ab"', 'f.abc')).toBeNull();
    expect(matchingFiguresTag('"f.abc.deflate"', 'f.abc')).toBeNull();
    expect(matchingFiguresTag(undefined, 'f.abc')).toBeNull();
  });
});
