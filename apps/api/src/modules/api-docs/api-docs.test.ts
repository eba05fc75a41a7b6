import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifySchema, InjectOptions, RouteOptions } from 'fastify';
import type { z } from 'zod';
import {
  ApiErrorSchema,
  type CollegeCalculatorResponse,
  defaultCostOfAttendance,
  PAGE_CONTENT_INPUT_SCHEMAS,
} from '@degreeworth/core';
import { bearer, signUpVerified } from '../../../test/accounts';
import { subadminToken } from '../../../test/admins';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { buildImportedTestApp } from '../../../test/scorecard';
import { docsPageHeaders } from '../../plugins/security';
import { ERROR_EXAMPLES, ERROR_RESPONSES, ERROR_SCHEMAS } from './error-examples';
import { SCENARIO_EXAMPLE } from './example-values';
import { registeredRoutes } from './route-table';
import { TAGS } from './tags';
import { DOCS_PAGE_PATH, operationKey } from './transform';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Fastify's /a/:id as OpenAPI's /a/{id}. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The API's routes as registered, but HEAD (Fastify's twin of each GET) and the page's assets. */
const apiRoutes = (t: TestContext) =>
  registeredRoutes(t.app).filter((r) => r.method !== 'HEAD' && !r.url.startsWith(DOCS_PAGE_PATH));
const keyOf = (r: RouteOptions) => operationKey(String(r.method), r.url);
/** A route's schema: its zod schemas and its documentation (route-docs.ts). */
const schemaOf = (r: RouteOptions): FastifySchema => r.schema ?? {};

/** Routes that take no body at all (a new route without a body schema must be placed). */
const BODYLESS_WRITES = [
  'DELETE /admin/adminResources/:id',
  'DELETE /admin/adminTestimonial/:id',
  'DELETE /admin/content/:page/image',
  'DELETE /admin/freeSubscriptionsUser/:id',
  'DELETE /admin/subadmins/:id',
  'DELETE /admin/subscriptions/:id',
  'DELETE /institute/comments/:id',
  'DELETE /institute/instituteUsers/:id',
  'DELETE /institute/invitations/:id',
  'DELETE /institute/sub-users/:id',
  'DELETE /scenario/:id',
  'DELETE /scenario/:id/share',
  'POST /admin/logout',
  'POST /admin/subscriptions/:id/resend-invite',
  'POST /admin/users/:id/disable',
  'POST /admin/users/:id/enable',
  'POST /auth/logout',
  'POST /auth/resend-verification',
  'POST /auth/sign-in-link',
  'POST /braintree/client-token',
  'POST /institute/instituteUsers/:id/resend-invite',
  'POST /institute/instituteUsers/remind',
  'POST /institute/logout',
  'POST /institute/scenarios/:id/comments/read',
  'POST /institute/sub-users/:id/resend-invite',
  'POST /me/institute/accept-invitation',
  'POST /me/institute/confirm',
  'POST /me/institute/decline-invitation',
  'POST /me/institute/leave',
  'POST /scenario/:id/comments/read',
  'POST /scenario/:id/duplicate',
  'POST /scenario/:id/pdf/email',
  'POST /scenario/:id/share',
];

/** Every `$ref` of the document, and whether it points at something. */
function refsOf(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => refsOf(n, out));
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refsOf(v, out);
    }
  return out;
}
const resolve = (doc: Json, ref: string) =>
  ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, part) => (node as Json | undefined)?.[part], doc);

/** A value for each path parameter (the token check runs before the parameters are read). */
const SAMPLE_PARAMS: Record<string, string> = {
  id: '7d4c2a8e-0000-4000-8000-000000000001',
  page: 'rankings',
  file: 'missing.webp',
  token: 'an-unknown-share-token',
};
const sampleUrl = (url: string) =>
  url.replace(/:([A-Za-z]+)/g, (_m, p: string) => SAMPLE_PARAMS[p]!);

const withoutRequestId = ({ requestId, ...rest }: Json) => {
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  return rest;
};

