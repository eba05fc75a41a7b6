import type { UnknownAction } from '@reduxjs/toolkit';
import type { z } from 'zod';
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { API_BASE_PATH, MESSAGES, type ApiError } from '@degreeworth/core';
// Zod-free twins of the core schemas: this file is on every page, the first one included (#14).
import { MessageResponseCheck, readApiError } from '@degreeworth/core/checks';
import { sessionExpired, TOKEN_FIELD, type AuthHint, type AuthState } from './auth-slice';
import { currentLanguage } from './i18n/language';
import { SESSION_STORAGE_KEYS, storage } from './storage';

export interface ApiRequest {
  /** Path after /api/v1, e.g. '/contact-us'. */
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Plain values are sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  params?: Record<string, string | number | boolean | null | undefined>;
  /**
   * Sends this token instead of the stored one the auth hint names. Logout uses it: the store
   * forgets the token at once, while the request that ends the session on the server is sent.
   */
  token?: string;
  /** 'blob' reads a 2xx body as a Blob (a PDF); failures are still read as the ApiError shape. */
  responseType?: 'json' | 'blob';
}

/** Per endpoint: `extraOptions: { auth: 'admin' }`. Without it the user token is sent when one exists. */
export interface ApiExtraOptions {
  auth?: AuthHint;
}

/** Codes for failures that never reached a well-formed API answer. */
export const CLIENT_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  unexpectedResponse: 'UNEXPECTED_RESPONSE',
} as const;

function buildUrl(url: string, params: ApiRequest['params']): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const search = query.toString();
  return `${API_BASE_PATH}${url}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Any non-2xx answer as the one ApiError shape. Bodies that are not that shape
 * keep their `message` or `error` text; an empty message lets the caller show its fallback.
 * The body's other fields stay on the error (a CSV import's row `errors`), for a caller that
 * reads them with its own schema.
 */
export function toApiError(status: number, statusText: string, body: unknown): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const parsed = readApiError(body);
  if (parsed) return { ...record, ...parsed };
  const text = [record.message, record.error].find((v): v is string => typeof v === 'string');
  return {
    ...record,
    statusCode: status,
    error: statusText || 'Error',
    code: CLIENT_ERROR_CODES.unexpectedResponse,
    message: text ?? '',
  };
}

const networkError: ApiError = {
  statusCode: 0,
  error: 'Network Error',
  code: CLIENT_ERROR_CODES.network,
  message: MESSAGES.networkError,
};

// lib cannot import the store's RootState (the store imports lib); it only reads its own slice.
const tokenOf = (state: unknown, hint: AuthHint) =>
  (state as { auth: AuthState }).auth[TOKEN_FIELD[hint]];

/**
 * The session-expired action fires for the admin and institute-admin clients only; a
 * user-token 401 is just passed on. Only the session that sent this token expires: a late
 * answer for a token replaced meanwhile (a new sign-in) must not sign the new one out.
 */
function expireSession(
  hint: AuthHint,
  sentToken: string | null,
  getState: () => unknown,
  dispatch: (action: UnknownAction) => unknown,
): void {
  if (hint === 'user' || tokenOf(getState(), hint) !== sentToken) return;
  storage.remove(...SESSION_STORAGE_KEYS[hint]);
  dispatch(sessionExpired(hint));
}

/** Adds /api/v1 and the Bearer token named by the endpoint's auth hint. */
export const baseQuery: BaseQueryFn<ApiRequest, unknown, ApiError, ApiExtraOptions> = async (
  request,
  { getState, dispatch, signal },
  extraOptions,
) => {
  const hint = extraOptions?.auth ?? 'user';
  const token = request.token ?? tokenOf(getState(), hint);
  const wantsBlob = request.responseType === 'blob';
  const headers = new Headers({ Accept: wantsBlob ? '*/*' : 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // The language the page shows: the server writes a visitor's mails (a sign-up's code) in it.
  headers.set('Accept-Language', currentLanguage());
  const isForm = request.body instanceof FormData;
  if (request.body !== undefined && !isForm) headers.set('Content-Type', 'application/json');
  const payload =
    isForm || request.body === undefined ? request.body : JSON.stringify(request.body);
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(buildUrl(request.url, request.params), {
      method: request.method ?? 'GET',
      headers,
      body: payload as BodyInit | undefined,
      signal,
    });
    body = wantsBlob && response.ok ? await response.blob() : await readBody(response);
  } catch {
    // fetch only rejects when no answer arrived (offline, DNS, aborted): the network error message.
    return { error: networkError };
  }
  if (response.ok) return { data: body };
  const error = toApiError(response.status, response.statusText, body);
  if (response.status === 401 && error.message === MESSAGES.unauthenticated) {
    expireSession(hint, token, getState, dispatch);
  }
  return { error };
};

/**
 * A 2xx answer that does not match the endpoint's `responseSchema` (the core schema the API
 * answers with): the client and the server disagree. The request fails with the ApiError shape
 * and an empty message, so the caller shows its default message, and the details go to the console.
 */
export const schemaFailureError: ApiError = {
  statusCode: 200,
  error: 'Unexpected Response',
  code: CLIENT_ERROR_CODES.unexpectedResponse,
  message: '',
};

/**
 * A core response schema as an endpoint's `responseSchema`. RTK Query types a response schema
 * as one whose input and output agree; core's answers with defaults (a scenario payload's name)
 * differ in the input type only, and the parsed output is what the cache holds.
 */
export const answerSchema = <T>(schema: z.ZodType<T, unknown>) => schema as z.ZodType<T, T>;

/**
 * A lenient transformResponse for `{ message }` answers: a 2xx without the expected body still
 * counts as done, with an empty message, so the caller shows its default message.
 */
export const messageOrEmpty = (body: unknown): { message: string } => {
  const parsed = MessageResponseCheck.safeParse(body);
  return parsed.success ? parsed.data : { message: '' };
};

/** An endpoint that POSTs its argument as JSON to `url` and parses the answer with `schema`. */
export const jsonPost = <T>(url: string, schema: z.ZodType<T, T>) => ({
  query: (body: unknown): ApiRequest => ({ url, method: 'POST', body }),
  responseSchema: schema,
});

/**
 * The single RTK Query api; features add endpoints with `api.injectEndpoints` and give each its
 * core response schema as `responseSchema`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Me'],
  endpoints: () => ({}),
  onSchemaFailure: (error, info) =>
    console.error(`The answer of ${info.endpoint} does not match its schema.`, error.issues),
  catchSchemaFailure: () => schemaFailureError,
});
