import { ADMIN_MAX_PAGE, ADMIN_SEARCH_MAX_CHARS, RESOURCE_LIMITS } from '@degreeworth/core';

/**
 * What /resources shows, kept in the address (/#/resources?category=Loans&q=fafsa&page=2) so
 * Back from an article, a reload or a shared link shows the same list. Malformed values fall
 * back to the defaults; over-long ones are cut to what the API accepts.
 */
export interface ResourcesView {
  category: string;
  search: string;
  page: number;
}

export function parseView(params: URLSearchParams): ResourcesView {
  const page = params.get('page') ?? '';
  const n = /^\d{1,5}$/.test(page) ? Number(page) : 1;
  return {
    category: (params.get('category') ?? '').trim().slice(0, RESOURCE_LIMITS.category),
    search: (params.get('q') ?? '').trim().slice(0, ADMIN_SEARCH_MAX_CHARS),
    page: n >= 1 && n <= ADMIN_MAX_PAGE ? n : 1,
  };
}

/** The address of a view: defaults are left out. */
export function viewParams(view: ResourcesView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.category) params.set('category', view.category);
  if (view.search) params.set('q', view.search);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** The API filters categories without regard to case; the chips compare the same way. */
export const sameCategory = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