describe('the OpenAPI document (GET /api/v1/openapi.json)', () => {
  let t: TestContext;
  let doc: Json;
  const operation = (key: string) => {
    const [method, path] = key.split(' ') as [string, string];
    return doc.paths[openApiPath(`/api/v1${path}`)]?.[method.toLowerCase()] as Json | undefined;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    doc = res.json();
  });
  afterAll(() => t?.close());

  it('is OpenAPI 3.1.0 with every registered route under /api/v1 (but the page’s assets), and no other', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('DegreeWorth API');
    const routes = apiRoutes(t);
    expect(routes.length).toBeGreaterThan(100);
    const expected = routes.map((r) => `${String(r.method).toLowerCase()} ${openApiPath(r.url)}`);
    const listed = Object.entries(doc.paths as Json).flatMap(([path, item]) =>
      Object.keys(item as Json).map((method) => `${method} ${path}`),
    );
    expect(listed.sort()).toEqual(expected.sort());
    expect(listed).toContain('get /api/v1/universities/{id}/calculator');
    expect(listed).toContain('post /api/v1/scenario');
  });

  it("has a summary, a group and the callers of every route, from the route's own schema", () => {
    const groups: string[] = TAGS.map((tag) => tag.name);
    for (const route of apiRoutes(t)) {
      const key = keyOf(route);
      const { summary, tags, access } = schemaOf(route);
      expect(summary, key).toBeTruthy();
      expect(tags, key).toHaveLength(1);
      expect(groups, key).toContain(tags![0]);
      expect(access, key).toBeDefined();
      const op = operation(key)!;
      expect(op.summary, key).toBe(summary);
      expect(op.tags, key).toEqual(tags);
      expect(op.description, key).toContain('**Who may call:**');
    }
    const ids = apiRoutes(t).map((r) => operation(keyOf(r))!.operationId as string);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operation('POST /scenario/:id/pdf/email')!.operationId).toBe('postScenarioByIdPdfEmail');
  });

  it("shows an example of every JSON request body that passes the route's own zod body schema", () => {
    const withBody = apiRoutes(t).filter((r) => r.schema?.body);
    expect(withBody.length).toBeGreaterThan(35);
    for (const route of withBody) {
      const key = keyOf(route);
      const { body, example, documentedBody } = schemaOf(route);
      expect(example, `${key} has an example`).toBeDefined();
      const own = (body as z.ZodType).safeParse(example);
      expect(own.success, `${key}: ${own.error?.issues[0]?.message}`).toBe(true);
      const documented = documentedBody?.safeParse(example);
      if (documented) expect(documented.success, key).toBe(true);
      const media = operation(key)!.requestBody.content['application/json'];
      expect(media.example, key).toEqual(example);
    }
    // No example where there is no JSON body to show it on.
    const withExample = apiRoutes(t).filter((r) => schemaOf(r).example !== undefined);
    expect(withExample.map(keyOf).sort()).toEqual(withBody.map(keyOf).sort());
    // The page texts' example (the rankings page's) is checked with that page's own schema, as
    // the service does.
    const content = withBody.find((r) => keyOf(r) === 'POST /admin/content/:page')!;
    expect(PAGE_CONTENT_INPUT_SCHEMAS.rankings.safeParse(schemaOf(content).example).success).toBe(
      true,
    );
  });

  it('documents the multipart and raw bodies that have no zod body schema, with examples', () => {
    const routes = apiRoutes(t);
    const schemaless = routes
      .filter(
        (r) => !r.schema?.body && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(String(r.method)),
      )
      .map(keyOf);
    const forms = routes.filter((r) => schemaOf(r).form);
    const raws = routes.filter((r) => schemaOf(r).rawBody);
    expect(schemaless.sort()).toEqual(
      [...forms.map(keyOf), ...raws.map(keyOf), ...BODYLESS_WRITES].sort(),
    );
    for (const route of forms) {
      const key = keyOf(route);
      const form = schemaOf(route).form!;
      const checked = form.fields.safeParse(form.example);
      expect(checked.success, `${key}: ${checked.error?.issues[0]?.message}`).toBe(true);
      const media = operation(key)!.requestBody.content['multipart/form-data'];
      expect(media.example, key).toEqual(form.example);
      if (form.file) {
        expect(media.schema.properties[form.file.name]).toMatchObject({ format: 'binary' });
        expect(media.schema.required ?? [], key).toEqual(
          form.file.required ? expect.arrayContaining([form.file.name]) : expect.any(Array),
        );
      }
      for (const hidden of form.hidden ?? [])
        expect(media.schema.properties[hidden]).toBeUndefined();
    }
    for (const route of raws) {
      const key = keyOf(route);
      const raw = schemaOf(route).rawBody!;
      const op = operation(key)!;
      expect(op.requestBody.content[raw.mediaType]).toMatchObject({ example: raw.example });
      expect(op.requestBody.description).toBe(raw.description);
      for (const header of Object.keys(raw.headers ?? {}))
        expect(op.parameters).toContainEqual(
          expect.objectContaining({ in: 'header', name: header, required: true }),
        );
    }
    for (const key of BODYLESS_WRITES) expect(operation(key)!.requestBody, key).toBeUndefined();
  });

  it('documents the answers that are not JSON with their media type', () => {
    const mediaOf = (key: string) => Object.keys(operation(key)!.responses['200'].content);
    expect(mediaOf('GET /scenario/:id/pdf')).toEqual(['application/pdf']);
    expect(mediaOf('GET /institute/report.csv')).toEqual(['text/csv']);
    expect(mediaOf('GET /media/avatars/:file')).toEqual(['image/webp']);
    expect(operation('GET /health')!.responses['503']).toEqual({
      $ref: '#/components/responses/HealthNotReady',
    });
  });

  it('has every error shape with an example of each code, each passing its own schema', () => {
    for (const [name, example] of Object.entries(ERROR_EXAMPLES)) {
      const checked = ERROR_SCHEMAS[example.schema].safeParse(example.value);
      expect(checked.success, `${name}: ${checked.error?.issues[0]?.message}`).toBe(true);
      expect(ApiErrorSchema.safeParse(example.value).success, name).toBe(true);
      expect(doc.components.examples[name]).toEqual({
        summary: example.summary,
        value: example.value,
      });
    }
    for (const [name, response] of Object.entries(ERROR_RESPONSES)) {
      const listed = doc.components.responses[name].content['application/json'];
      expect(Object.keys(listed.examples), name).toEqual(response.examples);
      for (const e of response.examples)
        expect(ERROR_EXAMPLES[e].value.statusCode).toBe(response.status);
    }
    for (const name of Object.keys(ERROR_SCHEMAS))
      expect(doc.components.schemas[name]).toBeDefined();
    // Every reference points at something, and every route lists its error answers.
    for (const ref of new Set(refsOf(doc))) expect(resolve(doc, ref), ref).toBeDefined();
    for (const key of apiRoutes(t).map(keyOf)) {
      const statuses = Object.keys(operation(key)!.responses);
      expect(statuses, key).toContain('500');
      if (key !== 'GET /health/live') expect(statuses, key).toContain('503');
    }
    expect(Object.keys(operation('POST /scenario')!.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '413', '415']),
    );
  });

  it('shows error examples that are what the server answers', async () => {
    const same = async (name: keyof typeof ERROR_EXAMPLES, request: InjectOptions) => {
      const res = await t.app.inject(request);
      expect(res.statusCode, name).toBe(ERROR_EXAMPLES[name].value.statusCode);
      expect(withoutRequestId(res.json()), name).toEqual(
        withoutRequestId(ERROR_EXAMPLES[name].value),
      );
    };
    const json = { 'content-type': 'application/json' };
    await same('ValidationFailed', {
      method: 'POST',
      url: '/api/v1/contact-us',
      payload: { name: 'Maria Garcia', email: 'maria.garcia@', message: 'Hello' },
    });
    await same('InvalidJson', {
      method: 'POST',
      url: '/api/v1/auth/signin',
      headers: json,
      payload: '{',
    });
    await same('Unauthenticated', { method: 'GET', url: '/api/v1/me' });
    await same('RouteNotFound', { method: 'GET', url: '/api/v1/nowhere' });
    await same('NotConfigured', { method: 'POST', url: '/api/v1/webhooks/stripe', payload: {} });
    await same('PayloadTooLarge', {
      method: 'POST',
      url: '/api/v1/auth/signin',
      headers: json,
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(20_000) }),
    });
    await same('UnsupportedMediaType', {
      method: 'POST',
      url: '/api/v1/auth/signin',
      headers: { 'content-type': 'application/xml' },
      payload: '<signin/>',
    });
    const sub = await subadminToken(t, 'docs-sub@dw.test', ['resources']);
    await same('Forbidden', { method: 'GET', url: '/api/v1/admin/users', headers: bearer(sub) });
    const user = await signUpVerified(t, 'docs-user@dw.test');
    await same('NotFound', {
      method: 'GET',
      url: `/api/v1/scenario/${SAMPLE_PARAMS.id}`,
      headers: bearer(user),
    });
  });

  it('shows the not-ready answers the server gives while it starts', async () => {
    const starting = await buildTestApp({}, { ready: false });
    try {
      const health = await starting.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(health.statusCode).toBe(503);
      const body = ERROR_SCHEMAS.HealthNotReady.parse(health.json());
      expect(body.status).toBe(ERROR_EXAMPLES.HealthStarting.value.status);
      const call = await starting.app.inject({ method: 'GET', url: '/api/v1/testimonials' });
      expect(call.statusCode).toBe(503);
      expect(call.headers['retry-after']).toBe('5');
      const text = /^DegreeWorth is starting \([a-z ]+\)\. Please try again in a few seconds\.$/;
      const real = withoutRequestId(call.json());
      const example = withoutRequestId(ERROR_EXAMPLES.NotReady.value);
      expect(real).toEqual({ ...example, message: expect.stringMatching(text) });
      expect(example.message).toMatch(text);
    } finally {
      await starting.close();
    }
  });

  it('names the token each route needs: 401 without one, and none for the public calls', async () => {
    for (const route of apiRoutes(t)) {
      const key = keyOf(route);
      const { access, example } = schemaOf(route);
      const op = operation(key)!;
      if (access === 'public') expect(op.security, key).toBeUndefined();
      else expect(op.security, key).toBeDefined();
      const isPublic = access === 'public' || access === 'optional-user';
      if (isPublic && route.method !== 'GET') continue; // no side effects (mail, payments)
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: sampleUrl(route.url),
        ...(example !== undefined ? { payload: example as object } : {}),
      });
      if (isPublic) expect(res.statusCode, key).not.toBe(401);
      else expect(res.statusCode, key).toBe(401);
    }
  });
});

