import { z } from 'zod';
import {
  ADMIN_ACCESS_TEXT,
  ApiErrorSchema,
  ERROR_CODES,
  ImportRowErrorSchema,
  INSTITUTE_TEXT,
  MESSAGES,
  RANKINGS_TEXTS,
  SCENARIO_MESSAGES,
} from '@degreeworth/core';
import { errorBody } from '../../plugins/error-handler';
import { PROVIDER_DOWN } from '../payments';

/**
 * Every shape of a non-2xx answer (all share the one body of plugins/error-handler.ts), with an
 * example of each code, as the document's components. Built with the error handler's own
 * `errorBody` and the services' texts; the document's test checks each example against its
 * schema and compares several with what the server really answers.
 */

const REQUEST_ID = '0f6b8e52-3c1d-4a7e-9b25-6d4f1e8a2c90';

/** A row-by-row refusal of a CSV import (400 IMPORT_FAILED): the error body plus `errors`. */
export const ImportFailedErrorSchema = ApiErrorSchema.extend({
  errors: z.array(ImportRowErrorSchema),
});

/** GET /health before it is ready: the error body plus where the server is. */
export const HealthNotReadySchema = ApiErrorSchema.extend({
  status: z.enum(['starting', 'importing']),
  alive: z.literal(true),
  import: z
    .object({
      phase: z.string(),
      file: z.number().int(),
      files: z.number().int(),
      name: z.string().nullable(),
      rows: z.number().int(),
      percent: z.number(),
    })
    .optional(),
});

/** The shapes, as components/schemas of the document. */
export const ERROR_SCHEMAS = {
  ApiError: ApiErrorSchema,
  ImportFailedError: ImportFailedErrorSchema,
  HealthNotReady: HealthNotReadySchema,
} as const;
export type ErrorSchemaName = keyof typeof ERROR_SCHEMAS;

export interface ErrorExample {
  summary: string;
  schema: ErrorSchemaName;
  value: z.infer<typeof ApiErrorSchema> & Record<string, unknown>;
}

const body = (status: number, code: string, message: string) =>
  errorBody(status, code, message, REQUEST_ID);

export const ERROR_EXAMPLES = {
  ValidationFailed: {
    summary: 'A field failed its check: the first message, and every message by field',
    schema: 'ApiError',
    value: {
      ...body(400, ERROR_CODES.validation, MESSAGES.invalidEmail),
      fieldErrors: { email: [MESSAGES.invalidEmail] },
    },
  },
  InvalidJson: {
    summary: 'The body is not JSON',
    schema: 'ApiError',
    value: body(400, ERROR_CODES.badRequest, 'The request body is not valid JSON.'),
  },
  ImportFailed: {
    summary: 'A CSV import with row errors: nothing was imported',
    schema: 'ImportFailedError',
    value: {
      ...body(400, 'IMPORT_FAILED', INSTITUTE_TEXT.importFailed),
      errors: [{ row: 3, field: 'email', message: MESSAGES.invalidEmail }],
    },
  },
  Unauthenticated: {
    summary: 'No token, or not a valid one for this call',
    schema: 'ApiError',
    value: body(401, ERROR_CODES.unauthenticated, MESSAGES.unauthenticated),
  },
  PaymentDeclined: {
    summary: 'The provider refused the payment; nothing was charged',
    schema: 'ApiError',
    value: body(
      402,
      'PAYMENT_DECLINED',
      'The payment was not completed: Your card was declined. No money was taken.',
    ),
  },
  Forbidden: {
    summary: 'Signed in, but not allowed',
    schema: 'ApiError',
    value: body(403, ERROR_CODES.forbidden, ADMIN_ACCESS_TEXT.forbidden('users')),
  },
  NotFound: {
    summary: 'Nothing with this id (or not yours)',
    schema: 'ApiError',
    value: body(404, ERROR_CODES.notFound, SCENARIO_MESSAGES.notFound),
  },
  RouteNotFound: {
    summary: 'No such call',
    schema: 'ApiError',
    value: body(404, ERROR_CODES.notFound, 'No route matches GET /api/v1/nowhere.'),
  },
  NotConfigured: {
    summary: 'A feature this server is not set up for',
    schema: 'ApiError',
    value: body(404, ERROR_CODES.notConfigured, 'stripe is not configured on this server.'),
  },
  Conflict: {
    summary: 'The request conflicts with what is stored',
    schema: 'ApiError',
    value: body(409, ERROR_CODES.conflict, RANKINGS_TEXTS.alreadyFavorite),
  },
  PayloadTooLarge: {
    summary: 'The body is over the call’s limit',
    schema: 'ApiError',
    value: body(413, ERROR_CODES.payloadTooLarge, 'The request body is too large.'),
  },
  UnsupportedMediaType: {
    summary: 'The body is not of a type this call reads',
    schema: 'ApiError',
    value: body(
      415,
      ERROR_CODES.unsupportedMediaType,
      'Unsupported content type: send the body as application/json.',
    ),
  },
  RateLimited: {
    summary: 'Too many requests: the message (and Retry-After) says when to try again',
    schema: 'ApiError',
    value: body(
      429,
      ERROR_CODES.rateLimited,
      'Too many requests. Please wait 60 seconds and try again.',
    ),
  },
  Internal: {
    summary: 'A fault on the server (logged with the request id)',
    schema: 'ApiError',
    value: body(
      500,
      ERROR_CODES.internal,
      'Something went wrong on our side. Please try again in a moment.',
    ),
  },
  ProviderUnavailable: {
    summary: 'The payment provider could not be reached',
    schema: 'ApiError',
    value: body(502, ERROR_CODES.unavailable, PROVIDER_DOWN),
  },
  NotReady: {
    summary: 'The server is starting (migrating the database)',
    schema: 'ApiError',
    value: body(
      503,
      ERROR_CODES.notReady,
      'DegreeWorth is starting (migrating the database). Please try again in a few seconds.',
    ),
  },
  HealthStarting: {
    summary: 'Starting: the other calls answer 503 too',
    schema: 'HealthNotReady',
    value: {
      ...body(503, ERROR_CODES.notReady, 'DegreeWorth is starting (migrating the database).'),
      status: 'starting',
      alive: true,
    },
  },
  HealthImporting: {
    summary: 'Importing: the other calls answer with the data of the previous import',
    schema: 'HealthNotReady',
    value: {
      ...body(
        503,
        ERROR_CODES.notReady,
        'DegreeWorth is importing College Scorecard data (file 2 of 5, 38 %); the API answers meanwhile with the data it had.',
      ),
      status: 'importing',
      alive: true,
      import: {
        phase: 'reading',
        file: 2,
        files: 5,
        name: 'MERGED2019_20_PP.csv',
        rows: 2480,
        percent: 38,
      },
    },
  },
} satisfies Record<string, ErrorExample>;
export type ErrorExampleName = keyof typeof ERROR_EXAMPLES;

