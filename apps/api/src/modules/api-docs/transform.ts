import type { FastifySchema, RouteOptions } from 'fastify';
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_BASE_PATH } from '@degreeworth/core';
import { answersBeforeReady } from '../../plugins/readiness';
import {
  ERROR_EXAMPLES,
  ERROR_RESPONSES,
  ERROR_SCHEMAS,
  type ErrorResponseName,
} from './error-examples';
import type { Access, FormBody, RouteDocs } from './route-docs';

/**
 * Turns each route into its OpenAPI operation: zod schemas to JSON Schema (2020-12, through
 * fastify-type-provider-zod), then what the route's schema adds besides (route-docs.ts): who may
 * call it (security), its request example, the multipart and raw bodies that have no zod body
 * schema, the answers that are not JSON, and the error answers (by reference to
 * components/responses).
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

function accessLine({ access, permission }: Pick<RouteDocs, 'access' | 'permission'>): string {
  if (permission === 'full') return 'A full admin token (403 for a subadmin).';
  if (permission)
    return `An admin token with the "${permission}" permission (403 for a subadmin without it).`;
  return ACCESS_TEXT[access];
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

/**
 * The error answers an operation lists: those of its kind, then its service's own (the route's
 * `errors`). A status the route names its own answer for (the CSV import's row errors) is not
 * given the generic one too.
 */
export function errorResponsesOf(route: RouteOptions): ErrorResponseName[] {
  const schema: FastifySchema = route.schema ?? {};
  const own = schema.errors ?? [];
  const statuses = new Set(own.map((name) => ERROR_RESPONSES[name].status));
  const names = new Set<ErrorResponseName>();
  const derive = (name: ErrorResponseName) => {
    if (!statuses.has(ERROR_RESPONSES[name].status)) names.add(name);
  };
  const raw = Boolean(schema.rawBody);
  const hasBody = Boolean(schema.body || schema.form) || raw;
  if (hasBody || schema.querystring || schema.params) derive('BadRequest');
  if (schema.access !== 'public' && schema.access !== 'optional-user') derive('Unauthenticated');
  if (
    schema.permission ||
    schema.access === 'institute-owner' ||
    schema.access === 'institute-or-admin'
  )
    derive('Forbidden');
  if (schema.params) derive('NotFound');
  for (const name of own) names.add(name);
  if (hasBody) derive('PayloadTooLarge');
  if (hasBody && !raw) derive('UnsupportedMediaType');
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) derive('RateLimited');
  derive('Internal');
  // Health answers while the server starts; every other call answers 503 until it is ready.
  if (!answersBeforeReady(route.url)) derive('NotReady');
  return [...names].sort((a, b) => ERROR_RESPONSES[a].status - ERROR_RESPONSES[b].status);
}

/** The document's transform of one route (see the file comment). */
export const transformRoute: SwaggerTransform = (input) => {
  const { route, url } = input;
  const method = String(route.method);
  if (!url.startsWith(`${API_BASE_PATH}/`) || url.startsWith(DOCS_PAGE_PATH))
    return { schema: { hide: true } as never, url };
  // The API's own keys are read here; the standard ones (tags, summary…) pass through.
  const {
    access,
    permission,
    errors: _errors,
    example,
    documentedBody,
    form,
    rawBody,
    rawResponse,
    ...standard
  } = (input.schema ?? {}) as FastifySchema;
  const converted = jsonSchemaTransform({ ...input, schema: standard } as never).schema as
    Json | undefined;
  const s: Json = { ...converted };
  // A route without documentation is still listed (the document's test fails until it has it).
  s.tags ??= ['Other'];
  s.operationId = operationIdOf(operationKey(method, url));
  if (access) {
    s.description = [
      standard.description,
      `**Who may call:** ${accessLine({ access, permission })}`,
    ]
      .filter(Boolean)
      .join('\n\n');
    const security = SECURITY[access];
    if (security) s.security = security;
    s['x-error-responses'] = errorResponsesOf(route);
  }

  if (documentedBody) s.body = jsonSchemaOf(documentedBody);
  if (example !== undefined && s.body) s.body = { ...(s.body as Json), examples: [example] };
  if (form) {
    s.body = formSchema(form);
    s.consumes = ['multipart/form-data'];
  }
  if (rawBody) {
    s.body = { type: 'object', description: rawBody.description, examples: [rawBody.example] };
    s.consumes = [rawBody.mediaType];
    if (rawBody.headers)
      s.headers = {
        type: 'object',
        properties: Object.fromEntries(
          Object.entries(rawBody.headers).map(([name, description]) => [
            name,
            { type: 'string', description },
          ]),
        ),
        required: Object.keys(rawBody.headers),
      };
  }

  if (rawResponse && !s.response) {
    const { schema } = rawResponse;
    s.response = {
      [rawResponse.status]: {
        ...(schema instanceof z.ZodType ? jsonSchemaOf(schema, 'output') : schema),
        'x-response-description': rawResponse.description,
      },
    };
    s.produces = [rawResponse.mediaType];
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