describe('the API reference page (/api/v1/docs)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('loads its own scripts and styles (no inline script) under its own Content-Security-Policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/v1/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<title>DegreeWorth API reference</title>');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toBe(docsPageHeaders()['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe'); // no inline script or style allowed
    // Every script is a file of this origin: nothing inline the policy would have to allow.
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, inner] of scripts) {
      expect(inner!.trim()).toBe('');
      const src = /src="([^"]+)"/.exec(attrs!)![1]!;
      expect(src.startsWith('/api/v1/docs/static/')).toBe(true);
      const file = await t.app.inject({ method: 'GET', url: src });
      expect(file.statusCode, src).toBe(200);
      expect(file.headers['content-type'], src).toMatch(/javascript/);
    }
    const ui = await t.app.inject({ method: 'GET', url: '/api/v1/docs/json' });
    expect(ui.json().openapi).toBe('3.1.0');
  });

  it('leaves every other API answer with the API policy and adds no request hook to the API routes', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    // The document is registered in the API's context before its routes: it adds an onRoute hook
    // only. A route of that context runs exactly the hooks of the web page's route outside it.
    const tree = t.app.printRoutes({ includeHooks: true, commonPrefix: false }).split('\n');
    const hooksOf = (route: RegExp) => {
      const at = tree.findIndex((line) => route.test(line));
      expect(at, String(route)).toBeGreaterThanOrEqual(0);
      const hooks: string[] = [];
      for (const line of tree.slice(at + 1)) {
        const hook = /•\s*(\(\w+\).*)$/.exec(line);
        if (!hook) break;
        hooks.push(hook[1]!);
      }
      return hooks;
    };
    const page = hooksOf(/── \/ \(GET\)$/);
    expect(page.some((h) => h.startsWith('(onRequest)'))).toBe(true);
    expect(hooksOf(/api\/v1\/health \(GET\)$/)).toEqual(page);
    // A figures answer adds only its own ETag check (plugins/http-cache.ts).
    expect(hooksOf(/api\/v1\/universities\/search \(GET\)$/)).toEqual([
      page[0],
      '(preHandler) ["figuresPreHandler()"]',
      ...page.slice(1),
    ]);
    // The page's own routes have one more: the page's policy.
    const docs = hooksOf(/api\/v1\/docs \(GET\)$/);
    const count = (hooks: string[]) =>
      JSON.parse(hooks.find((h) => h.startsWith('(onRequest)'))!.slice(12)).length;
    expect(count(docs)).toBe(count(page) + 1);
  });
});

describe('the scenario example', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildImportedTestApp();
  }, 300_000);
  afterAll(() => t?.close());

  it('compares real colleges at the cost of attendance the calculator fills in, and saves', async () => {
    for (const college of SCENARIO_EXAMPLE.colleges) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/universities/${college.university_id}/calculator`,
      });
      expect(res.statusCode).toBe(200);
      const { facts } = res.json() as CollegeCalculatorResponse;
      const cost = defaultCostOfAttendance(facts, college.housing, college.residency).value;
      expect(college.cost_of_attendance, facts.name).toBe(cost);
    }
    const token = await signUpVerified(t, 'docs-scenario@dw.test');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/scenario',
      headers: bearer(token),
      payload: SCENARIO_EXAMPLE,
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().scenario.colleges.map((c: { name: string }) => c.name)).toEqual([
      'Massachusetts Institute of Technology',
      'The University of Alabama',
    ]);
  });
});