interface ErrorResponse {
  status: number;
  description: string;
  schema: ErrorSchemaName | ErrorSchemaName[];
  examples: ErrorExampleName[];
  /** Retry-After, in seconds, on 429 and 503. */
  retryAfter?: boolean;
}

/** components/responses: each error status an operation lists, with its examples. */
export const ERROR_RESPONSES = {
  BadRequest: {
    status: 400,
    description: 'The request is not valid',
    schema: 'ApiError',
    examples: ['ValidationFailed', 'InvalidJson'],
  },
  ImportRejected: {
    status: 400,
    description: 'The file or a row is not valid; nothing was imported',
    schema: ['ImportFailedError', 'ApiError'],
    examples: ['ImportFailed', 'ValidationFailed'],
  },
  Unauthenticated: {
    status: 401,
    description: 'A valid token of the right kind is needed',
    schema: 'ApiError',
    examples: ['Unauthenticated'],
  },
  PaymentDeclined: {
    status: 402,
    description: 'The payment was declined',
    schema: 'ApiError',
    examples: ['PaymentDeclined'],
  },
  Forbidden: {
    status: 403,
    description: 'Not allowed for this account',
    schema: 'ApiError',
    examples: ['Forbidden'],
  },
  NotFound: {
    status: 404,
    description: 'Not found, or not set up on this server',
    schema: 'ApiError',
    examples: ['NotFound', 'NotConfigured', 'RouteNotFound'],
  },
  Conflict: {
    status: 409,
    description: 'Conflicts with what is stored',
    schema: 'ApiError',
    examples: ['Conflict'],
  },
  PayloadTooLarge: {
    status: 413,
    description: 'The body is too large',
    schema: 'ApiError',
    examples: ['PayloadTooLarge'],
  },
  UnsupportedMediaType: {
    status: 415,
    description: 'The body is not of a type this call reads',
    schema: 'ApiError',
    examples: ['UnsupportedMediaType'],
  },
  RateLimited: {
    status: 429,
    description: 'Too many requests',
    schema: 'ApiError',
    examples: ['RateLimited'],
    retryAfter: true,
  },
  Internal: {
    status: 500,
    description: 'A fault on the server',
    schema: 'ApiError',
    examples: ['Internal'],
  },
  BadGateway: {
    status: 502,
    description: 'The payment provider could not be reached',
    schema: 'ApiError',
    examples: ['ProviderUnavailable'],
  },
  NotReady: {
    status: 503,
    description: 'The server is starting',
    schema: 'ApiError',
    examples: ['NotReady'],
    retryAfter: true,
  },
  HealthNotReady: {
    status: 503,
    description: 'Not ready yet: starting or importing',
    schema: 'HealthNotReady',
    examples: ['HealthStarting', 'HealthImporting'],
    retryAfter: true,
  },
} satisfies Record<string, ErrorResponse>;
export type ErrorResponseName = keyof typeof ERROR_RESPONSES;
