import { ERROR_CODES } from '@degreeworth/core';

/** Typed errors services throw; plugins/error-handler.ts turns them into the one body. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    /** More fields of the body beside the standard ones (e.g. the row errors of an import). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, fieldErrors?: Record<string, string[]>) {
    super(400, ERROR_CODES.validation, message, fieldErrors);
  }
}
export class BadRequestError extends AppError {
  constructor(message: string) {
    super(400, ERROR_CODES.badRequest, message);
  }
}
export class UnauthenticatedError extends AppError {
  constructor(message = 'Unauthenticated. Please provide a valid token.') {
    super(401, ERROR_CODES.unauthenticated, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message: string) {
    super(403, ERROR_CODES.forbidden, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message: string) {
    super(404, ERROR_CODES.notFound, message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, ERROR_CODES.conflict, message);
  }
}
/** 429: a limit was reached; the message says when to try again, and so does Retry-After. */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(429, ERROR_CODES.rateLimited, message);
  }
}
export class ServiceUnavailableError extends AppError {
  constructor(message: string, code: string = ERROR_CODES.unavailable) {
    super(503, code, message);
  }
}
