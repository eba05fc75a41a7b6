import type { AdminMeResponse } from '@degreeworth/core';
import { jsonResponse, stubApi } from '@/testing/fetch-stub';
import { authState } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { adminMe } from './admin-fixtures';

type Handler = (body: unknown, init?: RequestInit) => Response | Promise<Response>;

export const ADMIN_TOKEN = 'admin-token';

/**
 * Mounts the app at a /crm route as a signed-in admin (adminAuthToken in the store and in
 * storage), with fetch stubbed by `routes` and GET /admin/me answering `me` (a full admin).
 */
export function renderAdmin(
  route: string,
  routes: Record<string, Handler>,
  me: AdminMeResponse = adminMe(),
) {
  localStorage.setItem('adminAuthToken', ADMIN_TOKEN);
  const fetchMock = stubApi({ 'GET /admin/me': () => jsonResponse(200, me), ...routes });
  const view = renderWithProviders({
    route,
    preloadedState: authState({ adminAuthToken: ADMIN_TOKEN }),
  });
  return { ...view, fetchMock };
}

/** The query string of each call a stub received for GET `path`, as URLSearchParams. */
export function queriesTo(fetchMock: ReturnType<typeof stubApi>, path: string) {
  return fetchMock.mock.calls
    .map(([url]) => url)
    .filter((url) => url.split('?')[0] === `/api/v1${path}`)
    .map((url) => new URLSearchParams(url.split('?')[1] ?? ''));
}

/** A FormData the stub received, as an object of its text fields and files. */
export function formFields(body: unknown): Record<string, string | File> {
  if (!(body instanceof FormData)) throw new Error('The request body is not FormData.');
  return Object.fromEntries(body.entries()) as Record<string, string | File>;
}

/** The calls a stub received for 'METHOD /path', whatever their query string (see callsTo). */
export function callsOf(fetchMock: ReturnType<typeof stubApi>, route: string) {
  const [method, path] = route.split(' ');
  return fetchMock.mock.calls
    .filter(
      ([url, init]) => url.split('?')[0] === `/api/v1${path}` && (init?.method ?? 'GET') === method,
    )
    .map(([, init]) => ({
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body,
      authorization: new Headers(init?.headers).get('Authorization'),
    }));
}
