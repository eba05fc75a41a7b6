import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RANKINGS_TEXTS } from '@degreeworth/core';
import { bearer, signUpVerified } from '../../test/accounts';
import type { TestContext } from '../../test/helpers';
import { buildImportedTestApp } from '../../test/scorecard';
import { EncodedJson } from '../lib/encoded-json';
import { createFrontDoor, type FrontDoor } from './front-door';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One HTTP/1.1 request to `base` (no fetch: it would add headers and decompress). */
function send(
  base: string,
  path: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}${path}`,
      { method: opts.method ?? 'GET', headers: opts.headers ?? {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

/** The headers an answer carries, but those that differ between any two answers. */
function lasting(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const { 'x-request-id': id, date, ...rest } = headers;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  expect(date).toBeDefined();
  return rest;
}

describe('front door, on its own', () => {
  const fastifyAnswered: string[] = [];
  const recorded: [number, string][] = [];
  const faults: unknown[] = [];
  let door: FrontDoor;
  let server: Server;
  let base: string;
  const page = new EncodedJson(JSON.stringify({ data: 'x'.repeat(2_000) }));
  const small = new EncodedJson('{"status":"ok"}');

  beforeAll(async () => {
    door = createFrontDoor();
    server = door.serverFactory(
      (req, res) => {
        fastifyAnswered.push(`${req.method} ${req.url}`);
        res.writeHead(418).end();
      },
      { keepAliveTimeout: 5_000, requestTimeout: 0, connectionTimeout: 0, maxRequestsPerSocket: 0 },
    ) as Server;
    door.answer('/small', () => small);
    door.answer('/page', (url) => (url === '/page?n=1' ? page : undefined));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));
  afterEach(() => {
    fastifyAnswered.length = 0;
    recorded.length = 0;
  });

  it('leaves every request to Fastify until it is opened', async () => {
    expect((await send(base, '/small')).status).toBe(418);
    expect(fastifyAnswered).toEqual(['GET /small']);
    expect(door.answered).toBe(0);
  });

  it("answers a visitor's GET with the bytes, the security and content headers, and counts it", async () => {
    door.open({
      headers: { 'x-content-type-options': 'nosniff' },
      record: (status, ms, route) => {
        expect(ms).toBeGreaterThanOrEqual(0);
        recorded.push([status, route]);
      },
      fault: (err) => faults.push(err),
    });
    const res = await send(base, '/small');
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe('{"status":"ok"}');
    expect(lasting(res.headers)).toEqual({
      'x-content-type-options': 'nosniff',
      'content-type': 'application/json; charset=utf-8',
      vary: 'accept-encoding',
      'content-length': '15',
      connection: 'keep-alive',
      'keep-alive': 'timeout=5',
    });
    expect(fastifyAnswered).toEqual([]);
    expect(recorded).toEqual([[200, 'GET /small']]);
    expect(door.answered).toBe(1);
  });

  it('answers by the whole URL: a query the answer does not know goes to Fastify', async () => {
    expect((await send(base, '/page?n=1')).body.toString()).toBe(page.json);
    expect((await send(base, '/page?n=2')).status).toBe(418);
    expect((await send(base, '/page/?n=1')).status).toBe(418);
    expect((await send(base, '/other')).status).toBe(418);
    expect(fastifyAnswered).toEqual(['GET /page?n=2', 'GET /page/?n=1', 'GET /other']);
  });

  it('leaves tokens, other methods and requests with a body to Fastify', async () => {
    await send(base, '/small', { headers: { authorization: 'Bearer x' } });
    await send(base, '/small', { method: 'HEAD' });
    await send(base, '/small', { method: 'POST', body: '{}' });
    await send(base, '/small', { headers: { 'content-length': '2' }, body: '{}' });
    expect(fastifyAnswered).toEqual(['GET /small', 'HEAD /small', 'POST /small', 'GET /small']);
  });

  it('sends compressed bytes once they are made: until then Fastify compresses', async () => {
    const br = { 'accept-encoding': 'gzip, deflate, br' };
    expect((await send(base, '/page?n=1', { headers: br })).status).toBe(418);
    await page.encoded('br');
    const res = await send(base, '/page?n=1', { headers: br });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString()).toBe(page.json);
    // Below the compression threshold, an answer goes out as it is whatever the client accepts.
    expect(
      (await send(base, '/small', { headers: br })).headers['content-encoding'],
    ).toBeUndefined();
  });

  it('leaves a request to Fastify when its answer fails, and goes on answering', async () => {
    door.answer('/broken', () => {
      throw new Error('a fault of the door');
    });
    expect((await send(base, '/broken')).status).toBe(418);
    expect(fastifyAnswered).toEqual(['GET /broken']);
    expect(faults.map((err) => (err as Error).message)).toEqual(['a fault of the door']);
    expect((await send(base, '/small')).status).toBe(200);
  });

  it('leaves everything to Fastify once closed (the app is closing: Fastify answers 503)', async () => {
    door.close();
    expect((await send(base, '/small')).status).toBe(418);
    expect(fastifyAnswered).toEqual(['GET /small']);
  });
});

describe('front door, in the app', () => {
  let t: TestContext;
  let base: string;
  let token: string;

  beforeAll(async () => {
    t = await buildImportedTestApp();
    token = await signUpVerified(t, 'door@example.com');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 300_000);
  afterAll(() => t?.close());

  it('answers health as the route does, with the same headers', async () => {
    const before = t.app.frontDoor.answered;
    // A token sends the request to the route (health reads none).
    const route = await send(base, '/api/v1/health', { headers: bearer(token) });
    expect(t.app.frontDoor.answered).toBe(before);
    const door = await send(base, '/api/v1/health');
    expect(t.app.frontDoor.answered).toBe(before + 1);
    expect(door.status).toBe(200);
    expect(door.body.toString()).toBe('{"status":"ok"}');
    expect(door.body.equals(route.body)).toBe(true);
    expect(lasting(door.headers)).toEqual(lasting(route.headers));
    expect(door.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(door.headers['keep-alive']).toBe('timeout=72');
  });

  it("answers a visitor's ranking URL the second time, with the first answer's bytes and headers", async () => {
    const url = '/api/v1/rankings?year=&page=1';
    const before = t.app.frontDoor.answered;
    const first = await send(base, url);
    expect(t.app.frontDoor.answered).toBe(before);
    const second = await send(base, url);
    expect(t.app.frontDoor.answered).toBe(before + 1);
    expect(second.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    expect(lasting(second.headers)).toEqual(lasting(first.headers));
    expect(JSON.parse(second.body.toString()).data[0]).toMatchObject({ rank: 1 });

    const br = { 'accept-encoding': 'br' };
    const firstBr = await send(base, url, { headers: br });
    const secondBr = await send(base, url, { headers: br });
    expect(t.app.frontDoor.answered).toBe(before + 2);
    expect(secondBr.headers['content-encoding']).toBe('br');
    expect(secondBr.body.equals(firstBr.body)).toBe(true);
    expect(brotliDecompressSync(secondBr.body).equals(first.body)).toBe(true);
  });

  it('leaves a signed-in reader and a refused visitor query to the route', async () => {
    const before = t.app.frontDoor.answered;
    const url = '/api/v1/rankings?year=&page=1';
    for (let i = 0; i < 2; i++) {
      const reader = await send(base, url, { headers: bearer(token) });
      expect(reader.status).toBe(200);
      expect(JSON.parse(reader.body.toString()).data[0]).toHaveProperty('is_favorite', false);
      // Page 2 is for signed-in readers: refused to a visitor every time, never kept.
      const visitorPage2 = await send(base, '/api/v1/rankings?year=&page=2');
      expect(visitorPage2.status).toBe(401);
      expect(JSON.parse(visitorPage2.body.toString()).message).toBe(RANKINGS_TEXTS.signUpForMore);
    }
    expect(t.app.frontDoor.answered).toBe(before);
  });

  it('while an import runs: health goes to the route (503 "importing"), kept pages are still answered', async () => {
    const url = '/api/v1/rankings?year=&page=1';
    await send(base, url);
    const before = t.app.frontDoor.answered;
    Object.assign(t.app.readiness, { ready: false, serving: true });
    try {
      const health = await send(base, '/api/v1/health');
      expect(health.status).toBe(503);
      expect(JSON.parse(health.body.toString())).toMatchObject({
        status: 'importing',
        alive: true,
      });
      expect((await send(base, url)).status).toBe(200);
      expect(t.app.frontDoor.answered).toBe(before + 1);
      // Before the database is migrated nothing but health answers, the door included.
      Object.assign(t.app.readiness, { serving: false });
      expect((await send(base, url)).status).toBe(503);
      expect(t.app.frontDoor.answered).toBe(before + 1);
    } finally {
      Object.assign(t.app.readiness, { ready: true, serving: true });
    }
  });
});

describe('front door, with LOG_REQUESTS=1', () => {
  it('stays shut: every request goes through Fastify, which logs it', async () => {
    const t = await buildImportedTestApp({ LOG_REQUESTS: '1' });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      expect((await send(base, '/api/v1/health')).status).toBe(200);
      expect((await send(base, '/api/v1/health')).status).toBe(200);
      expect(t.app.frontDoor.answered).toBe(0);
    } finally {
      await t.close();
    }
  });
});
