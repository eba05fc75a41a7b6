import type { RouteOptions } from 'fastify';
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_BASE_PATH } from '@degreeworth/core';
import {
  ERROR_EXAMPLES,
  ERROR_RESPONSES,
  ERROR_SCHEMAS,
  type ErrorResponseName,
} from './error-examples';
import {
  DOCUMENTED_BODY_SCHEMAS,
  FORM_BODIES,
  RAW_BODIES,
  REQUEST_EXAMPLES,
  type FormBody,
} from './examples';
import { type Access, OPERATIONS, type OperationDoc } from './operations';

/**
 * Turns each route into its OpenAPI operation: zod schemas to JSON Schema (2020-12, through
 * fastify-type-provider-zod), then what operations.ts and examples.ts add: summary, group,
 * security, request examples, the multipart and raw bodies that have no zod body schema, the
 * answers that are not JSON, and the error answers (by reference to components/responses).
 */

/** The reference page's own routes (swagger-ui's assets): not operations of the API. */
export const DOCS_PAGE_PATH = `${API_BASE_PATH}/docs`;

type Json = Record<string, unknown>;

/** "POST /scenario/:id" for a route registered as POST /api/v1/scenario/:id. */
export const operationKey = (method: string, url: string) =>
  `${method} ${url.slice(API_BASE_PATH.length)}`;

/** JSON Schema 2020-12 of a zod schema, as the document embeds it (no $schema). */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'input'): Json {
  const { $schema: _drop, ...json } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as Json;
  return json;
}

const binary = (mediaType: string) => ({ type: 'string', contentMediaType: mediaType });

/** Answers that are not JSON, or have no zod schema (the route sends them itself). */
const RAW_RESPONSES: Record<
  string,
  { status: number; description: string; mediaType: string; schema: Json }
> = {
  'GET /health': {
    status: 200,
    description: 'Migrated, and the data import is done',
    mediaType: 'application/json',
    schema: jsonSchemaOf(z.object({ status: z.literal('ok') }), 'output'),
  },
  'GET /health/live': {
    status: 200,
    description: 'The process is up',
    mediaType: 'application/json',
    schema: jsonSchemaOf(
      z.object({ status: z.literal('alive'), worker: z.number().int().optional() }),
      'output',
    ),
  },
  'GET /openapi.json': {
    status: 200,
    description: 'This document',
    mediaType: 'application/json',
    schema: { type: 'object', description: 'An OpenAPI 3.1 document.' },
  },
  'GET /scenario/:id/pdf': {
    status: 200,
    description: 'The PDF report (inline)',
    mediaType: 'application/pdf',
    schema: binary('application/pdf'),
  },
  'GET /institute/scenarios/:id/pdf': {
    status: 200,
    description: 'The PDF report (inline)',
    mediaType: 'application/pdf',
    schema: binary('application/pdf'),
  },
  'GET /institute/report.csv': {
    status: 200,
    description: 'The class report (a CSV attachment)',
    mediaType: 'text/csv',
    schema: { type: 'string', contentMediaType: 'text/csv' },
  },
  ...Object.fromEntries(
    ['avatars', 'resources', 'testimonials', 'subscriptions', 'content'].map((folder) => [
      `GET /media/${folder}/:file`,
      {
        status: 200,
        description: 'The image (cached for a year: its name changes with it)',
        mediaType: 'image/webp',
        schema: binary('image/webp'),
      },
    ]),
  ),
  ...Object.fromEntries(
    ['stripe', 'paypal', 'braintree'].map((provider) => [
      `POST /webhooks/${provider}`,
      {
        status: 200,
        description: 'Received (and applied to the payment it names, if any)',
        mediaType: 'application/json',
        schema: jsonSchemaOf(
          z.object({
            received: z.literal(true),
            outcome: z.enum(['activated', 'already-active', 'ended', 'recorded', 'unknown']),
          }),
          'output',
        ),
      },
    ]),
  ),
};

const STATUS_TEXT: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted: the work follows',
};

/** Who may call: the security requirement of the operation. */
const SECURITY: Record<Access, Json[] | undefined> = {
  public: undefined,
  'optional-user': [{}, { userToken: [] }],
  user: [{ userToken: [] }],
  admin: [{ adminToken: [] }],
  institute: [{ instituteToken: [] }],
  'institute-owner': [{ instituteToken: [] }],
  'institute-or-admin': [{ instituteToken: [] }, { adminToken: [] }],
};

