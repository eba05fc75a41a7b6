import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@degreeworth/core';
import { makeStore } from '@/lib/store';
import { authState } from '@/testing/fixtures';
import { jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { api, type ApiRequest } from './api';
import { applyLanguage } from './i18n/language';
import type { AuthHint } from './auth-slice';

// Endpoints that exist only for this test: one without a hint, one per auth hint, declared
// the way feature endpoints declare theirs.
const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.mutation<unknown, ApiRequest>({ query: (request) => request }),
    probeUser: build.mutation<unknown, ApiRequest>({
      query: (request) => request,
      extraOptions: { auth: 'user' },
    }),
    probeAdmin: build.mutation<unknown, ApiRequest>({
      query: (request) => request,
      extraOptions: { auth: 'admin' },
    }),
    probeInstitute: build.mutation<unknown, ApiRequest>({
      query: (request) => request,
      extraOptions: { auth: 'institute' },
    }),
  }),
});
const ENDPOINT_OF_HINT = {
  user: testApi.endpoints.probeUser,
  admin: testApi.endpoints.probeAdmin,
  institute: testApi.endpoints.probeInstitute,
} as const;

const tokens = authState({
  authToken: 'user-token',
  adminAuthToken: 'admin-token',
  instituteAdminAuthToken: 'institute-token',
});

function call(request: ApiRequest, auth?: AuthHint, store = makeStore(tokens)) {
  const endpoint = auth ? ENDPOINT_OF_HINT[auth] : testApi.endpoints.probe;
  return { store, result: store.dispatch(endpoint.initiate(request)) };
}

const headerOf = (init: RequestInit | undefined, name: string) =>
  new Headers(init?.headers).get(name);

