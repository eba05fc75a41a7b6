import type { InstituteMeResponse } from '@degreeworth/core';
import { jsonResponse, stubApi } from '@/testing/fetch-stub';
import { authState } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { instituteMe, SLUG } from './institute-fixtures';

type Handler = (
  body: unknown,
  init?: RequestInit,
  query?: URLSearchParams,
) => Response | Promise<Response>;

export const INSTITUTE_TOKEN = 'institute-token';

/**
 * Mounts the app at an /{institute}/admin route, signed in to the institute (token and slug in
 * the store and in storage), with fetch stubbed by `routes`, GET /institute/me answering `me`
 * and GET /institute/invitations answering none unless `routes` says otherwise.
 */
export function renderInstitute(
  route: string,
  routes: Record<string, Handler>,
  me: InstituteMeResponse = instituteMe(),
) {
  localStorage.setItem('instituteAdminAuthToken', INSTITUTE_TOKEN);
  localStorage.setItem('instituteName', SLUG);
  const fetchMock = stubApi({
    'GET /institute/me': () => jsonResponse(200, me),
    'GET /institute/invitations': () => jsonResponse(200, { invitations: [] }),
    ...routes,
  });
  const view = renderWithProviders({
    route,
    preloadedState: authState({ instituteAdminAuthToken: INSTITUTE_TOKEN, instituteName: SLUG }),
  });
  return { ...view, fetchMock };
}
