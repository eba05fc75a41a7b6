import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/helpers';

/** A synthetic web build: only what the server needs to find (index.html with the placeholder). */
function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dw-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<html><head><!--dw-public-config--></head><body></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  // What the web build writes beside each asset: not the same bytes as a real
  // compression of the file, so a test sees which file was sent.
  writeFileSync(join(dir, 'assets', 'app-abc123.js.br'), 'brotli bytes');
  writeFileSync(join(dir, 'assets', 'app-abc123.js.gz'), 'gzip bytes');
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *');
  return dir;
}

describe('the one-port app', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp(
      { SALES_EMAIL: 'sales@degreeworth.test', CHAT_URL: 'https://chat.example/dw' },
      { webDistDir: fakeWebDist() },
    );
  });
  afterAll(() => t.close());

  it('uses the database the environment asks for', () => {
    expect(t.database.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('answers GET /api/v1/health with 200 {"status":"ok"} when ready', async () => {
    const res = await t.app.inject('/api/v1/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown /api/v1 path with a 404 in the one error shape', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/no-such-thing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'NOT_FOUND',
      message: 'No route matches DELETE /api/v1/no-such-thing.',
      requestId: res.headers['x-request-id'],
    });
  });

  it('serves the SPA with the public config embedded for / and any other page path', async () => {
    for (const url of ['/', '/some/deep/link']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      const match = /<script type="application\/json" id="dw-public-config">(.*?)<\/script>/.exec(
        res.body,
      );
      expect(JSON.parse(match![1]!)).toMatchObject({
        salesEmail: 'sales@degreeworth.test',
        chatUrl: 'https://chat.example/dw',
        googleClientId: null,
      });
    }
  });

  it('serves built files, hashed assets with a long cache', async () => {
    const asset = await t.app.inject('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject('/robots.txt')).body).toBe('User-agent: *');
  });

  it('sends the brotli or gzip file made at build time when the client accepts it', async () => {
    const url = '/assets/app-abc123.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('brotli bytes');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['vary']).toContain('accept-encoding');
    const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toBe('gzip bytes');
    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('sends security headers and a request id on every answer', async () => {
    const res = await t.app.inject('/api/v1/health');
    // An API answer is never a page: nothing may load from it.
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const page = await t.app.inject('/');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  // The upload forms' own tests (users/profile.test.ts, resources, …) show they still read it.
  it('refuses a multipart body with 415 where a route takes JSON', async () => {
    const multipart = {
      'content-type': 'multipart/form-data; boundary=XYZ',
    };
    const payload =
      '--XYZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda\r\n--XYZ--\r\n';
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact-us',
      headers: multipart,
      payload,
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Unsupported content type: send the body as application/json.',
    });
  });

  it('answers a POST to a page path with a JSON 404, not the SPA', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/about' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

describe('error handler', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp({}, { webDistDir: fakeWebDist() });
  });
  afterAll(() => t.close());

  it('hides the details of an unexpected failure behind a generic 500', async () => {
    const app = await import('fastify').then((m) => m.default({ logger: false }));
    const { registerErrorHandler } = await import('./plugins/error-handler');
    registerErrorHandler(app);
    app.get('/boom', async () => {
      throw new Error('relation "secret_table" does not exist at /srv/app/db.ts:12');
    });
    const res = await app.inject('/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({
      statusCode: 500,
      error: 'Internal Server Error',
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side. Please try again in a moment.',
    });
    expect(res.body).not.toContain('secret_table');
    expect(res.body).not.toContain('db.ts');
    await app.close();
  });
});

describe('readiness', () => {
  it('answers health 503 and other API calls 503 NOT_READY until startup work is done', async () => {
    const t = await buildTestApp({}, { ready: false, webDistDir: fakeWebDist() });
    try {
      t.app.readiness.step = 'migrating the database';
      const health = await t.app.inject('/api/v1/health');
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'starting', code: 'NOT_READY' });
      const contact = await t.app.inject({
        method: 'POST',
        url: '/api/v1/contact-us',
        payload: {},
      });
      expect(contact.statusCode).toBe(503);
      expect(contact.json().message).toBe(
        'DegreeWorth is starting (migrating the database). Please try again in a few seconds.',
      );
      // Refused in the same first hook that names the request and sets the security headers.
      expect(contact.headers['x-request-id']).toBe(contact.json().requestId);
      expect(contact.headers['content-security-policy']).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(contact.headers['retry-after']).toBe('5');
      // Pages are still served while the API gets ready.
      expect((await t.app.inject('/')).statusCode).toBe(200);
      t.app.readiness.ready = true;
      expect((await t.app.inject('/api/v1/health')).json()).toEqual({ status: 'ok' });
    } finally {
      await t.close();
    }
  });
});
