import { vi } from 'vitest';

/** A fetch Response with a JSON body, as the API sends it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Replaces global fetch for one test; returns the mock to inspect its calls. */
export function stubFetch(impl: (url: string, init?: RequestInit) => Promise<Response>) {
  const mock = vi.fn(impl);
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The JSON body a stubbed fetch call was made with. */
export function sentJson(call: [string, RequestInit?] | undefined): unknown {
  const body = call?.[1]?.body;
  return typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined;
}

/** An API error body as the server sends it. */
export function apiErrorResponse(
  status: number,
  message: string,
  fieldErrors?: Record<string, string[]>,
): Response {
  return jsonResponse(status, {
    statusCode: status,
    error: 'Error',
    code: status === 401 ? 'UNAUTHENTICATED' : 'BAD_REQUEST',
    message,
    ...(fieldErrors ? { fieldErrors } : {}),
  });
}

type RouteHandler = (
  body: unknown,
  init?: RequestInit,
  query?: URLSearchParams,
) => Response | Promise<Response>;

/**
 * Stubs fetch with API routes keyed 'METHOD /path' (the path after /api/v1, without the query).
 * JSON bodies reach the handler parsed; FormData as it is; the query string as URLSearchParams.
 * Unknown routes answer 404.
 */
export function stubApi(routes: Record<string, RouteHandler>) {
  return stubFetch(async (url, init) => {
    const [path, search = ''] = url.replace(/^\/api\/v1/, '').split('?');
    const handler = routes[`${init?.method ?? 'GET'} ${path}`];
    if (!handler) return apiErrorResponse(404, 'Not found.');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    return handler(body, init, new URLSearchParams(search));
  });
}

type FetchMock = ReturnType<typeof stubFetch>;

function callsWhere(
  mock: FetchMock,
  route: string,
  sameUrl: (url: string, path: string) => boolean,
) {
  const [method, path = ''] = route.split(' ');
  return mock.mock.calls
    .filter(([url, init]) => sameUrl(url, `/api/v1${path}`) && (init?.method ?? 'GET') === method)
    .map(([, init]) => ({
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body,
      authorization: new Headers(init?.headers).get('Authorization'),
    }));
}

/** The calls a stub received for 'METHOD /path' (the exact URL), with JSON bodies parsed. */
export function callsTo(mock: FetchMock, route: string) {
  return callsWhere(mock, route, (url, path) => url === path);
}

/** The calls a stub received for 'METHOD /path', whatever their query string (see callsTo). */
export function callsOf(mock: FetchMock, route: string) {
  return callsWhere(mock, route, (url, path) => url.split('?')[0] === path);
}

/** The query string of each call a stub received for GET `path`, as URLSearchParams. */
export function queriesTo(mock: FetchMock, path: string) {
  return mock.mock.calls
    .map(([url]) => url)
    .filter((url) => url.split('?')[0] === `/api/v1${path}`)
    .map((url) => new URLSearchParams(url.split('?')[1] ?? ''));
}

/** A FormData the stub received, as an object of its text fields and files. */
export function formFields(body: unknown): Record<string, string | File> {
  if (!(body instanceof FormData)) throw new Error('The request body is not FormData.');
  return Object.fromEntries(body.entries()) as Record<string, string | File>;
}