describe('baseQuery', () => {
  it('sends the language the page shows as Accept-Language', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, {}));
    await call({ url: '/x' }).result;
    expect(headerOf(fetchMock.mock.calls[0]![1], 'Accept-Language')).toBe('en');
    await applyLanguage('es');
    await call({ url: '/y' }).result;
    expect(headerOf(fetchMock.mock.calls[1]![1], 'Accept-Language')).toBe('es');
  });

  it('adds /api/v1 and the query, leaving out unset parameters', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, { ok: true }));
    const { result } = call({
      url: '/rankings',
      params: { year: 2023, page: 1, state: undefined },
    });
    expect(await result).toEqual({ data: { ok: true } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/rankings?year=2023&page=1');
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('GET');
  });

  it.each([
    [undefined, 'Bearer user-token'],
    ['user', 'Bearer user-token'],
    ['admin', 'Bearer admin-token'],
    ['institute', 'Bearer institute-token'],
  ] as const)('with auth hint %s sends %s', async (hint, header) => {
    const fetchMock = stubFetch(async () => jsonResponse(200, {}));
    await call({ url: '/x' }, hint).result;
    expect(headerOf(fetchMock.mock.calls[0]![1], 'Authorization')).toBe(header);
  });

  it('sends no Authorization header without the token', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, {}));
    await call({ url: '/x' }, 'admin', makeStore(authState({ authToken: 'user-token' }))).result;
    expect(headerOf(fetchMock.mock.calls[0]![1], 'Authorization')).toBeNull();
  });

  it('sends plain bodies as JSON and FormData as it is', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, {}));
    await call({ url: '/a', method: 'POST', body: { name: 'Maya' } }).result;
    const form = new FormData();
    form.append('name', 'Maya');
    await call({ url: '/b', method: 'POST', body: form }).result;
    const [jsonCall, formCall] = fetchMock.mock.calls;
    expect(jsonCall![1]?.body).toBe('{"name":"Maya"}');
    expect(headerOf(jsonCall![1], 'Content-Type')).toBe('application/json');
    expect(formCall![1]?.body).toBe(form);
    expect(headerOf(formCall![1], 'Content-Type')).toBeNull();
  });

  it('returns an API error body as it is', async () => {
    const body = {
      statusCode: 409,
      error: 'Conflict',
      code: 'CONFLICT',
      message: 'Already a favorite.',
    };
    stubFetch(async () => jsonResponse(409, body));
    expect(await call({ url: '/x' }).result).toMatchObject({ error: body });
  });

  it('turns any other non-2xx answer into the ApiError shape', async () => {
    stubFetch(async () => jsonResponse(422, { message: 'Nope.' }));
    expect(await call({ url: '/x' }).result).toMatchObject({
      error: { statusCode: 422, code: 'UNEXPECTED_RESPONSE', message: 'Nope.' },
    });
    stubFetch(async () => new Response('<html>', { status: 500, statusText: 'Server Error' }));
    expect(await call({ url: '/x' }).result).toMatchObject({
      error: { statusCode: 500, error: 'Server Error', message: '' },
    });
  });

  it('keeps the body’s other fields on the error, for a caller with its own schema', async () => {
    const errors = [{ row: 3, field: 'email', message: 'Invalid email address.' }];
    stubFetch(async () =>
      jsonResponse(400, {
        statusCode: 400,
        error: 'Bad Request',
        code: 'VALIDATION_FAILED',
        message: 'Some rows have errors.',
        errors,
      }),
    );
    expect(await call({ url: '/x' }).result).toMatchObject({
      error: { statusCode: 400, message: 'Some rows have errors.', errors },
    });
    stubFetch(async () => jsonResponse(400, { message: 'Some rows have errors.', errors }));
    expect(await call({ url: '/x' }).result).toMatchObject({
      error: { statusCode: 400, code: 'UNEXPECTED_RESPONSE', errors },
    });
  });

  it('reports a failed fetch as the network error', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await call({ url: '/x' }).result).toMatchObject({
      error: { statusCode: 0, code: 'NETWORK_ERROR', message: MESSAGES.networkError },
    });
  });

  it('expires the admin session on 401 "Unauthenticated. Please provide a valid token."', async () => {
    localStorage.setItem('adminAuthToken', 'admin-token');
    localStorage.setItem('adminUser', '{"name":"Admin","email":"a@b.co","is_admin":1}');
    localStorage.setItem('authToken', 'user-token');
    stubFetch(async () =>
      jsonResponse(401, {
        statusCode: 401,
        error: 'Unauthorized',
        code: 'UNAUTHENTICATED',
        message: MESSAGES.unauthenticated,
      }),
    );
    const { store, result } = call({ url: '/admin/users' }, 'admin');
    // The error is passed on to the caller too.
    expect(await result).toMatchObject({ error: { statusCode: 401 } });
    expect(store.getState().auth).toMatchObject({ adminAuthToken: null, authToken: 'user-token' });
    expect(localStorage.getItem('adminAuthToken')).toBeNull();
    expect(localStorage.getItem('adminUser')).toBeNull();
    expect(localStorage.getItem('authToken')).toBe('user-token');
  });

  it('expires the institute session and forgets its slug on the same 401', async () => {
    localStorage.setItem('instituteAdminAuthToken', 'institute-token');
    localStorage.setItem('instituteName', 'acme');
    stubFetch(async () =>
      jsonResponse(401, {
        statusCode: 401,
        error: 'Unauthorized',
        code: 'UNAUTHENTICATED',
        message: MESSAGES.unauthenticated,
      }),
    );
    const store = makeStore(authState({ ...tokens.auth, instituteName: 'acme' }));
    const { result } = call({ url: '/institute/me' }, 'institute', store);
    expect(await result).toMatchObject({ error: { statusCode: 401 } });
    expect(store.getState().auth).toMatchObject({
      instituteAdminAuthToken: null,
      instituteName: null,
      adminAuthToken: 'admin-token',
    });
    expect(localStorage.getItem('instituteAdminAuthToken')).toBeNull();
    expect(localStorage.getItem('instituteName')).toBeNull();
  });

  it('sends the token given with the request instead of the stored one (logout)', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, {}));
    await call({ url: '/auth/logout', method: 'POST', token: 'ending-token' }, 'user').result;
    expect(headerOf(fetchMock.mock.calls[0]![1], 'Authorization')).toBe('Bearer ending-token');
  });

  it('passes a user-token 401 on without signing the user out: only admin and institute sessions expire on it', async () => {
    localStorage.setItem('authToken', 'user-token');
    stubFetch(async () =>
      jsonResponse(401, {
        statusCode: 401,
        error: 'Unauthorized',
        code: 'UNAUTHENTICATED',
        message: MESSAGES.unauthenticated,
      }),
    );
    const { store, result } = call({ url: '/me' }, 'user');
    expect(await result).toMatchObject({ error: { statusCode: 401 } });
    expect(store.getState().auth.authToken).toBe('user-token');
    expect(localStorage.getItem('authToken')).toBe('user-token');
  });

  it('keeps the session on a 401 with any other message', async () => {
    stubFetch(async () =>
      jsonResponse(401, {
        statusCode: 401,
        error: 'Unauthorized',
        code: 'X',
        message: 'Wrong password.',
      }),
    );
    const { store, result } = call({ url: '/auth/adminLogin', method: 'POST', body: {} }, 'admin');
    await result;
    expect(store.getState().auth.adminAuthToken).toBe('admin-token');
  });
});