const ACCESS_TEXT: Record<Access, string> = {
  public: 'Anyone.',
  'optional-user': 'Anyone; a user token adds the signed-in view.',
  user: 'A user token.',
  admin: 'An admin token.',
  institute: 'An institute token (the owner or a counselor).',
  'institute-owner': "The institute owner's token (403 for a counselor).",
  'institute-or-admin':
    'The institute owner\'s token, or an admin token with the "subscriptions" permission.',
};

function accessLine(doc: OperationDoc): string {
  if (doc.permission === 'full') return 'A full admin token (403 for a subadmin).';
  if (doc.permission)
    return `An admin token with the "${doc.permission}" permission (403 for a subadmin without it).`;
  return ACCESS_TEXT[doc.access];
}

/** camelCase id from the method and path: POST /scenario/:id/pdf/email → postScenarioByIdPdfEmail. */
export function operationIdOf(key: string): string {
  const [method, path] = key.split(' ') as [string, string];
  const words = path
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .join('-')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

/** The multipart body as JSON Schema: the text fields, and the file part as binary. */
function formSchema(form: FormBody): Json {
  const json = jsonSchemaOf(form.fields);
  const properties = { ...(json.properties as Json | undefined) };
  for (const name of form.hidden ?? []) delete properties[name];
  const required = ((json.required as string[] | undefined) ?? []).filter(
    (name) => !form.hidden?.includes(name),
  );
  if (form.file) {
    properties[form.file.name] = {
      type: 'string',
      format: 'binary',
      contentMediaType: form.file.mediaType,
      description: form.file.description,
    };
    if (form.file.required) required.push(form.file.name);
  }
  return {
    type: 'object',
    properties,
    ...(required.length ? { required } : {}),
    examples: [form.example],
  };
}

/** The error answers an operation lists: those of its kind, then its service's own. */
export function errorResponsesOf(route: RouteOptions, key: string, doc: OperationDoc) {
  const schema = (route.schema ?? {}) as Json;
  const names = new Set<ErrorResponseName>();
  const raw = key in RAW_BODIES;
  const hasBody = Boolean(schema.body) || key in FORM_BODIES || raw;
  if (key === 'POST /institute/instituteUsers/import') names.add('ImportRejected');
  else if (hasBody || schema.querystring || schema.params) names.add('BadRequest');
  if (doc.access !== 'public' && doc.access !== 'optional-user') names.add('Unauthenticated');
  if (doc.permission || doc.access === 'institute-owner' || doc.access === 'institute-or-admin')
    names.add('Forbidden');
  if (schema.params) names.add('NotFound');
  for (const name of doc.errors ?? []) names.add(name);
  if (hasBody) names.add('PayloadTooLarge');
  if (hasBody && !raw) names.add('UnsupportedMediaType');
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) names.add('RateLimited');
  names.add('Internal');
  if (key === 'GET /health') names.add('HealthNotReady');
  else if (key !== 'GET /health/live') names.add('NotReady');
  return [...names].sort((a, b) => ERROR_RESPONSES[a].status - ERROR_RESPONSES[b].status);
}

