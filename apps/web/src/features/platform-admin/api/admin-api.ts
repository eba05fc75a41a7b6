import { api, type ApiExtraOptions } from '@/lib/api';

/**
 * The admin lists' cache tags (every add, update or delete reloads the matching list).
 * Every admin write is also recorded in the audit log, so writes invalidate 'AdminActivity'
 * (the dashboard's recent activity and the full log) as well.
 */
export const ADMIN_TAGS = [
  'AdminMe',
  'AdminActivity',
  'AdminUsers',
  'AdminResources',
  'AdminTestimonials',
  'AdminSubadmins',
  'AdminFreeSubscriptions',
  'AdminSubscriptions',
  'AdminContent',
] as const;

/** The single api with the admin tags added; every admin endpoint is injected into it. */
export const adminApi = api.enhanceEndpoints({ addTagTypes: ADMIN_TAGS });

/** Every admin call sends adminAuthToken (lib/api.ts auth hint). */
export const ADMIN_AUTH = { auth: 'admin' } as const satisfies ApiExtraOptions;

/** The id of a list's tag, beside the ids of single items. */
export const LIST = 'LIST';

/** Query parameters without the unset ones (lib/api.ts also drops undefined and null). */
export type QueryParams = Record<string, string | number | boolean | undefined>;
