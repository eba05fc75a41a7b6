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