/** The document's transform of one route (see the file comment). */
export const transformRoute: SwaggerTransform = (input) => {
  const { route, url } = input;
  const method = String(route.method);
  if (!url.startsWith(`${API_BASE_PATH}/`) || url.startsWith(DOCS_PAGE_PATH))
    return { schema: { hide: true } as never, url };
  const key = operationKey(method, url);
  const doc = OPERATIONS[key];
  // A route without an entry is still listed (its test fails until it has one).
  const converted = jsonSchemaTransform(input as never).schema as Json | undefined;
  const s: Json = { ...converted };
  const tag = doc?.tag ?? 'Other';
  s.tags = [tag];
  s.operationId = operationIdOf(key);
  if (doc) {
    s.summary = doc.summary;
    s.description = [doc.description, `**Who may call:** ${accessLine(doc)}`]
      .filter(Boolean)
      .join('\n\n');
    const security = SECURITY[doc.access];
    if (security) s.security = security;
    s['x-error-responses'] = errorResponsesOf(route, key, doc);
  }

  const documented = DOCUMENTED_BODY_SCHEMAS[key];
  if (documented) s.body = jsonSchemaOf(documented);
  const example = REQUEST_EXAMPLES[key];
  if (example !== undefined && s.body) s.body = { ...(s.body as Json), examples: [example] };
  const form = FORM_BODIES[key];
  if (form) {
    s.body = formSchema(form);
    s.consumes = ['multipart/form-data'];
  }
  const raw = RAW_BODIES[key];
  if (raw) {
    s.body = { type: 'object', description: raw.description, examples: [raw.example] };
    s.consumes = [raw.mediaType];
    if (raw.headers)
      s.headers = {
        type: 'object',
        properties: Object.fromEntries(
          Object.entries(raw.headers).map(([name, description]) => [
            name,
            { type: 'string', description },
          ]),
        ),
        required: Object.keys(raw.headers),
      };
  }

  const answer = RAW_RESPONSES[key];
  if (answer && !s.response) {
    s.response = {
      [answer.status]: { ...answer.schema, 'x-response-description': answer.description },
    };
    s.produces = [answer.mediaType];
  } else if (s.response) {
    s.response = Object.fromEntries(
      Object.entries(s.response as Record<string, Json>).map(([status, json]) => [
        status,
        { ...json, 'x-response-description': STATUS_TEXT[status] ?? 'OK' },
      ]),
    );
  }
  return { schema: s as never, url };
};

const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });

/** Components (error shapes, their examples, security) and each operation's error answers. */
export const transformDocument: SwaggerTransformObject = (input) => {
  if (!('openapiObject' in input)) return input.swaggerObject;
  const document = input.openapiObject as Json & { paths?: Record<string, Record<string, Json>> };
  const components = { ...(document.components as Json | undefined) };
  components.schemas = {
    ...(components.schemas as Json | undefined),
    ...Object.fromEntries(
      Object.entries(ERROR_SCHEMAS).map(([name, schema]) => [name, jsonSchemaOf(schema, 'output')]),
    ),
  };
  components.examples = Object.fromEntries(
    Object.entries(ERROR_EXAMPLES).map(([name, e]) => [
      name,
      { summary: e.summary, value: e.value },
    ]),
  );
  components.responses = Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([name, r]) => {
      const schemas = Array.isArray(r.schema) ? r.schema : [r.schema];
      const schema =
        schemas.length === 1
          ? ref('schemas', schemas[0]!)
          : { oneOf: schemas.map((n) => ref('schemas', n)) };
      const content = {
        'application/json': {
          schema,
          examples: Object.fromEntries(r.examples.map((e) => [e, ref('examples', e)])),
        },
      };
      const retry = 'retryAfter' in r && r.retryAfter;
      const headers = retry
        ? {
            headers: {
              'Retry-After': {
                description: 'Seconds to wait before trying again.',
                schema: { type: 'integer' },
              },
            },
          }
        : {};
      return [name, { description: r.description, ...headers, content }];
    }),
  );

  const paths: Record<string, Record<string, Json>> = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    paths[path] = Object.fromEntries(
      Object.entries(item).map(([method, operation]) => {
        const { 'x-error-responses': errors, ...rest } = operation;
        const responses = { ...(rest.responses as Json | undefined) };
        for (const name of (errors as ErrorResponseName[] | undefined) ?? [])
          responses[String(ERROR_RESPONSES[name].status)] = ref('responses', name);
        return [method, { ...rest, responses }];
      }),
    );
  }
  return { ...document, components, paths } as never;
};

const tokenScheme = (description: string) => ({
  type: 'http' as const,
  scheme: 'bearer',
  bearerFormat: 'JWT',
  description,
});

/** The three kinds of token (components/securitySchemes, given to the plugin's options). */
export const SECURITY_SCHEMES = {
  userToken: tokenScheme(
    'A user token: the `token` of POST /auth/signin (or /auth/verify-email, /auth/google, /auth/sign-in-link/exchange, /login-user, /verify-otp). Sent as `Authorization: Bearer <token>`.',
  ),
  adminToken: tokenScheme('An admin token: the `token` of POST /auth/adminLogin.'),
  instituteToken: tokenScheme(
    'An institute token: the `token` of POST /login-insitute or /set-password-insitute.',
  ),
};
