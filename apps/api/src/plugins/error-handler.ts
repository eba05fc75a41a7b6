import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ApiError } from '@degreeworth/core';
import { AppError, RateLimitedError } from '../lib/errors';

const GENERIC_5XX = 'Something went wrong on our side. Please try again in a moment.';

/** Fastify's own 4xx errors, with messages written for people. */
const FASTIFY_4XX: Record<string, { code: string; message: (err: FastifyError) => string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: ERROR_CODES.badRequest,
    message: () => 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: ERROR_CODES.badRequest,
    message: () => 'The request body is empty; send a JSON object.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: ERROR_CODES.payloadTooLarge,
    message: () => 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: ERROR_CODES.unsupportedMediaType,
    message: () => 'Unsupported content type: send the body as application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: ERROR_CODES.badRequest,
    message: () => 'The Content-Length header is wrong.',
  },
};

export function errorBody(
  statusCode: number,
  code: string,
  message: string,
  requestId: string,
): ApiError {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', code, message, requestId };
}

/** Turns a zod validation failure into a 400 with fieldErrors; message = first issue's text. */
function validationBody(err: FastifyError, requestId: string): ApiError {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of err.validation ?? []) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    if (field === '') continue;
    (fieldErrors[field] ??= []).push(issue.message ?? 'Invalid value.');
  }
  const first = err.validation?.[0];
  const message = first?.message ?? 'The request is not valid.';
  const body = errorBody(400, ERROR_CODES.validation, message, requestId);
  return Object.keys(fieldErrors).length ? { ...body, fieldErrors } : body;
}

function toBody(err: FastifyError, request: FastifyRequest): ApiError {
  const id = String(request.id);
  if (err instanceof AppError) {
    const body = { ...err.details, ...errorBody(err.statusCode, err.code, err.message, id) };
    return err.fieldErrors ? { ...body, fieldErrors: err.fieldErrors } : body;
  }
  if (hasZodFastifySchemaValidationErrors(err)) return validationBody(err, id);
  const known = err.code ? FASTIFY_4XX[err.code] : undefined;
  const status = err.statusCode ?? 500;
  if (known) return errorBody(status, known.code, known.message(err), id);
  if (status === 429) return errorBody(429, ERROR_CODES.rateLimited, err.message, id);
  if (status >= 400 && status < 500)
    return errorBody(status, ERROR_CODES.badRequest, err.message, id);
  return errorBody(500, ERROR_CODES.internal, GENERIC_5XX, id);
}

/** The one place that turns an error into a status and a body: services only throw. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const body = toBody(err, request);
    // lib/logger.ts serializes `err`: a database error logs its SQLSTATE and names, never its
    // message, SQL or parameters.
    if (body.statusCode >= 500) request.log.error({ err }, 'request failed');
    else request.log.info({ statusCode: body.statusCode, code: body.code }, body.message);
    // Retry-After: how long to wait, for clients that read headers rather than messages.
    if (err instanceof RateLimitedError && err.retryAfterSeconds)
      void reply.header('retry-after', String(err.retryAfterSeconds));
    return reply.status(body.statusCode).type('application/json; charset=utf-8').send(body);
  });
}
