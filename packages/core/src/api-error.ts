import { z } from 'zod';

/**
 * The one body of every non-2xx API answer. It extends Fastify's
 * default error shape; `fieldErrors` appears only on validation failures.
 */
export const ApiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  code: z.string(),
  message: z.string(),
  requestId: z.string().optional(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const ERROR_CODES = {
  validation: 'VALIDATION_FAILED',
  badRequest: 'BAD_REQUEST',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  rateLimited: 'RATE_LIMITED',
  notReady: 'NOT_READY',
  unavailable: 'SERVICE_UNAVAILABLE',
  /** A feature this server is not set up for (Google sign-in without GOOGLE_CLIENT_ID). */
  notConfigured: 'NOT_CONFIGURED',
  internal: 'INTERNAL_ERROR',
} as const;

/** Reads an unknown value (a fetch body) as an ApiError, or null. */
export function parseApiError(body: unknown): ApiError | null {
  const parsed = ApiErrorSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}
